import { ADMIN_INBOX_KEY } from '@/config/storage-keys';
import type { InboxMessage } from './triage';

/** The inbox as last loaded by `uid`, for reading offline. */
export interface SavedInbox {
  uid: string;
  savedAt: string;
  messages: InboxMessage[];
}

export function saveInbox(uid: string, messages: readonly InboxMessage[], now = new Date()): void {
  const saved: SavedInbox = { uid, savedAt: now.toISOString(), messages: [...messages] };
  try {
    localStorage.setItem(ADMIN_INBOX_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the inbox still works online; only the offline copy is older.
  }
}

/** The saved inbox when it is this admin's; another account's copy is never shown. */
export function savedInbox(uid: string): SavedInbox | null {
  try {
    const saved = JSON.parse(localStorage.getItem(ADMIN_INBOX_KEY) ?? 'null') as SavedInbox | null;
    return saved?.uid === uid && Array.isArray(saved.messages) ? saved : null;
  } catch {
    return null;
  }
}
