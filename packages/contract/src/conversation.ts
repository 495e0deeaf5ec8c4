// The prospect's own view of a conversation: `conversations/{conversationId}`, the public part of a
// lead's thread (its messages both ways, the attachments' names), and nothing else of the lead: no
// note, no assignment, no triage, no other lead. functions/src/leads writes it with every change of the
// thread; the conversation page (functions/src/conversation) shows it to whoever holds the page's
// link, and a signed-in client reads the ones sent from their verified address under /profile
// (firestore.rules). Its id is the SHA-256 of the page's token, so the id alone opens no page.
import { storedTime } from './lead-record.js';
import type { AttachmentFacts, ThreadChannel, ThreadMessage } from './lead-thread.js';

export const CONVERSATIONS = 'conversations';

/** The conversation page: `/conversation/<token>` (firebase.json rewrites it to `conversationPage`). */
export const CONVERSATION_PATH_PREFIX = '/conversation/';
export const conversationPath = (token: string) => `${CONVERSATION_PATH_PREFIX}${token}`;

/** One message as the prospect sees it: who wrote, when, what, and how it came. */
export interface PublicThreadMessage {
  side: 'prospect' | 'firm';
  at: Date | null;
  text: string;
  channel: ThreadChannel | 'reply';
  attachments: AttachmentFacts[];
}

export interface Conversation {
  id: string;
  /** The lead's address, lower-cased: what firestore.rules compare with a client's verified address. */
  email: string;
  subject: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** True while the prospect's last message waits for the firm's answer. */
  waiting: boolean;
  messages: PublicThreadMessage[];
}

/** The public messages of a thread (leadThread), as stored: no author, no copy state. */
export function publicMessages(thread: readonly ThreadMessage[]): PublicThreadMessage[] {
  return thread.map((message) =>
    message.side === 'firm'
      ? { side: 'firm', at: message.at, text: message.text, channel: 'reply', attachments: [] }
      : {
          side: 'prospect',
          at: message.at,
          text: message.text,
          channel: message.channel,
          attachments: message.attachments,
        },
  );
}

const CHANNELS = ['form', 'email', 'page', 'reply'] as const;

function decodeMessage(value: unknown): PublicThreadMessage[] {
  if (typeof value !== 'object' || value === null) return [];
  const data = value as Record<string, unknown>;
  const attachments = Array.isArray(data.attachments) ? data.attachments : [];
  return [
    {
      side: data.side === 'firm' ? 'firm' : 'prospect',
      at: storedTime(data.at),
      text: typeof data.text === 'string' ? data.text : '',
      channel: CHANNELS.find((channel) => channel === data.channel) ?? 'form',
      attachments: attachments.flatMap((item: unknown): AttachmentFacts[] => {
        if (typeof item !== 'object' || item === null) return [];
        const { name, type, size } = item as Record<string, unknown>;
        return typeof name === 'string'
          ? [{ name, type: String(type ?? ''), size: typeof size === 'number' ? size : 0 }]
          : [];
      }),
    },
  ];
}

/** The one reader of a stored conversation (the page, /profile, the data download). */
export function decodeConversation(id: string, data: Record<string, unknown>): Conversation {
  return {
    id,
    email: typeof data.email === 'string' ? data.email : '',
    subject: typeof data.subject === 'string' ? data.subject : '',
    createdAt: storedTime(data.createdAt),
    updatedAt: storedTime(data.updatedAt),
    waiting: data.waiting === true,
    messages: Array.isArray(data.messages) ? data.messages.flatMap(decodeMessage) : [],
  };
}

/** A byte count as people read it: "830 B", "14 KB", "2.4 MB". */
export function formatBytes(size: number): string {
  if (size < 1000) return `${size} B`;
  if (size < 1_000_000) return `${Math.round(size / 1000)} KB`;
  return `${(size / 1_000_000).toFixed(1)} MB`;
}
