import { ERROR_MESSAGES } from '@food/domain';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Db } from '../../db/types.ts';
import { findChatParticipants } from './chat.repository.ts';

export const CHAT_NOT_FOUND = ERROR_MESSAGES.orderNotFound;

/**
 * Only the order's customer and its assigned rider may read or write its chat; anyone else gets
 * NOT_FOUND (chat SDL), so probing never reveals that an order exists. Returns the trimmed order id.
 */
export async function assertChatParticipant(
  db: Db,
  { orderId, userId }: { orderId: string; userId: string },
) {
  const id = orderId.trim();
  const participants = isUuid(id) ? await findChatParticipants(db, id) : undefined;
  if (!participants || (participants.customerId !== userId && participants.riderUserId !== userId)) {
    throw notFound(CHAT_NOT_FOUND);
  }
  return id;
}
