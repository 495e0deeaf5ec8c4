// Answering a lead, as the inbox and the functions both name it: how long a reply may be, what it is
// called, how a first response was given. No imports: the inbox bundles it without the schemas
// (lead-reply.ts), which would share the contact form's zod chunk with it.

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

/**
 * The subject of an answer to a lead: "Re: " and the lead's subject, never "Re: Re:" (the inbox's
 * reply in the admin's own mail app and the reply sent from the inbox alike).
 */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`;
}
