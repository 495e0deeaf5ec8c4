// A client's leads erased with their account (docs/privacy.md): every lead sent from the account's
// verified address, with its thread (the firm's replies, the prospect's answers) and the prospect's
// view of it. The account's deletion (functions/src/accounts) calls it; this folder stays the only
// writer of contactMessages.
import type { Firestore } from 'firebase-admin/firestore';
import {
  addressKey,
  CONTACT_MESSAGES,
  CONVERSATIONS,
  decodeLead,
  LEAD_ANSWERS,
  LEAD_REPLIES,
} from '@site/contract';

/** Firestore's limit on the values of an `in` filter. */
const IN_LIMIT = 30;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Deletes every lead whose address is `email` (compared as Firebase Auth compares addresses: lower
 * case), found by its conversation view or by the address it was stored with; returns their ids.
 * Running it again deletes nothing more, so a retry or the deletion sweep may.
 */
export async function eraseLeadsOf(db: Firestore, email: string): Promise<string[]> {
  const key = addressKey(email);
  const leads = db.collection(CONTACT_MESSAGES);
  const conversations = await db.collection(CONVERSATIONS).where('email', '==', key).get();
  const found = await Promise.all([
    leads.where('email', 'in', [...new Set([email.trim(), key])]).get(),
    ...chunks(
      conversations.docs.map((doc) => doc.id),
      IN_LIMIT,
    ).map((ids) => leads.where('conversationId', 'in', ids).get()),
  ]);
  const byId = new Map(found.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.id, doc]));
  for (const doc of byId.values()) {
    const lead = decodeLead(doc.id, doc.data());
    // An address that is the same only as typed differently is the same person's (lower case).
    if (addressKey(lead.email) !== key) continue;
    const [replies, answers] = await Promise.all([
      doc.ref.collection(LEAD_REPLIES).get(),
      doc.ref.collection(LEAD_ANSWERS).get(),
    ]);
    const batch = db.batch();
    for (const child of [...replies.docs, ...answers.docs]) batch.delete(child.ref);
    if (lead.conversationId) batch.delete(db.collection(CONVERSATIONS).doc(lead.conversationId));
    batch.delete(doc.ref);
    await batch.commit();
  }
  // A view whose lead is gone already (a deletion cut off halfway) goes too.
  const views = db.batch();
  for (const view of conversations.docs) views.delete(view.ref);
  await views.commit();
  return [...byId.keys()].filter((id) => {
    const data = byId.get(id)?.data();
    return data !== undefined && addressKey(decodeLead(id, data).email) === key;
  });
}
