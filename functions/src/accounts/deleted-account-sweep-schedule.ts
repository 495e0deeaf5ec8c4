// Cloud Functions wiring of the deleted-account sweep (finishAccountDeletions): every 10 minutes, in the callable's region. Logic
// lives in deleted-account-sweep.ts; why it exists: functions/README.md ("Deleting an account").
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { onSchedule } from 'firebase-functions/scheduler';
import { sweepDeletedAccounts } from './deleted-account-sweep.js';
import { firestore } from '../shared/firestore.js';
import { TEN_MINUTE_SWEEP } from '../shared/sweep-schedule.js';

export const finishAccountDeletions = onSchedule(
  // One sweep at a time; overlapping ones would still be harmless (every step can run twice).
  TEN_MINUTE_SWEEP,
  async () => {
    await sweepDeletedAccounts({
      db: firestore(),
      auth: getAuth(getApps()[0] ?? initializeApp()),
      now: () => new Date(),
    });
  },
);
