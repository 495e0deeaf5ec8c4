// Cloud Functions wiring of the retry sweep: every 10 minutes. Logic lives in lead-mail-sweep.ts; why a
// schedule and not a task queue: functions/README.md ("The retry sweep").
import { onSchedule } from 'firebase-functions/scheduler';
import { createSmtpTransport } from '../mail/mailer.js';
import { conversationKey, smtpUrl } from '../shared/params.js';
import { TEN_MINUTE_SWEEP } from '../shared/sweep-schedule.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { leadMailDependencies } from './lead-dependencies.js';
import { sweepUndeliveredMail } from './lead-mail-sweep.js';

export const retryUndeliveredMail = onSchedule(
  // One sweep at a time is enough; overlapping ones would still mail each message once.
  {
    ...TEN_MINUTE_SWEEP,
    secrets: [smtpUrl, conversationKey],
    // As every function that mails, so no e-mail attempt anywhere outlives STALE_MAIL_ATTEMPT_MS.
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async () => {
    // A transport per run: one run every 10 minutes needs no pooled connection between runs.
    const transport = createSmtpTransport(smtpUrl.value());
    try {
      await sweepUndeliveredMail(leadMailDependencies(transport));
    } finally {
      transport.close();
    }
  },
);
