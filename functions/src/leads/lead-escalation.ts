// The escalation: a lead still unanswered one business hour after the prospect wrote (the target the
// acknowledgement promises) alerts every admin's device once per turn: after the first message, and
// again after each answer of the prospect's that the firm leaves waiting. A plain function of its
// dependencies; lead-escalation-schedule.ts runs it every 10 minutes.
import type { Firestore } from 'firebase-admin/firestore';
import {
  businessMinutesBetween,
  CONTACT_MESSAGES,
  decodeLead,
  FIRST_RESPONSE_TARGET_MINUTES,
  waitingSince,
  type Lead,
} from '@site/contract';
import { functionsLog, type Log } from '../shared/log.js';
import { escalationAlert, sendAlert } from './lead-alerts.js';
import type { AlertSender } from './lead-alerts.js';
import { leadRef, readLeadIn } from './lead-store.js';

/** Leads older than this are not escalated any more: a lead left that long is the inbox's to show. */
export const ESCALATION_LOOKBACK_DAYS = 14;

export interface EscalationDependencies {
  db: Firestore;
  alerts: AlertSender;
  now: () => Date;
  log?: Log;
}

interface Waiting {
  messageId: string;
  name: string;
  subject: string;
  waitedMinutes: number;
}

/**
 * Business minutes waited, for a lead waiting past the target whose turn was not escalated yet (an
 * escalation before the turn opened was an earlier turn's); else null.
 */
function overdue(lead: Lead, now: Date): number | null {
  const since = waitingSince(lead);
  if (since === null || (lead.escalatedAt && lead.escalatedAt >= since)) return null;
  const waited = businessMinutesBetween(since, now);
  return waited > FIRST_RESPONSE_TARGET_MINUTES ? waited : null;
}

/**
 * Alerts the admins to each lead past the first-response target, once: `escalatedAt` is set in a
 * transaction before the alert goes, so overlapping runs alert a lead at most once. Returns the ids.
 */
export async function sweepUnansweredLeads(deps: EscalationDependencies): Promise<string[]> {
  const now = deps.now();
  const since = new Date(now.getTime() - ESCALATION_LOOKBACK_DAYS * 24 * 60 * 60_000);
  // A turn opens with the lead or with an answer: the leads that arrived, or were answered by the
  // prospect, in the lookback. Needs the composite indexes (triage, createdAt) and (triage,
  // lastAnswerAt) in firestore.indexes.json.
  const recent = (field: 'createdAt' | 'lastAnswerAt') =>
    deps.db
      .collection(CONTACT_MESSAGES)
      .where('triage', '==', 'new')
      .where(field, '>=', since)
      .get();
  const snapshots = await Promise.all([recent('createdAt'), recent('lastAnswerAt')]);
  const candidates = [
    ...new Set(
      snapshots
        .flatMap((snapshot) => snapshot.docs)
        .filter((doc) => overdue(decodeLead(doc.id, doc.data()), now) !== null)
        .map((doc) => doc.id),
    ),
  ];

  const escalated: string[] = [];
  for (const messageId of candidates) {
    const ref = leadRef(deps.db, messageId);
    const claimed = await deps.db.runTransaction(async (transaction): Promise<Waiting | null> => {
      const lead = await readLeadIn(transaction, ref);
      const waited = lead ? overdue(lead, now) : null;
      if (!lead || waited === null) return null;
      transaction.update(ref, { escalatedAt: now });
      return { messageId, name: lead.name, subject: lead.subject, waitedMinutes: waited };
    });
    if (!claimed) continue;
    await sendAlert(
      deps.db,
      deps.alerts,
      escalationAlert(claimed.messageId, claimed, claimed.waitedMinutes),
      deps.log ?? functionsLog,
    );
    escalated.push(messageId);
  }
  if (escalated.length > 0) {
    (deps.log ?? functionsLog).info('Unanswered leads escalated.', { messageIds: escalated });
  }
  return escalated;
}
