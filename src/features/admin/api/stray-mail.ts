import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { decodeStrayMail, STRAY_MAIL, type StrayMail } from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';

/** How many of the newest kept-apart mails the inbox lists. */
export const STRAY_MAIL_SHOWN = 50;

/** The mail kept apart from every thread, newest first (admins only, firestore.rules). */
export async function loadStrayMail(): Promise<StrayMail[]> {
  const snapshot = await getDocs(
    query(
      collection(getFirestoreInstance(), STRAY_MAIL),
      orderBy('receivedAt', 'desc'),
      limit(STRAY_MAIL_SHOWN),
    ),
  );
  return snapshot.docs.map((document) => decodeStrayMail(document.id, document.data()));
}
