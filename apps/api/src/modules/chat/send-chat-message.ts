import { AppError } from '@food/domain';
import { orderTopics, type ChatMessageEvent } from '../orders/order-events.ts';
import type { TrackingDeps } from '../tracking/tracking-deps.ts';
import { assertChatParticipant } from './chat-access.ts';
import { insertChatMessage, type ChatMessageRow } from './chat.repository.ts';

export type { ChatMessageRow };
export const MAX_CHAT_MESSAGE = 1000;

/** Chat SDL: 1..1000 characters after trimming. Throws BAD_USER_INPUT with the SDL's texts. */
export function parseChatMessage(message: string): string {
  const text = message.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Message cannot be empty');
  if (text.length > MAX_CHAT_MESSAGE) throw new AppError('BAD_USER_INPUT', 'Message is too long');
  return text;
}

/**
 * A message from the order's customer or its assigned rider (anyone else: NOT_FOUND). The sender is
 * who is signed in, never what the client claims; subscribers of the order's chat get it live.
 */
export async function sendChatMessage(
  deps: TrackingDeps,
  sender: { userId: string; name: string },
  input: { orderId: string; message: string },
): Promise<ChatMessageRow> {
  const message = parseChatMessage(input.message);
  const orderId = await assertChatParticipant(deps.db, { orderId: input.orderId, userId: sender.userId });
  const row = await insertChatMessage(deps.db, {
    orderId,
    senderId: sender.userId,
    senderName: sender.name,
    message,
    createdAt: deps.now,
  });
  const event: ChatMessageEvent = { orderId, messageId: row.id };
  await deps.pubsub.publish(orderTopics.chat(orderId), event);
  return row;
}
