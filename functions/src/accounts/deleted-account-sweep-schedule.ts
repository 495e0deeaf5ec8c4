// Cloud Functions wiring of the deleted-account sweep (finishAccountDeletions): every 10 minutes, in the callable's region. Logic
// lives in deleted-account-sweep.ts; why it exists: functions/README.md ("Deleting an account").
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { onSchedule } from 'firebase-functions/scheduler';
import { sweepDeletedAccounts } from './deleted-account-sweep.js';
import { firestore } from '../shared/firestore.js';
import { FUNCTIONS_REGION } from '@site/contract';

export const finishAccountDeletions = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: FUNCTIONS_REGION,
    // One sweep at a time; overlapping ones would still be harmless (every step can run twice).
    maxInstances: 1,
    memory: '256MiB',
    timeoutSeconds: 60,
    // A failed sweep is not retried by Cloud Scheduler: the next one comes in 10 minutes.
    retryCount: 0,
  },
  async () => {
    await sweepDeletedAccounts({
      db: firestore(),
      auth: getAuth(getApps()[0] ?? initializeApp()),
      now: () => new Date(),
    });
  },
);
