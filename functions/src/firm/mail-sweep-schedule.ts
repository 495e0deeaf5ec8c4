// Cloud Functions wiring of the one mail sweep, every 10 minutes: the lead's e-mails and the booking's
// (its reminders among them), each kind's claim and send its owner's (mail/mail-sweep.ts). Why a
// schedule and not a task queue: functions/README.md ("The retry sweep").
import { onSchedule } from 'firebase-functions/scheduler';
import { bookingLinkSecret } from '../booking/booking-params.js';
import { createSmtpTransport } from '../mail/mailer.js';
import { sweepMail } from '../mail/mail-sweep.js';
import { conversationKey, smtpUrl } from '../shared/params.js';
import { TEN_MINUTE_SWEEP } from '../shared/sweep-schedule.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { firmSweptMails } from './firm-mail.js';
import { bookingMailDependencies } from '../booking/booking-dependencies.js';

export const retryUndeliveredMail = onSchedule(
  // One sweep at a time is enough; overlapping ones would still mail each e-mail once.
  {
    ...TEN_MINUTE_SWEEP,
    secrets: [smtpUrl, bookingLinkSecret, conversationKey],
    // As every function that mails, so no e-mail attempt anywhere outlives STALE_MAIL_ATTEMPT_MS.
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async () => {
    // A transport per run: one run every 10 minutes needs no pooled connection between runs.
    const transport = createSmtpTransport(smtpUrl.value());
    try {
      const deps = bookingMailDependencies(transport);
      await sweepMail(firmSweptMails(deps), deps);
    } finally {
      transport.close();
    }
  },
);
