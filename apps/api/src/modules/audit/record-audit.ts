import type { UserRole } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { auditLog } from '../../db/schema/index.ts';

// The one way a staff change is recorded (docs/admin.md "Audit log"). Call it with the transaction
// that makes the change, after the change: if the change fails nothing is written, and if the audit row
// cannot be written the change rolls back with it.

/** Who made a change: a signed-in staff account, or the command line / the demo seed / Stripe (no account). */
export type AuditActor =
  | { kind: 'user'; id: string; name: string; role: UserRole }
  | { kind: 'system'; name: 'command line' | 'demo seed' | 'Stripe' };

export type AuditChange = {
  actor: AuditActor;
  /** `<entity>.<verb>`, e.g. `restaurant.publish`. */
  action: string;
  entityType: string;
  entityId: string;
  restaurantId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  requestId?: string | null;
};

/** The actor for a signed-in user row. */
export const userActor = (user: { id: string; name: string; role: UserRole }): AuditActor => ({
  kind: 'user',
  id: user.id,
  name: user.name,
  role: user.role,
});

/** Only what differs, so the log shows `before → after` of the fields that changed. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

const auditRow = ({ actor, ...change }: AuditChange) => ({
  actorId: actor.kind === 'user' ? actor.id : null,
  actorRole: actor.kind === 'user' ? actor.role : 'SYSTEM',
  actorName: actor.name,
  action: change.action,
  entityType: change.entityType,
  entityId: change.entityId,
  restaurantId: change.restaurantId ?? null,
  before: change.before ?? null,
  after: change.after ?? null,
  requestId: change.requestId ?? null,
});

/** Writes one audit row in `tx`, the transaction of the change. */
export async function recordAudit(tx: Db, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values(auditRow(change));
}

/** Several changes made by one operation (a batch of new rows): one statement, same rule. */
export async function recordAudits(tx: Db, changes: AuditChange[]): Promise<void> {
  if (changes.length > 0) await tx.insert(auditLog).values(changes.map(auditRow));
}
