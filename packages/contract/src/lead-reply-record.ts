// The firm's answers to a lead as stored: `contactMessages/{messageId}/replies/{replyId}`, written only by
// functions/src/leads (replyToLead), read by the inbox. Their e-mail's state is the lead's mail state.
import { storedTime } from './lead-record.js';
import type { MailState } from './lead-states.js';

/** contactMessages/{messageId}/replies/{replyId}: the firm's answers, as sent. */
export const LEAD_REPLIES = 'replies';

export interface LeadReplyRecord {
  id: string;
  body: string;
  authorUid: string | null;
  authorEmail: string | null;
  /** `received` while its e-mail is being sent, then `sent` or `mail_failed`. */
  state: Extract<MailState, 'received' | 'sent' | 'mail_failed'>;
  attempts: number;
  attemptStartedAt: Date | null;
  /** Null while the server has not stamped it. */
  createdAt: Date | null;
  sentAt: Date | null;
  lastError: string | null;
}

/**
 * Replies written before 28 Nov 2026 name their states `sending` and `failed`: they read as the lead's
 * words for the same states.
 */
const REPLY_STATE_OF: Record<string, LeadReplyRecord['state']> = {
  received: 'received',
  sending: 'received',
  sent: 'sent',
  mail_failed: 'mail_failed',
  failed: 'mail_failed',
};

export function decodeLeadReply(id: string, data: Record<string, unknown>): LeadReplyRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id,
    body: text(data.body) ?? '',
    authorUid: text(data.authorUid),
    authorEmail: text(data.authorEmail),
    state: REPLY_STATE_OF[String(data.status)] ?? 'received',
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    attemptStartedAt: storedTime(data.attemptStartedAt),
    createdAt: storedTime(data.createdAt),
    sentAt: storedTime(data.sentAt),
    lastError: text(data.lastError),
  };
}
