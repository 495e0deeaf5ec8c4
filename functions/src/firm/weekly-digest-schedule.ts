// Cloud Functions wiring of the weekly digest: Mondays at 08:00, Lagos time, with the leads and the
// booked meetings. Logic in leads/weekly-digest.ts.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { onSchedule } from 'firebase-functions/scheduler';
import { FUNCTIONS_REGION, LAGOS_TIME_ZONE } from '@site/contract';
import { readMeetingsForInsights } from '../booking/booking-insights.js';
import { listAdmins } from '../leads/admin-role.js';
import { leadMailDependencies } from '../leads/lead-dependencies.js';
import { sendWeeklyDigest } from '../leads/weekly-digest.js';
import { conversationKey, smtpUrl } from '../shared/params.js';

export const mailWeeklyDigest = onSchedule(
  {
    schedule: 'every monday 08:00',
    timeZone: LAGOS_TIME_ZONE,
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl, conversationKey],
    maxInstances: 1,
    memory: '256MiB',
    timeoutSeconds: 120,
    // Retried by Cloud Scheduler if it fails (an SMTP outage at 08:00): a digest is worth a retry.
    retryCount: 3,
  },
  async () => {
    const auth = getAuth(getApps()[0] ?? initializeApp());
    await sendWeeklyDigest({
      ...leadMailDependencies(),
      readMeetings: readMeetingsForInsights,
      recipients: async () =>
        (await listAdmins(auth)).flatMap((admin) => (admin.email ? [admin.email] : [])),
    });
  },
);
