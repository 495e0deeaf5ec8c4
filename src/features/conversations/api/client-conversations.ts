import { CONVERSATIONS, decodeConversation, type Conversation } from '@site/contract';
import { listOwnRecords } from '@/lib/firebase/own-records';

/** The most conversations /profile lists: years of a client's requests. */
export const CONVERSATIONS_SHOWN = 50;

/** The conversations sent from `email`, newest first (the rules serve only the verified owner's). */
export async function loadConversationsOf(email: string): Promise<Conversation[]> {
  const records = await listOwnRecords(CONVERSATIONS, email, 'createdAt', CONVERSATIONS_SHOWN);
  return records.map(({ id, data }) => decodeConversation(id, data));
}
