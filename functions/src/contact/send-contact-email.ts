// sendContactEmail: the callable the web app's contact form calls. It maps the request to the contact
// core (contact-handler.ts) and the core's outcome to the callable's answer (contact-callable.ts); this
// file holds the deployment settings.
import { HttpsError, onCall } from 'firebase-functions/https';
import { callerIp } from '../shared/caller-ip.js';
import { callableAnswer } from './contact-callable.js';
import { contactDependencies } from './contact-dependencies.js';
import { handleContactRequest } from './contact-handler.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { allowedOrigins, conversationKey, ipHashSalt, smtpUrl } from '../shared/params.js';
import { FUNCTIONS_REGION, type ContactResult } from '@site/contract';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

export const sendContactEmail = onCall<unknown, Promise<ContactResult>>(
  {
    region: FUNCTIONS_REGION,
    // The emulator has no App Check; production rejects calls without a valid token.
    enforceAppCheck: !inEmulator,
    // Replay protection: each App Check token buys one call (the web app asks for limited-use
    // tokens). Why: functions/README.md, "App Check".
    consumeAppCheckToken: true,
    cors: allowedOrigins,
    secrets: [smtpUrl, ipHashSalt, conversationKey],
    // A contact form sees a handful of messages a day: a low ceiling bounds cost under abuse,
    // and 80 concurrent requests per instance still serve a burst.
    maxInstances: 5,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
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
