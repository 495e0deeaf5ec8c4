// How the ten-minute sweeps run (finishAccountDeletions, escalateUnansweredLeads, retryUndeliveredMail
// with its own secret and timeout). Each sweep is safe to run twice, so it needs no more than
// one instance at a time and no retry: a failed run is followed by the next one 10 minutes later.
import type { ScheduleOptions } from 'firebase-functions/scheduler';
import { FUNCTIONS_REGION } from '@site/contract';

export const TEN_MINUTE_SWEEP = {
  schedule: 'every 10 minutes',
  region: FUNCTIONS_REGION,
  maxInstances: 1,
  memory: '256MiB',
  timeoutSeconds: 60,
  // Cloud Scheduler does not retry a failed run: the next one comes in 10 minutes.
  retryCount: 0,
} as const satisfies ScheduleOptions;
