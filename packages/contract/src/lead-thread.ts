// The conversation about a lead, both sides: the prospect's first message (the lead itself), the
// firm's replies (`replies`, lead-reply-record.ts) and the prospect's answers, by mail or on the
// conversation page (`contactMessages/{messageId}/answers/{answerId}`, written only by
// functions/src/leads). `leadThread` puts them in one list, oldest first, for the inbox; the
// conversation page and /profile read the public part of it (conversation.ts).
import { storedTime, type Lead } from './lead-record.js';
import type { LeadReplyRecord } from './lead-reply-record.js';
import { MAIL_STATES, type MailState } from './lead-states.js';

/** contactMessages/{messageId}/answers/{answerId}: the prospect's answers. */
export const LEAD_ANSWERS = 'answers';

/** How an answer came: a mail to the lead's reply address, or the conversation page's form. */
export const ANSWER_CHANNELS = ['email', 'page'] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

/** How each message of the thread reached the other side. */
export type ThreadChannel = 'form' | AnswerChannel;

/** What the thread keeps of an attachment: the site keeps no file (the mail goes to the firm whole). */
export interface AttachmentFacts {
  name: string;
  /** The MIME type the mail declared. */
  type: string;
  /** Bytes. */
  size: number;
}

/** The longest answer kept in the thread, in UTF-16 code units; the firm's copy has the whole mail. */
export const ANSWER_TEXT_MAX_LENGTH = 20_000;
/** At most this many attachments are named in the thread (the copy to the firm carries all of them). */
export const ANSWER_ATTACHMENTS_MAX = 50;

export interface LeadAnswerRecord {
  id: string;
  channel: AnswerChannel;
  /** The new text, without the quoted history. */
  text: string;
  /** The sender's address (the lead's, or no answer would have been stored). */
  from: string;
  subject: string | null;
  /** Its mail's own Message-ID (with angle brackets), which the firm's next reply answers; null from the page. */
  messageId: string | null;
  /** When it arrived; null while the server has not stamped it. */
  receivedAt: Date | null;
  attachments: AttachmentFacts[];
  /**
   * The copy to the firm's mailbox (CONTACT_RECIPIENT): the whole mail, attachments included, or the
   * page's text. `received` while it is being sent, then `sent` or `mail_failed`.
   */
  copy: { state: Extract<MailState, 'received' | 'sent' | 'mail_failed'>; sentAt: Date | null };
}

/** The copy's state as stored (`copyStatus`): the lead's mail-state words. */
export const ANSWER_COPY_STATES = [
  'received',
  'sent',
  'mail_failed',
] as const satisfies readonly MailState[];

function decodeAttachments(value: unknown): AttachmentFacts[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): AttachmentFacts[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, type, size } = item as Record<string, unknown>;
    return typeof name === 'string'
      ? [
          {
            name,
            type: typeof type === 'string' ? type : 'application/octet-stream',
            size: typeof size === 'number' ? size : 0,
          },
        ]
      : [];
  });
}

export function decodeLeadAnswer(id: string, data: Record<string, unknown>): LeadAnswerRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const copyState = MAIL_STATES.find((state) => state === data.copyStatus);
  return {
    id,
    channel: data.channel === 'page' ? 'page' : 'email',
    text: text(data.text),
    from: text(data.from),
    subject: typeof data.subject === 'string' && data.subject !== '' ? data.subject : null,
    messageId: typeof data.messageId === 'string' && data.messageId !== '' ? data.messageId : null,
    receivedAt: storedTime(data.receivedAt),
    attachments: decodeAttachments(data.attachments),
    copy: {
      state: copyState === 'sent' || copyState === 'mail_failed' ? copyState : 'received',
      sentAt: storedTime(data.copySentAt),
    },
  };
}

/** One message of the conversation, either side, as the inbox shows it. */
export type ThreadMessage =
  | {
      side: 'prospect';
      /** The lead's id for its first message, else the answer's. */
      id: string;
      at: Date | null;
      text: string;
      channel: ThreadChannel;
      attachments: AttachmentFacts[];
      /** Whether the firm's mailbox has its copy; null for the first message (its own notification). */
      copied: boolean | null;
    }
  | {
      side: 'firm';
      id: string;
      at: Date | null;
      text: string;
      author: string | null;
    };

const time = (message: ThreadMessage) => message.at?.getTime() ?? Number.POSITIVE_INFINITY;

/**
 * The whole conversation, oldest first: the first message, the firm's replies that went out (a reply
 * still being sent, or failed, is the composer's to show, not the thread's) and every answer. A
 * message whose time the server has not stamped yet sorts last.
 */
export function leadThread(
  lead: Pick<Lead, 'id' | 'message' | 'createdAt'>,
  replies: readonly LeadReplyRecord[],
  answers: readonly LeadAnswerRecord[],
): ThreadMessage[] {
  const messages: ThreadMessage[] = [
    {
      side: 'prospect',
      id: lead.id,
      at: lead.createdAt,
      text: lead.message,
      channel: 'form',
      attachments: [],
      copied: null,
    },
    ...replies
      .filter((reply) => reply.state === 'sent')
      .map((reply): ThreadMessage => ({
        side: 'firm',
        id: reply.id,
        at: reply.sentAt ?? reply.createdAt,
        text: reply.body,
        author: reply.authorEmail,
      })),
    ...answers.map((answer): ThreadMessage => ({
      side: 'prospect',
      id: answer.id,
      at: answer.receivedAt,
      text: answer.text,
      channel: answer.channel,
      attachments: answer.attachments,
      copied: answer.copy.state === 'sent',
    })),
  ];
  // The first message stays first whatever the clocks say; the rest by time (a stable sort).
  const [first, ...rest] = messages;
  return [first!, ...rest.sort((a, b) => time(a) - time(b))];
}
