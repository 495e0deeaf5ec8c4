// The inbox's callables: two ways to answer a lead (lead-reply.ts) and revoking a lead's conversation
// link (conversation-link.ts). The insights' is firm/'s, which counts the booked meetings too.
import { onCall } from 'firebase-functions/https';
import { FUNCTIONS_REGION, type LeadReplyResult, type LeadResponseResult } from '@site/contract';
import { adminCallerOf } from './admin-caller.js';
import { firestore } from '../shared/firestore.js';
import { handleLeadReply, handleLeadResponse } from './lead-reply.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { handleRevokeConversationLink, type RevokeResult } from './conversation-link.js';
import { leadMailDependencies, threadingFromParams } from './lead-dependencies.js';
import { allowedOrigins, conversationKey, smtpUrl } from '../shared/params.js';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** What every inbox callable shares (firm/'s too). */
export const INBOX_CALLABLE_OPTIONS = {
  region: FUNCTIONS_REGION,
  // The emulator has no App Check; production rejects calls without a valid token.
  enforceAppCheck: !inEmulator,
  cors: allowedOrigins,
  // A few admins answering leads: one small instance, and a ceiling that bounds cost.
  maxInstances: 2,
  memory: '256MiB' as const,
  timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
};

export const replyToLead = onCall<unknown, Promise<LeadReplyResult>>(
  { ...INBOX_CALLABLE_OPTIONS, secrets: [smtpUrl, conversationKey] },
  (request) => handleLeadReply(request.data, adminCallerOf(request), leadMailDependencies()),
);

export const recordLeadResponse = onCall<unknown, Promise<LeadResponseResult>>(
  { ...INBOX_CALLABLE_OPTIONS, secrets: [conversationKey] },
  (request) =>
    handleLeadResponse(request.data, adminCallerOf(request), {
      db: firestore(),
      now: () => new Date(),
      threading: threadingFromParams(),
    }),
);

export const revokeConversationLink = onCall<unknown, Promise<RevokeResult>>(
  { ...INBOX_CALLABLE_OPTIONS, secrets: [conversationKey] },
  (request) =>
    handleRevokeConversationLink(request.data, adminCallerOf(request), {
      db: firestore(),
      now: () => new Date(),
      threading: threadingFromParams(),
    }),
);
