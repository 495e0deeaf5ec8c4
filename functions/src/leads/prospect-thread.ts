// The thread headers of a mail to a prospect that is not part of a lead itself (a booking's): threaded
// under the prospect's latest lead when the address sent one, so mail clients show it in that
// conversation and an answer to it comes back into the lead's thread (its reply address); otherwise
// only a Message-ID of ours.
import type { Firestore } from 'firebase-admin/firestore';
import type { SendMailOptions } from 'nodemailer';
import { CONTACT_MESSAGES } from '@site/contract';
import type { MailAddresses } from '../mail/mailer.js';
import { readThreadIn } from './conversation-record.js';
import { leadsOfAddress } from './leads-of-address.js';
import {
  messageIdDomain,
  prospectReplyTo,
  threadHeaders,
  threadMessageIds,
  type ThreadingSettings,
} from './thread-headers.js';

export type ProspectMailHeaders = Pick<
  SendMailOptions,
  'messageId' | 'inReplyTo' | 'references' | 'replyTo'
>;

/**
 * The headers of mail `part` (`<bookingId>.<kind>.<sequence>`) to `email`. A lead sent from the
 * address (leads-of-address.ts) gives it its thread and reply address; the latest, when there are
 * several.
 */
export async function prospectMailHeaders(
  db: Firestore,
  email: string,
  part: string,
  deps: { threading: ThreadingSettings; addresses: MailAddresses },
): Promise<ProspectMailHeaders> {
  const domain = messageIdDomain(deps.threading, deps.addresses);
  const { leads } = await leadsOfAddress(db, email);
  const latest = leads
    .map(({ lead }) => lead)
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))[0];
  if (!latest) return { messageId: `<booking.${part}@${domain.toLowerCase()}>` };
  const ref = db.collection(CONTACT_MESSAGES).doc(latest.id);
  const thread = await db.runTransaction((transaction) => readThreadIn(transaction, ref));
  const earlier = thread
    ? threadMessageIds(thread.lead, thread.replies, thread.answers, domain)
    : [];
  return {
    ...threadHeaders(latest.id, { booking: part }, earlier, domain),
    replyTo: prospectReplyTo(latest.id, deps.threading, deps.addresses),
  };
}
