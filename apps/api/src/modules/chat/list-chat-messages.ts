import type { Db } from '../../db/types.ts';
import { assertChatParticipant } from './chat-access.ts';
import { listChatMessages as selectMessages, type ChatMessageRow } from './chat.repository.ts';

/** chat(order): the order's messages, oldest first, for its customer or assigned rider only. */
export async function listChatMessages(
  db: Db,
  { orderId, userId }: { orderId: string; userId: string },
): Promise<ChatMessageRow[]> {
  const id = await assertChatParticipant(db, { orderId, userId });
  return selectMessages(db, id);
}
