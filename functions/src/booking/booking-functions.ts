// Cloud Functions wiring of the booking: `serveBooking`, the HTTP function behind Hosting's
// `/api/booking` rewrites (booking-endpoint.ts), and `manageBooking`, the inbox's callable
// (booking-admin.ts). Deployment settings here.
import { HttpsError, onCall, onRequest } from 'firebase-functions/https';
import { FUNCTIONS_REGION } from '@site/contract';
import { adminCallerOf } from '../leads/admin-caller.js';
import { INBOX_CALLABLE_OPTIONS } from '../leads/inbox-callables.js';
import { callerIp } from '../shared/caller-ip.js';
import { allowedOrigins, conversationKey, ipHashSalt, smtpUrl } from '../shared/params.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { handleBookingAdminAction, type BookingAdminResult } from './booking-admin.js';
import { appCheckVerifier } from './booking-app-check.js';
import { bookingDependencies } from './booking-dependencies.js';
import { handleBookingHttp } from './booking-endpoint.js';
import { bookingLinkSecret } from './booking-params.js';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

let verifyAppCheck: ((token: string) => Promise<boolean>) | undefined;

export const serveBooking = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl, ipHashSalt, bookingLinkSecret, conversationKey],
    // A handful of bookings a day; the ceiling bounds cost under abuse, 400 requests at once still fit.
    maxInstances: 5,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async (request, response) => {
    const started = performance.now();
    verifyAppCheck ??= appCheckVerifier(inEmulator, process.env.GCLOUD_PROJECT ?? '');
    const answer = await handleBookingHttp(
      {
        method: request.method,
        path: request.path,
        query: new URLSearchParams(request.url.split('?')[1] ?? ''),
        origin: header(request.headers.origin),
        contentType: header(request.headers['content-type']),
        accept: header(request.headers.accept),
        referer: header(request.headers.referer),
        appCheckToken: header(request.headers['x-firebase-appcheck']),
        userAgent: header(request.headers['user-agent']) ?? null,
        body: request.rawBody,
        ip: callerIp(request),
      },
      { ...bookingDependencies(), allowedOrigins: allowedOrigins.value(), verifyAppCheck },
    );
    response.set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      Vary: 'Accept',
      ...answer.headers,
      // The function's own time, which the budgets print beside what the phone waited.
      'Server-Timing': `fn;dur=${(performance.now() - started).toFixed(1)}`,
    });
    response.status(answer.status).send(answer.body);
  },
);

export const manageBooking = onCall<unknown, Promise<BookingAdminResult>>(
  { ...INBOX_CALLABLE_OPTIONS, secrets: [smtpUrl, ipHashSalt, bookingLinkSecret, conversationKey] },
  async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in.');
    return handleBookingAdminAction(request.data, adminCallerOf(request), bookingDependencies());
  },
);
