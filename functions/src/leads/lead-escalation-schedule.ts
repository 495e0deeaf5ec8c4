// Cloud Functions wiring of the escalation: every 10 minutes, in the functions' region. Logic lives in
// lead-escalation.ts.
import { onSchedule } from 'firebase-functions/scheduler';
import { firestore } from '../shared/firestore.js';
import { alertSender } from './lead-dependencies.js';
import { sweepUnansweredLeads } from './lead-escalation.js';
import { TEN_MINUTE_SWEEP } from '../shared/sweep-schedule.js';

export const escalateUnansweredLeads = onSchedule(
  // One run at a time is enough; overlapping ones would still alert each lead once. A failed run
  // finds the same leads 10 minutes later.
  TEN_MINUTE_SWEEP,
  async () => {
    await sweepUnansweredLeads({
      db: firestore(),
      alerts: alertSender(),
      now: () => new Date(),
    });
  },
);
