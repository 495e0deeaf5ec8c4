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
import { TEN_MINUTE_SWEEP } from '../shared/sweep-schedule.js';

export const retryUndeliveredMail = onSchedule(
  // One sweep at a time is enough; overlapping ones would still mail each message once.
  {
    ...TEN_MINUTE_SWEEP,
    region: CONTACT_FUNCTION_REGION,
    secrets: [smtpUrl],
    // Same as the callable, so no e-mail attempt anywhere outlives STALE_MAIL_ATTEMPT_MS.
    timeoutSeconds: CONTACT_TIMEOUT_SECONDS,
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
