import { AppError } from '@food/domain';
import { eq } from 'drizzle-orm';
import { riders, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * The admin step that makes an existing account a rider (docs/rider-app.md "Making a rider"): role
 * RIDER and a riders row, offline until they switch on. A restaurant or admin account is refused
 * rather than silently losing its role.
 */
export async function makeRider({ db, email }: { db: Db; email: string }) {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, address)).limit(1);
    if (!user) throw new AppError('NOT_FOUND', `No account with the email ${address}.`);
    if (user.role !== 'CUSTOMER' && user.role !== 'RIDER')
      throw new AppError('FORBIDDEN', `${address} is a ${user.role} account; it cannot become a rider.`);
    await tx.update(users).set({ role: 'RIDER' }).where(eq(users.id, user.id));
    const [existing] = await tx.select().from(riders).where(eq(riders.userId, user.id)).limit(1);
    if (existing) return existing;
    const [created] = await tx
      .insert(riders)
      .values({ userId: user.id, name: user.name, phone: user.phone })
      .returning();
    return created!;
  });
}
