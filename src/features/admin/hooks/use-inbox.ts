import { afterFirmResponse, type FirstResponse, type Lead } from '@site/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadInbox, loadInboxSince, saveTriage } from '../api/inbox-messages';
import { describeError } from '../describe-error';
import { saveInbox, savedInbox } from '../inbox-cache';
import { mergeNewest } from '../inbox-filter';
import type { TriageChange } from '../triage';

/** How often an open inbox asks for new messages: one read each time, a new lead shows within this. */
export const NEW_MESSAGE_POLL_MS = 10_000;

export type InboxState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | {
      status: 'ready';
      messages: Lead[];
      /** Set when the list is the copy saved on this device (offline): read-only, as of this time. */
      savedAt: Date | null;
    };

/** The saved copy when loading is impossible (offline, or the request failed), else the failure. */
async function savedOr(uid: string, error: unknown): Promise<InboxState> {
  const saved = await savedInbox(uid);
  return saved
    ? { status: 'ready', messages: saved.messages, savedAt: saved.savedAt }
    : { status: 'failed', error: describeError(error) };
}

/** The whole inbox, from Firestore when online, else as saved on this device. */
async function fetchInbox(uid: string): Promise<InboxState> {
  if (!navigator.onLine) return savedOr(uid, new Error('You are offline.'));
  try {
    return { status: 'ready', messages: await loadInbox(), savedAt: null };
  } catch (error) {
    return savedOr(uid, error);
  }
}

/**
 * The newest messages for admin `uid`: loaded on open and when the connection returns, new ones added
 * every few seconds (and at once when an alert arrives: `refreshNow`), each load saved for offline.
 * Offline, or when loading fails, the saved copy is shown read-only.
 */
export function useInbox(uid: string) {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  const messagesRef = useRef<Lead[]>([]);

  const apply = useCallback(
    (next: InboxState) => {
      if (next.status === 'ready') {
        messagesRef.current = next.messages;
        if (next.savedAt === null) saveInbox(uid, next.messages);
      }
      setState(next);
    },
    [uid],
  );

  const reload = useCallback(() => fetchInbox(uid).then(apply), [uid, apply]);

  const refreshNow = useCallback(async () => {
    if (!navigator.onLine || document.visibilityState === 'hidden') return;
    const newest = messagesRef.current.find((message) => message.createdAt)?.createdAt;
    if (!newest) return reload();
    try {
      const newer = await loadInboxSince(newest);
      if (newer.length > 0) {
        apply({
          status: 'ready',
          messages: mergeNewest(newer, messagesRef.current),
          savedAt: null,
        });
      }
    } catch {
      // A missed poll is caught up by the next one.
    }
  }, [apply, reload]);

  useEffect(() => {
    let live = true;
    const load = () => fetchInbox(uid).then((next) => live && apply(next));
    void load();
    const timer = window.setInterval(() => void refreshNow(), NEW_MESSAGE_POLL_MS);
    const onVisible = () => void refreshNow();
    window.addEventListener('online', load);
    window.addEventListener('offline', load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('online', load);
      window.removeEventListener('offline', load);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [uid, apply, refreshNow]);

  /** Saves a triage change; the list shows it at once and goes back if the save fails. */
  const update = useCallback(
    async (id: string, change: TriageChange) => {
      const before = messagesRef.current;
      const withChange = before.map((message) =>
        message.id === id ? { ...message, ...change } : message,
      );
      apply({ status: 'ready', messages: withChange, savedAt: null });
      try {
        await saveTriage(id, uid, change);
      } catch (error) {
        apply({ status: 'ready', messages: before, savedAt: null });
        throw error;
      }
    },
    [apply, uid],
  );

  /**
   * Shows a lead answered, as the server recorded it (the reply and the stamp are the functions'
   * writes): replied if it was new, with its first response, the turn that waited closed.
   */
  const answered = useCallback(
    (id: string, firstResponse: FirstResponse) => {
      apply({
        status: 'ready',
        messages: messagesRef.current.map((message) => {
          if (message.id !== id) return message;
          const {
            turns,
            triage,
            firstResponse: first,
          } = afterFirmResponse(message, firstResponse, firstResponse.at);
          return { ...message, turns, triage, firstResponse: first };
        }),
        savedAt: null,
      });
    },
    [apply],
  );

  return { state, update, answered, reload, refreshNow };
}
