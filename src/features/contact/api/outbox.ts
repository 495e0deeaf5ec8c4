import type { ContactRequest } from '@site/contract';
import { CONTACT_OUTBOX_KEY } from '@/config/storage-keys';

/**
 * Messages written while offline wait here (localStorage, so they survive a closed tab) and are sent
 * when the connection returns. Each keeps its messageId, so a send that half-succeeded is not doubled.
 */
const STORAGE_KEY = CONTACT_OUTBOX_KEY;

function read(): ContactRequest[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ContactRequest[]) : [];
  } catch {
    return [];
  }
}

function write(messages: ContactRequest[]): void {
  if (messages.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
}

export const contactOutbox = {
  list: read,
  add(message: ContactRequest): void {
    write([...read().filter((queued) => queued.messageId !== message.messageId), message]);
  },
  remove(messageId: string): void {
    write(read().filter((queued) => queued.messageId !== messageId));
  },
  hasPending(): boolean {
    return read().length > 0;
  },
};
