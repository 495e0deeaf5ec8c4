// Mail that came to a reply address but joined no thread (`strayMail/{id}`): it named no conversation
// of ours, or its sender was not the address the lead wrote from. Written only by functions/src/leads
// (lead-answers.ts), never merged into a thread; admins read it in the inbox, and the firm's mailbox
// has its whole copy. Deleted after STRAY_MAIL_RETENTION_DAYS (a TTL policy).
import { storedTime } from './lead-record.js';
import type { AttachmentFacts } from './lead-thread.js';

export const STRAY_MAIL = 'strayMail';

/** Why a mail was kept apart. */
export const KEPT_APART_REASONS = {
  'no-lead': 'Names no conversation of ours',
  'not-the-lead': 'Not from the lead’s address',
} as const;
export type KeptApartReason = keyof typeof KEPT_APART_REASONS;

export interface StrayMail {
  id: string;
  reason: KeptApartReason;
  /** The lead its token or Message-ID named, when one did. */
  leadId: string | null;
  from: string;
  subject: string;
  /** Its new text, as a thread would have kept it. */
  text: string;
  receivedAt: Date | null;
  attachments: AttachmentFacts[];
  /** Whether the firm's mailbox has its copy. */
  copied: boolean;
}

export function decodeStrayMail(id: string, data: Record<string, unknown>): StrayMail {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const attachments = Array.isArray(data.attachments) ? (data.attachments as unknown[]) : [];
  return {
    id,
    reason: data.reason === 'not-the-lead' ? 'not-the-lead' : 'no-lead',
    leadId: typeof data.leadId === 'string' ? data.leadId : null,
    from: text(data.from),
    subject: text(data.subject),
    text: text(data.text),
    receivedAt: storedTime(data.receivedAt),
    attachments: attachments.flatMap((item): AttachmentFacts[] => {
      if (typeof item !== 'object' || item === null) return [];
      const { name, type, size } = item as Record<string, unknown>;
      return typeof name === 'string'
        ? [{ name, type: text(type), size: typeof size === 'number' ? size : 0 }]
        : [];
    }),
    copied: data.copyStatus === 'sent',
  };
}
