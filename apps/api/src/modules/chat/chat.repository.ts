import { asc, eq } from 'drizzle-orm';
import { chatMessages, orders, riders } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The two people of an order's chat: its customer and, once assigned, its rider's user. */
export async function findChatParticipants(db: Db, orderId: string) {
  const [row] = await db
    .select({ customerId: orders.userId, riderUserId: riders.userId })
    .from(orders)
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export function listChatMessages(db: Db, orderId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.orderId, orderId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export async function findChatMessage(db: Db, messageId: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  return row;
}

export async function insertChatMessage(
  db: Db,
  values: { orderId: string; senderId: string; senderName: string; message: string; createdAt: Date },
): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}
