// The leads one person sent: every lead whose address is theirs as prospectKey compares (lower case).
// A lead keeps the address as typed, so it is found by that and by its conversation view (stored lower
// case, written with every new lead). Read by the account's erasure and by a booking's mail threading.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  CONTACT_MESSAGES,
  CONVERSATIONS,
  decodeLead,
  prospectKey,
  type Lead,
} from '@site/contract';

/** Firestore's limit on the values of an `in` filter. */
const IN_LIMIT = 30;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

export interface LeadsOfAddress {
  /** The leads of the address, each with its document. */
  leads: { lead: Lead; doc: QueryDocumentSnapshot }[];
  /** The conversation views stored with the address (a view whose lead is gone among them). */
  conversations: QueryDocumentSnapshot[];
}

export async function leadsOfAddress(db: Firestore, email: string): Promise<LeadsOfAddress> {
  const key = prospectKey(email);
  const leads = db.collection(CONTACT_MESSAGES);
  const conversations = (await db.collection(CONVERSATIONS).where('email', '==', key).get()).docs;
  const found = await Promise.all([
    leads.where('email', 'in', [...new Set([email.trim(), key])]).get(),
    ...chunks(
      conversations.map((doc) => doc.id),
      IN_LIMIT,
    ).map((ids) => leads.where('conversationId', 'in', ids).get()),
  ]);
  const byId = new Map(found.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.id, doc]));
  return {
    leads: [...byId.values()]
      .map((doc) => ({ lead: decodeLead(doc.id, doc.data()), doc }))
      // An address that is the same only as typed differently is the same person's (lower case).
      .filter(({ lead }) => prospectKey(lead.email) === key),
    conversations,
  };
}
