// The escalation: a lead still unanswered one business hour after it arrived (the target the
// acknowledgement promises) alerts every admin's device once. A plain function of its dependencies;
// lead-escalation-schedule.ts runs it every 10 minutes.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  businessMinutesBetween,
  CONTACT_MESSAGES,
  FIRST_RESPONSE_TARGET_MINUTES,
} from '@site/contract';
import { contactMessageRef } from '../contact/contact-store.js';
import { escalationAlert, sendAlert } from './lead-alerts.js';
import type { AlertSender } from './lead-alerts.js';
import { functionsLog } from '../mail/mail-delivery.js';
import type { MailLog } from '../mail/mail-delivery.js';

/** Leads older than this are not escalated any more: a lead left that long is the inbox's to show. */
export const ESCALATION_LOOKBACK_DAYS = 14;

export interface EscalationDependencies {
  db: Firestore;
  alerts: AlertSender;
  now: () => Date;
  log?: MailLog;
}

interface Waiting {
  messageId: string;
  name: string;
  subject: string;
  waitedMinutes: number;
}

/** Past the target, new, never answered and never escalated, in the data as read. */
function overdue(data: DocumentData, now: Date): number | null {
  const createdAt: unknown = data.createdAt;
  if (data.triage !== 'new' || data.firstResponseAt || data.escalatedAt) return null;
  if (!(createdAt instanceof Timestamp)) return null;
  const waited = businessMinutesBetween(createdAt.toDate(), now);
  return waited > FIRST_RESPONSE_TARGET_MINUTES ? waited : null;
}

/**
 * Alerts the admins to each lead past the first-response target, once: `escalatedAt` is set in a
 * transaction before the alert goes, so overlapping runs alert a lead at most once. Returns the ids.
 */
export async function sweepUnansweredLeads(deps: EscalationDependencies): Promise<string[]> {
  const now = deps.now();
  const since = Timestamp.fromMillis(now.getTime() - ESCALATION_LOOKBACK_DAYS * 24 * 60 * 60_000);
  // Needs the composite index (triage, createdAt) in firestore.indexes.json.
  const snapshot = await deps.db
    .collection(CONTACT_MESSAGES)
    .where('triage', '==', 'new')
    .where('createdAt', '>=', since)
    .get();
  const candidates = snapshot.docs
    .filter((doc) => overdue(doc.data(), now) !== null)
    .map((doc) => doc.id);

  const escalated: string[] = [];
  for (const messageId of candidates) {
    const ref = contactMessageRef(deps.db, messageId);
    const claimed = await deps.db.runTransaction(async (transaction): Promise<Waiting | null> => {
      const data = (await transaction.get(ref)).data();
      const waited = data ? overdue(data, now) : null;
      if (!data || waited === null) return null;
      transaction.update(ref, { escalatedAt: Timestamp.fromDate(now) });
      return {
        messageId,
        name: String(data.name),
        subject: String(data.subject),
        waitedMinutes: waited,
      };
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
