import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { ChatMessage } from '../../generated/graphql.ts';
import { orderTopics, type ChatMessageEvent } from '../orders/order-events.ts';
import { mapEventStream } from '../tracking/event-stream.ts';
import { assertChatParticipant } from './chat-access.ts';
import { findChatMessage } from './chat.repository.ts';
import { listChatMessages } from './list-chat-messages.ts';
import { chatMessageView } from './chat-view.ts';

/**
 * subscriptionNewMessage: new messages of an order's chat, for its customer or assigned rider. When
 * messages may have been lost (docs/faults.md) the whole chat is sent again; clients keep a message
 * once by its id.
 */
export async function subscribeNewMessages(
  deps: { db: Db; pubsub: PubSub },
  { userId, orderId }: { userId: string; orderId: string },
): Promise<AsyncIterableIterator<ChatMessage>> {
  const id = await assertChatParticipant(deps.db, { orderId, userId });
  return mapEventStream<ChatMessageEvent, ChatMessage>({
    pubsub: deps.pubsub,
    topic: orderTopics.chat(id),
    map: async (event) => {
      const row = await findChatMessage(deps.db, event.messageId);
      return row ? chatMessageView(row) : undefined;
    },
    current: async () => (await listChatMessages(deps.db, { orderId: id, userId })).map(chatMessageView),
  });
}
