// Cloud Functions wiring of the escalation: every 10 minutes, in the functions' region. Logic lives in
// lead-escalation.ts.
import { onSchedule } from 'firebase-functions/scheduler';
import { FUNCTIONS_REGION } from '@site/contract';
import { firestore } from '../shared/firestore.js';
import { alertSender } from '../contact/contact-dependencies.js';
import { sweepUnansweredLeads } from './lead-escalation.js';

export const escalateUnansweredLeads = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: FUNCTIONS_REGION,
    // One run at a time is enough; overlapping ones would still alert each lead once.
    maxInstances: 1,
    memory: '256MiB',
    timeoutSeconds: 60,
    // A failed run is not retried: the next one comes in 10 minutes and finds the same leads.
    retryCount: 0,
  },
  async () => {
    await sweepUnansweredLeads({
      db: firestore(),
      alerts: alertSender(),
      now: () => new Date(),
    });
  },
);
