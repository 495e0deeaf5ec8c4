// A client's leads erased with their account (docs/privacy.md): every lead sent from the account's
// verified address, with its thread (the firm's replies, the prospect's answers) and the prospect's
// view of it. The account's deletion (functions/src/accounts) calls it; this folder stays the only
// writer of contactMessages.
import type { Firestore } from 'firebase-admin/firestore';
import { CONVERSATIONS, LEAD_ANSWERS, LEAD_REPLIES } from '@site/contract';
import { leadsOfAddress } from './leads-of-address.js';

/**
 * Deletes every lead whose address is `email` (leads-of-address.ts); returns their ids. Running it
 * again deletes nothing more, so a retry or the deletion sweep may.
 */
export async function eraseLeadsOf(db: Firestore, email: string): Promise<string[]> {
  const { leads, conversations } = await leadsOfAddress(db, email);
  for (const { lead, doc } of leads) {
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
  for (const view of conversations) views.delete(view.ref);
  await views.commit();
  return leads.map(({ lead }) => lead.id);
}
