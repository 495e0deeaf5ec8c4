import { useEffect, useState } from 'react';
import { loadThread, type LeadReply } from '../api/lead-replies';

/**
 * The replies sent to lead `messageId` from the inbox, loaded while online (the offline copy holds the
 * messages, not their replies), and `add` for one just sent.
 */
export function useReplyThread(messageId: string, readOnly: boolean) {
  const [replies, setReplies] = useState<LeadReply[]>([]);
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
  const add = (reply: LeadReply) => setReplies((thread) => [...thread, reply]);
  return { replies, add };
}
