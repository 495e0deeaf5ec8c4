import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { addressKey, CONVERSATIONS, decodeConversation, type Conversation } from '@site/contract';
import { refreshIdToken } from '@/lib/firebase/auth';
import { getFirestoreInstance } from '@/lib/firebase/firestore';

/** The most conversations /profile lists: years of a client's requests. */
export const CONVERSATIONS_SHOWN = 50;

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'permission-denied';

/**
 * The conversations sent from `email`, newest first. firestore.rules serve them only to the signed-in
 * account whose verified address it is (the ID token's `email_verified`), and only for a query on
 * exactly that address. A refusal is asked again once with a fresh token: the one held may predate
 * the address's verification by up to an hour.
 */
export async function loadConversationsOf(email: string): Promise<Conversation[]> {
  const read = () =>
    getDocs(
      query(
        collection(getFirestoreInstance(), CONVERSATIONS),
        where('email', '==', addressKey(email)),
        orderBy('createdAt', 'desc'),
        limit(CONVERSATIONS_SHOWN),
      ),
    );
  const snapshot = await read().catch(async (error: unknown) => {
    if (!isPermissionDenied(error)) throw error;
    await refreshIdToken();
    return read();
  });
  return snapshot.docs.map((document) => decodeConversation(document.id, document.data()));
}
