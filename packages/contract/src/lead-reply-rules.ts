// Answering a lead, as the inbox and the functions both name it: where the thread is kept, how long a
// reply may be, how a first response was given. No imports: the inbox bundles it without the schemas
// (lead-reply.ts), which would share the contact form's zod chunk with it.

/** contactMessages/{messageId}/replies/{replyId}: the firm's answers, as sent. */
export const LEAD_REPLIES = 'replies';

/** The longest reply, in UTF-16 code units: a long e-mail, not a document. */
export const REPLY_MAX_LENGTH = 5000;

/** How a lead was first answered; only the functions write it (firestore.rules). */
export const RESPONSE_CHANNELS = ['email', 'phone', 'whatsapp'] as const;
export type ResponseChannel = (typeof RESPONSE_CHANNELS)[number];

export const RESPONSE_CHANNEL_LABELS: Record<ResponseChannel, string> = {
  email: 'e-mail',
  phone: 'phone',
  whatsapp: 'WhatsApp',
};
