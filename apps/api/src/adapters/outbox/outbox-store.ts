import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Every mail and SMS is recorded in the outbox table (docs/architecture.md#the-shape): the offline
// default only records (demo mode shows it to the user); SMTP and the SMS webhook record, then send,
// then note sentAt or the error.

export type OutboxChannel = 'EMAIL' | 'SMS';

export type OutboxEntry = { channel: OutboxChannel; recipient: string; subject: string; body: string };

export async function recordOutbox(db: Db, entry: OutboxEntry): Promise<string> {
  const [row] = await db.insert(outbox).values(entry).returning({ id: outbox.id });
  return row!.id;
}

export async function markOutboxSent(db: Db, id: string, sentAt: Date): Promise<void> {
  await db.update(outbox).set({ sentAt, error: null }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ error: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}

/**
 * The copy kept when a message really leaves the server: secrets (a verification code) are masked,
 * so the table never holds a usable code once mail or SMS is the delivery channel.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((masked, secret) => (secret ? masked.split(secret).join('••••••') : masked), text);
}
