import { doc } from 'firebase/firestore/lite';
import { getFirestoreInstance } from '@/lib/firebase/firestore';

/** `profiles/<uid>`: one document per user, its id the user's id. */
export function profileRef(uid: string) {
  return doc(getFirestoreInstance(), 'profiles', uid);
}
