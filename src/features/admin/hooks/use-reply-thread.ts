import { useEffect, useState } from 'react';
import type { LeadAnswerRecord, LeadReplyRecord } from '@site/contract';
import { loadThread } from '../api/lead-replies';

/**
 * Lead `messageId`'s thread: the replies sent from the inbox and the prospect's answers, loaded while
 * online (the offline copy holds the messages, not their threads), again whenever the lead's last
 * answer changes (the inbox's poll sees it), and `add` for a reply just sent.
 */
export function useReplyThread(messageId: string, readOnly: boolean, lastAnswerAt: Date | null) {
  const [replies, setReplies] = useState<LeadReplyRecord[]>([]);
  const [answers, setAnswers] = useState<LeadAnswerRecord[]>([]);
  const answeredAt = lastAnswerAt?.getTime() ?? null;
  useEffect(() => {
    if (readOnly) return;
    let live = true;
    loadThread(messageId).then(
      (thread) => {
        if (!live) return;
        setReplies(thread.replies);
        setAnswers(thread.answers);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [messageId, readOnly, answeredAt]);
  const add = (reply: LeadReplyRecord) => setReplies((thread) => [...thread, reply]);
  return { replies, answers, add };
}
