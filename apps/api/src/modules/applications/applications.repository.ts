import { eq } from 'drizzle-orm';
import { applications, newsletterSubscriptions } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ApplicationInsert = typeof applications.$inferInsert;
export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function insertApplication(db: Db, values: ApplicationInsert): Promise<string> {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!.id;
}

export async function findSubscriptionByEmail(db: Db, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return row ?? null;
}

type TokenColumn = 'confirmTokenHash' | 'unsubscribeTokenHash';

export async function findSubscriptionByToken(
  db: Db,
  column: TokenColumn,
  tokenHash: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions[column], tokenHash))
    .limit(1);
  return row ?? null;
}

/** A new PENDING subscription, or an existing one set back to PENDING with fresh link tokens. */
export async function upsertPendingSubscription(
  db: Db,
  values: { email: string; confirmTokenHash: string; unsubscribeTokenHash: string },
): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        status: 'PENDING',
        confirmTokenHash: values.confirmTokenHash,
        unsubscribeTokenHash: values.unsubscribeTokenHash,
        confirmedAt: null,
        unsubscribedAt: null,
      },
    });
}

export async function setSubscriptionStatus(
  db: Db,
  id: string,
  change: { status: 'CONFIRMED'; confirmedAt: Date } | { status: 'UNSUBSCRIBED'; unsubscribedAt: Date },
): Promise<void> {
  await db.update(newsletterSubscriptions).set(change).where(eq(newsletterSubscriptions.id, id));
}
