import {
  businessMinutesBetween,
  FIRST_RESPONSE_TARGET_MINUTES,
  formatBusinessDuration,
  RESPONSE_CHANNEL_LABELS,
  waitingSince,
  type Lead,
} from '@site/contract';

// How fast leads are answered, in the firm's business time (its Lagos hours and public holidays):
// what the inbox shows on each lead. Whether a lead waits is the contract's (`isWaiting`), as the
// escalation and the digest count it.

/**
 * Business minutes a waiting lead has waited at `now`, from the turn that waits (its arrival, or the
 * prospect's answer since the firm's last word); null for one that is not waiting.
 */
export function waitingMinutes(lead: Lead, now: Date): number | null {
  const since = waitingSince(lead);
  return since ? businessMinutesBetween(since, now) : null;
}

/** Business minutes from arrival to the first answer; null while unanswered. */
export function firstResponseMinutes(lead: Lead): number | null {
  return lead.createdAt && lead.firstResponse
    ? businessMinutesBetween(lead.createdAt, lead.firstResponse.at)
    : null;
}

/**
 * A lead's response time, counted once: in words ("Waiting 1 h 20 min", "Answered by WhatsApp after
 * 12 min"), and whether it is waiting past the first-response target (the inbox marks it, and the
 * escalation has alerted the admins). Null for a lead neither waiting nor answered.
 */
export function responseTime(lead: Lead, now: Date): { text: string; overdue: boolean } | null {
  const waited = waitingMinutes(lead, now);
  if (waited !== null) {
    // A later turn: the prospect answered the firm and waits again, from their answer.
    const again = lead.turns.length > 1 ? ' since their answer' : '';
    return {
      text: `Waiting ${formatBusinessDuration(waited)}${again}`,
      overdue: waited > FIRST_RESPONSE_TARGET_MINUTES,
    };
  }
  const answered = firstResponseMinutes(lead);
  if (answered === null) return null;
  const channel = lead.firstResponse?.channel
    ? ` by ${RESPONSE_CHANNEL_LABELS[lead.firstResponse.channel]}`
    : '';
  return { text: `Answered${channel} after ${formatBusinessDuration(answered)}`, overdue: false };
}
