import { getDoc } from 'firebase/firestore/lite';
import { profileDocumentSchema, type ProfileValues } from './profile-schema';
import { profileRef } from './profile-ref';

/** Reads the user's profile; null when they have never saved one. */
export async function getProfile(uid: string): Promise<ProfileValues | null> {
  const snapshot = await getDoc(profileRef(uid));
  if (!snapshot.exists()) return null;
  const { full_name, company, position, bio } = profileDocumentSchema.parse(snapshot.data());
  return { full_name, company, position, bio };
}
