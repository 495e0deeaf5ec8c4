// Cloud Functions entry point: every deployed function, by name. The contact form's callable is wired
// here (its logic is contact/contact-handler.ts, its answer contact/contact-callable.ts; this file
// maps the request and the deployment settings); the others come from the module that defines each,
// in the folder of its concern (the file table in functions/README.md).
import { HttpsError, onCall } from 'firebase-functions/https';
import { callerIp } from './shared/caller-ip.js';
import { callableAnswer } from './contact/contact-callable.js';
import { contactDependencies } from './contact/contact-dependencies.js';
import { CONTACT_TIMEOUT_SECONDS, handleContactRequest } from './contact/contact-handler.js';
import { allowedOrigins, ipHashSalt, smtpUrl } from './shared/params.js';
import { CONTACT_FUNCTION_REGION, type ContactResult } from '@site/contract';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

export const sendContactEmail = onCall<unknown, Promise<ContactResult>>(
  {
    region: CONTACT_FUNCTION_REGION,
    // The emulator has no App Check; production rejects calls without a valid token.
    enforceAppCheck: !inEmulator,
    // Replay protection: each App Check token buys one call (the web app asks for limited-use
    // tokens). Why: functions/README.md, "App Check".
    consumeAppCheckToken: true,
    cors: allowedOrigins,
    secrets: [smtpUrl, ipHashSalt],
    // A contact form sees a handful of messages a day: a low ceiling bounds cost under abuse,
    // and 80 concurrent requests per instance still serve a burst.
    maxInstances: 5,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: CONTACT_TIMEOUT_SECONDS,
  },
  async (request) => {
    if (request.app?.alreadyConsumed) {
      throw new HttpsError('permission-denied', 'This App Check token was already used.');
    }
    const rawRequest = request.rawRequest;
    const userAgent = rawRequest.headers['user-agent'];
    const outcome = await handleContactRequest(
      request.data,
      {
        uid: request.auth?.uid ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
        ip: callerIp(rawRequest),
      },
      contactDependencies(),
    );
    return callableAnswer(outcome);
  },
);

export { deleteAccount } from './accounts/delete-account.js';
export { finishAccountDeletions } from './accounts/deleted-account-sweep-schedule.js';
export { retryUndeliveredMail } from './mail/mail-sweep-schedule.js';
export { submitContactForm } from './contact/contact-form-endpoint.js';
export { collectFieldReport } from './field-data/field-report-endpoint.js';
export { leadInsights, recordLeadResponse, replyToLead } from './leads/inbox-callables.js';
export { escalateUnansweredLeads } from './leads/lead-escalation-schedule.js';
export { mailWeeklyDigest } from './leads/weekly-digest-schedule.js';
