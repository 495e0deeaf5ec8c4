import { openDB } from 'idb';
import { ADMIN_INBOX_DATABASE } from '@/config/storage-keys';
import type { Lead } from '@site/contract';

/** The inbox as last loaded by `uid`, for reading offline: the decoded leads, Dates and all. */
export interface SavedInbox {
  uid: string;
  savedAt: Date;
  messages: Lead[];
}

const STORE = 'inbox';
const KEY = 'saved';

/**
 * One operation on the database, the connection closed after it: an open one would hold up the
 * deletion at sign-out (auth-client.ts) for as long as this page lives.
 */
async function withInboxDatabase<T>(work: (db: Awaited<ReturnType<typeof open>>) => Promise<T>) {
  const db = await open();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/**
 * Version 2 keeps the contract's `Lead`; a copy saved by version 1 (the inbox's own shape, times as
 * text) is dropped on the upgrade, and the next load saves a new one.
 */
const open = () =>
  openDB(ADMIN_INBOX_DATABASE, 2, {
    upgrade: (db, oldVersion, _newVersion, transaction) => {
      if (oldVersion < 1) db.createObjectStore(STORE);
      else void transaction.objectStore(STORE).clear();
    },
  });

/** The newest copy not written yet, while an earlier write is under way. */
let pending: SavedInbox | null = null;
let writing = false;

/**
 * Keeps `messages` for offline reading, in IndexedDB rather than localStorage, whose writes block the
 * page and whose quota 500 leads can fill. Nothing waits for it, and while one copy is being written a
 * burst of polls or triage clicks writes only the last.
 */
export function saveInbox(uid: string, messages: readonly Lead[], now = new Date()): void {
  pending = { uid, savedAt: now, messages: [...messages] };
  if (!writing) void writePending();
}

async function writePending(): Promise<void> {
  writing = true;
  try {
    while (pending) {
      const saved = pending;
      pending = null;
      await withInboxDatabase((db) => db.put(STORE, saved, KEY));
    }
  } catch {
    // Storage full or refused: the inbox still works online; only the offline copy is older.
  } finally {
    writing = false;
  }
}

/** The saved inbox when it is this admin's; another account's copy is never shown. */
export async function savedInbox(uid: string): Promise<SavedInbox | null> {
  try {
    const saved = (pending ?? (await withInboxDatabase((db) => db.get(STORE, KEY)))) as
      SavedInbox | undefined;
    return saved?.uid === uid && Array.isArray(saved.messages) ? saved : null;
  } catch {
    return null;
  }
}
