// The inbox's two ways to answer a lead, wired as callables; the work is in lead-reply.ts.
import { onCall } from 'firebase-functions/https';
import type { CallableRequest } from 'firebase-functions/https';
import {
  FUNCTIONS_REGION,
  type LeadReplyResult,
  type LeadResponseResult,
} from '@site/contact-contract';
import { mailDependencies } from './contact-dependencies.js';
import { firestore } from './firestore.js';
import { handleLeadReply, handleLeadResponse } from './lead-reply.js';
import type { AdminCaller } from './lead-reply.js';
import { CONTACT_TIMEOUT_SECONDS } from './mail-delivery.js';
import { allowedOrigins, smtpUrl } from './params.js';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** The caller as the ID token says: the `admin` claim is what firestore.rules trusts too. */
function adminCaller(request: CallableRequest): AdminCaller | null {
  if (!request.auth) return null;
  const { admin, email } = request.auth.token;
  return { uid: request.auth.uid, email: email ?? null, admin: admin === true };
}

const options = {
  region: FUNCTIONS_REGION,
  // The emulator has no App Check; production rejects calls without a valid token.
  enforceAppCheck: !inEmulator,
  cors: allowedOrigins,
  // A few admins answering leads: one small instance, and a ceiling that bounds cost.
  maxInstances: 2,
  memory: '256MiB' as const,
  timeoutSeconds: CONTACT_TIMEOUT_SECONDS,
};

export const replyToLead = onCall<unknown, Promise<LeadReplyResult>>(
  { ...options, secrets: [smtpUrl] },
  (request) => handleLeadReply(request.data, adminCaller(request), mailDependencies()),
);

export const recordLeadResponse = onCall<unknown, Promise<LeadResponseResult>>(options, (request) =>
  handleLeadResponse(request.data, adminCaller(request), {
    db: firestore(),
    now: () => new Date(),
  }),
);
