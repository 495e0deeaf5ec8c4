// receiveInboundMail's work, as a plain function of the request: the provider's adapter reads and
// verifies the post (inbound-provider.ts); a post that is unsigned, badly signed, stale or a replay
// is refused with the status that stops the provider's retries, and stores nothing; an accepted one
// goes to the lead's thread or is kept apart (leads/lead-answers.ts). The answer says "again later"
// only while the firm's mailbox does not have its copy: the mail is stored once, whatever comes twice.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { TTL_FIELDS } from '@site/contract';
import { receiveMailAnswer, type AnswerDependencies } from '../leads/lead-answers.js';
import { functionsLog } from '../shared/log.js';
import type { InboundProvider, InboundRequest } from './inbound-provider.js';

/** A signed post's unique value, once used, kept this long: beyond any provider's staleness window. */
export const INBOUND_TOKENS = 'inboundTokens';
const REPLAY_MEMORY_MS = 24 * 60 * 60_000;

/** A post larger than this is no mail we take (Mailgun accepts 25 MB; a function request, 32 MiB). */
export const MAX_INBOUND_BYTES = 30 * 1024 * 1024;

export interface InboundAnswer {
  status: number;
  body: string;
}

/** Records `replayKey` as used, once; false when it was used before. */
async function firstUse(db: Firestore, replayKey: string, now: Date): Promise<boolean> {
  const ref = db
    .collection(INBOUND_TOKENS)
    .doc(createHash('sha256').update(replayKey).digest('hex'));
  return db.runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).exists) return false;
    transaction.create(ref, {
      [TTL_FIELDS.inboundTokens]: new Date(now.getTime() + REPLAY_MEMORY_MS),
    });
    return true;
  });
}

export async function handleInboundMail(
  request: InboundRequest,
  provider: InboundProvider,
  signingKey: string,
  deps: AnswerDependencies,
): Promise<InboundAnswer> {
  const log = deps.log ?? functionsLog;
  if (request.method !== 'POST') return { status: 405, body: 'POST only.' };
  if (request.body.length > MAX_INBOUND_BYTES) {
    return { status: provider.refusedStatus, body: 'Too large.' };
  }
  const now = deps.now();
  const reading = await provider.read(request, signingKey, now);
  const refuse = (reason: string) => {
    log.info('Inbound mail refused.', { provider: provider.name, reason });
    return { status: provider.refusedStatus, body: `Refused: ${reason}.` };
  };
  if (reading.outcome === 'refused') return refuse(reading.reason);
  if (!(await firstUse(deps.db, reading.replayKey, now))) return refuse('replayed');

  const outcome = await receiveMailAnswer(reading.mail, deps);
  log.info('Inbound mail received.', { provider: provider.name, ...outcome });
  // Stored (once) but the firm's copy did not go out: the provider delivers it again later, and only
  // the copy is tried again.
  return outcome.copied
    ? { status: 200, body: outcome.outcome }
    : { status: 500, body: 'Stored; the copy to the firm failed. Deliver again later.' };
}
