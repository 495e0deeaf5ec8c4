import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { addressKey, CONVERSATIONS, decodeConversation, type Conversation } from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';

/** The most conversations /profile lists: years of a client's requests. */
export const CONVERSATIONS_SHOWN = 50;

/**
 * The conversations sent from `email`, newest first. firestore.rules serve them only to the signed-in
 * account whose verified address it is, and only for a query on exactly that address.
 */
export async function loadConversationsOf(email: string): Promise<Conversation[]> {
  const snapshot = await getDocs(
    query(
      collection(getFirestoreInstance(), CONVERSATIONS),
      where('email', '==', addressKey(email)),
      orderBy('createdAt', 'desc'),
      limit(CONVERSATIONS_SHOWN),
    ),
  );
  return snapshot.docs.map((document) => decodeConversation(document.id, document.data()));
}
