import type { ClientItem, ClientItemSource } from '@/components/client-items/client-item-list';
import type { Conversation } from '@site/contract';
import { loadConversationsOf } from './api/client-conversations';
import { ConversationThread } from './components/conversation-thread';

/** Where a request stands, from its conversation: whose word was last, and whether we owe one. */
function statusOf(conversation: Conversation): string {
  const last = conversation.messages.at(-1);
  if (last?.side === 'firm') return 'Answered';
  return conversation.waiting ? 'Waiting for our answer' : 'Received';
}

export function requestItem(conversation: Conversation): ClientItem {
  return {
    key: `request-${conversation.id}`,
    kind: 'Request',
    date: conversation.createdAt,
    title: conversation.subject,
    status: statusOf(conversation),
    detailName: 'the conversation',
    detail: <ConversationThread conversation={conversation} />,
  };
}

/** The requests sent from the client's verified address, as items of /profile's list. */
export const clientRequests =
  (email: string): ClientItemSource =>
  async () =>
    (await loadConversationsOf(email)).map(requestItem);
