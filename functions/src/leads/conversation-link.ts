// An admin revokes a lead's conversation link (the `revokeConversationLink` callable): the page token's
// generation goes up, so the old link opens nothing from now on and the firm's next mail to the
// prospect carries the new one. The prospect's view moves to the new token's id in the same
// transaction; what a signed-in client sees under /profile does not change.
import { HttpsError } from 'firebase-functions/https';
import { z } from 'zod/mini';
import type { LeadWithThread } from './conversation-record.js';
import { publishConversationIn, readThreadIn } from './conversation-record.js';
import { requireAdmin, type AdminCaller } from './admin-caller.js';
import type { LeadMailDependencies } from './lead-mail.js';
import { leadRef } from './lead-store.js';
import { NO_LEAD_MESSAGE } from './lead-reply.js';

const requestSchema = z.object({ messageId: z.string().check(z.regex(/^[\w-]{1,128}$/)) });

export interface RevokeResult {
  /** The new token's generation: the links in mails sent before it open nothing. */
  generation: number;
}

export async function handleRevokeConversationLink(
  data: unknown,
  caller: AdminCaller | null,
  deps: Pick<LeadMailDependencies, 'db' | 'now' | 'threading'>,
): Promise<RevokeResult> {
  requireAdmin(caller);
  const parsed = requestSchema.safeParse(data);
  if (!parsed.success) throw new HttpsError('invalid-argument', NO_LEAD_MESSAGE);
  const ref = leadRef(deps.db, parsed.data.messageId);
  return deps.db.runTransaction(async (transaction) => {
    const thread = await readThreadIn(transaction, ref);
    if (thread === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    const generation = thread.lead.conversationGeneration + 1;
    const revoked: LeadWithThread = {
      ...thread,
      lead: { ...thread.lead, conversationGeneration: generation },
    };
    publishConversationIn(transaction, deps.db, revoked, deps.threading, deps.now());
    return { generation };
  });
}
