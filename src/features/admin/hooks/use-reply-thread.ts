import { useEffect, useState } from 'react';
import type { LeadReplyRecord } from '@site/contract';
import { loadThread } from '../api/lead-replies';

/**
 * The replies sent to lead `messageId` from the inbox, loaded while online (the offline copy holds the
 * messages, not their replies), and `add` for one just sent.
 */
export function useReplyThread(messageId: string, readOnly: boolean) {
  const [replies, setReplies] = useState<LeadReplyRecord[]>([]);
  useEffect(() => {
    if (readOnly) return;
    let live = true;
    loadThread(messageId).then(
      (thread) => live && setReplies(thread),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [messageId, readOnly]);
  const add = (reply: LeadReplyRecord) => setReplies((thread) => [...thread, reply]);
  return { replies, add };
}
