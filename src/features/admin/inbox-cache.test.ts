import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_INBOX_DATABASE } from '@/config/storage-keys';
import { saveInbox, savedInbox } from './inbox-cache';
import { inboxMessage } from './testing/inbox-message';

/** A decoded lead, its times Dates: what the inbox keeps offline and reads back as it was. */
const message = (id: string) => inboxMessage({ id, name: `Lead ${id}` });

/** Every write reached the database: nothing pending in memory answers for it. */
const written = async () =>
  vi.waitFor(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).toContain(ADMIN_INBOX_DATABASE);
  });

/** The copy as the database holds it, read without the module. */
const storedCopy = () =>
  new Promise<{ uid: string } | undefined>((resolve, reject) => {
    const open = indexedDB.open(ADMIN_INBOX_DATABASE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('inbox')) {
        db.close();
        return resolve(undefined);
      }
      const read = db.transaction('inbox').objectStore('inbox').get('saved');
      read.onsuccess = () => {
        db.close();
        resolve(read.result as { uid: string } | undefined);
      };
    };
  });

describe('the offline inbox', () => {
  it('keeps the last loaded list in IndexedDB, for its admin only', async () => {
    saveInbox('admin-1', [message('a'), message('b')], new Date('2026-11-28T09:00:00Z'));
    await written();
    await vi.waitFor(async () =>
      expect(await savedInbox('admin-1')).toEqual({
        uid: 'admin-1',
        savedAt: new Date('2026-11-28T09:00:00Z'),
        messages: [message('a'), message('b')],
      }),
    );
    expect(await savedInbox('admin-2')).toBeNull();
  });

  it('writes only the newest of a burst, and never blocks the caller on it', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    for (let poll = 1; poll <= 5; poll += 1) saveInbox('admin-1', [message(`m${poll}`)]);
    await vi.waitFor(async () =>
      expect((await savedInbox('admin-1'))?.messages).toEqual([message('m5')]),
    );
    // The first write started at once; the four that came while it ran became one.
    expect(put.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('is gone once the database is deleted, as sign-out does: no connection stays open to hold it up', async () => {
    saveInbox('admin-3', [message('c')]);
    // Written to the database, not only waiting in memory (savedInbox answers with either).
    await vi.waitFor(async () => expect((await storedCopy())?.uid).toBe('admin-3'));
    // A connection left open would keep the deletion waiting (onblocked) until the test times out.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(ADMIN_INBOX_DATABASE);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(await savedInbox('admin-3')).toBeNull();
  });

  it('drops a copy the previous version saved in its own shape, and keeps the next one', async () => {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(ADMIN_INBOX_DATABASE).onsuccess = resolve;
    });
    // Version 1's copy: the inbox's old view, its times as text.
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(ADMIN_INBOX_DATABASE, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('inbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const put = db
          .transaction('inbox', 'readwrite')
          .objectStore('inbox')
          .put({ uid: 'admin-4', savedAt: '2026-11-27T09:00:00.000Z', messages: [] }, 'saved');
        put.onsuccess = () => {
          db.close();
          resolve();
        };
      };
    });
    expect(await savedInbox('admin-4')).toBeNull();
    saveInbox('admin-4', [message('d')], new Date('2026-11-28T10:00:00Z'));
    await vi.waitFor(async () =>
      expect((await savedInbox('admin-4'))?.messages[0]?.createdAt).toEqual(message('d').createdAt),
    );
  });
});
