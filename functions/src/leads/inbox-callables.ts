// The inbox's callables: two ways to answer a lead (lead-reply.ts), revoking a lead's conversation
// link (conversation-link.ts) and the insights (insights.ts).
import { onCall } from 'firebase-functions/https';
import {
  FUNCTIONS_REGION,
  type Insights,
  type LeadReplyResult,
  type LeadResponseResult,
} from '@site/contract';
import { adminCallerOf } from './admin-caller.js';
import { firestore } from '../shared/firestore.js';
import { handleInsightsRequest } from './insights.js';
import { handleLeadReply, handleLeadResponse } from './lead-reply.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { handleRevokeConversationLink, type RevokeResult } from './conversation-link.js';
import { leadMailDependencies, threadingFromParams } from './lead-dependencies.js';
import { allowedOrigins, conversationKey, smtpUrl } from '../shared/params.js';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

const options = {
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
  { ...options, secrets: [smtpUrl, conversationKey] },
  (request) => handleLeadReply(request.data, adminCallerOf(request), leadMailDependencies()),
);

export const recordLeadResponse = onCall<unknown, Promise<LeadResponseResult>>(
  { ...options, secrets: [conversationKey] },
  (request) =>
    handleLeadResponse(request.data, adminCallerOf(request), {
      db: firestore(),
      now: () => new Date(),
      threading: threadingFromParams(),
    }),
);

export const revokeConversationLink = onCall<unknown, Promise<RevokeResult>>(
  { ...options, secrets: [conversationKey] },
  (request) =>
    handleRevokeConversationLink(request.data, adminCallerOf(request), {
      db: firestore(),
      now: () => new Date(),
      threading: threadingFromParams(),
    }),
);

export const leadInsights = onCall<unknown, Promise<Insights>>(options, (request) =>
  handleInsightsRequest(adminCallerOf(request), { db: firestore(), now: () => new Date() }),
);
