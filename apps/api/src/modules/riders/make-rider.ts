import { AppError } from '@food/domain';
import { eq } from 'drizzle-orm';
import { riders, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';

type UserRow = typeof users.$inferSelect;
export type RiderRecord = typeof riders.$inferSelect;

/**
 * The one way an account becomes a rider (the make-rider command and an approved rider application,
 * docs/admin.md "Applications"): role RIDER and a riders row, offline until they switch on. Run it
 * inside the caller's transaction. An existing riders row is kept (its zone moved when one is given).
 */
export async function enrolRider(
  tx: Db,
  {
    user,
    zoneId,
    seeded,
  }: {
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'phone' | 'role'>;
    zoneId?: string | null;
    /** Only the demo seed: its riders' fixed ids and last known positions. */
    seeded?: Pick<typeof riders.$inferInsert, 'id' | 'latitude' | 'longitude' | 'locationUpdatedAt'>;
  },
): Promise<RiderRecord> {
  if (user.role !== 'CUSTOMER' && user.role !== 'RIDER')
    throw new AppError('FORBIDDEN', `${user.email} is a ${user.role} account; it cannot become a rider.`);
  if (user.role !== 'RIDER') await tx.update(users).set({ role: 'RIDER' }).where(eq(users.id, user.id));
  const [existing] = await tx.select().from(riders).where(eq(riders.userId, user.id)).limit(1);
  if (existing) {
    if (zoneId === undefined || zoneId === existing.zoneId) return existing;
    const [moved] = await tx.update(riders).set({ zoneId }).where(eq(riders.id, existing.id)).returning();
    return moved!;
  }
  const [created] = await tx
    .insert(riders)
    .values({ ...seeded, userId: user.id, name: user.name, phone: user.phone, zoneId: zoneId ?? null })
    .returning();
  return created!;
}

/**
 * The admin step that makes an existing account a rider (docs/rider-app.md "Making a rider"). A
 * restaurant or admin account is refused rather than silently losing its role.
 */
export async function makeRider({
  db,
  email,
  actor = { kind: 'system', name: 'command line' },
}: {
  db: Db;
  email: string;
  actor?: AuditActor;
}) {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, address)).limit(1);
    if (!user) throw new AppError('NOT_FOUND', `No account with the email ${address}.`);
    const rider = await enrolRider(tx, { user });
    await recordAudit(tx, {
      actor,
      action: 'rider.create',
      entityType: 'rider',
      entityId: rider.id,
      before: { role: user.role },
      after: { role: 'RIDER', userId: user.id, email: user.email },
    });
    return rider;
  });
}
