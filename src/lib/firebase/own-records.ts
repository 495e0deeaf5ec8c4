import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { prospectKey } from '@site/contract';
import { refreshIdToken } from './auth';
import { getFirestoreInstance } from './firestore';
import { isPermissionDenied } from './firestore-errors';

/**
 * The documents of `collectionName` stored with `email` (as prospectKey writes it), newest `newestBy`
 * first, at most `max`. firestore.rules serve them only to the signed-in account whose verified
 * address it is (the ID token's `email_verified`), and only for a query on exactly that address. A
 * refusal is asked again once with a fresh token: the one held may predate the address's verification
 * by up to an hour.
 */
export async function listOwnRecords(
  collectionName: string,
  email: string,
  newestBy: string,
  max: number,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const read = () =>
    getDocs(
      query(
        collection(getFirestoreInstance(), collectionName),
        where('email', '==', prospectKey(email)),
        orderBy(newestBy, 'desc'),
        limit(max),
      ),
    );
  const snapshot = await read().catch(async (error: unknown) => {
    if (!isPermissionDenied(error)) throw error;
    await refreshIdToken();
    return read();
  });
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
}
