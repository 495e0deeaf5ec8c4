// Cloud Functions wiring of the retry sweep: every 10 minutes, in the callable's region. Logic lives
// in mail-sweep.ts; why a schedule and not a task queue: functions/README.md ("The retry sweep").
import { onSchedule } from 'firebase-functions/scheduler';
import { firestore } from '../shared/firestore.js';
import { CONTACT_TIMEOUT_SECONDS } from './mail-delivery.js';
import { sweepUndeliveredMail } from './mail-sweep.js';
import { createSmtpTransport } from './mailer.js';
import {
  contactRecipient,
  contactSender,
  firmContactFromParams,
  smtpUrl,
} from '../shared/params.js';
import { CONTACT_FUNCTION_REGION } from '@site/contract';

export const retryUndeliveredMail = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: CONTACT_FUNCTION_REGION,
    secrets: [smtpUrl],
    // One sweep at a time is enough; overlapping ones would still mail each message once.
    maxInstances: 1,
    memory: '256MiB',
    // Same as the callable, so no e-mail attempt anywhere outlives STALE_MAIL_ATTEMPT_MS.
    timeoutSeconds: CONTACT_TIMEOUT_SECONDS,
    // A failed sweep is not retried by Cloud Scheduler: the next one comes in 10 minutes.
    retryCount: 0,
  },
  async () => {
    // A transport per run: one run every 10 minutes needs no pooled connection between runs.
    const transport = createSmtpTransport(smtpUrl.value());
    try {
      await sweepUndeliveredMail({
        db: firestore(),
        transport,
        addresses: { recipient: contactRecipient.value(), sender: contactSender.value() },
        firm: firmContactFromParams(),
        now: () => new Date(),
      });
    } finally {
      transport.close();
    }
  },
);
