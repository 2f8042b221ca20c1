import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { AppError } from '@food/domain';
import type { GraphQLContext } from '../../context.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit, userActor } from '../audit/record-audit.ts';
import { adminRiderView } from './list-riders.ts';
import { findRiderRow, findZoneTitle, updateRider } from './rider-admin.repository.ts';

export type RiderAdminDeps = Pick<GraphQLContext, 'db' | 'now' | 'requestId'> & { staff: UserRow };

type Change = { kind: 'suspend' } | { kind: 'reactivate' } | { kind: 'zone'; zoneId: string | null };

/**
 * suspendRider, reactivateRider, setRiderZone (docs/admin.md "Riders"), each with its audit row in the
 * same transaction. Suspending also switches the rider offline, so offers stop at once; a delivery
 * already under way stays theirs to finish.
 */
/** The zone deleted after the check above (zones' deleteZone): the same answer as an unknown zone. */
async function refusingDeletedZone(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isForeignKeyViolation(error, 'riders_zone_id_zones_id_fk'))
      throw new AppError('BAD_USER_INPUT', 'No such zone.');
    throw error;
  }
}

export async function changeRider(deps: RiderAdminDeps, id: string, change: Change) {
  const before = isUuid(id) ? await findRiderRow(deps.db, id) : undefined;
  if (!before) throw new AppError('NOT_FOUND', 'No such rider.');
  if (change.kind === 'zone' && change.zoneId !== null) {
    if (!isUuid(change.zoneId) || !(await findZoneTitle(deps.db, change.zoneId)))
      throw new AppError('BAD_USER_INPUT', 'No such zone.');
  }
  const values =
    change.kind === 'suspend'
      ? { suspendedAt: before.suspendedAt ?? deps.now, isOnline: false }
      : change.kind === 'reactivate'
        ? { suspendedAt: null }
        : { zoneId: change.zoneId };
  const action = change.kind === 'zone' ? 'rider.set-zone' : `rider.${change.kind}`;
  await refusingDeletedZone(() =>
    deps.db.transaction(async (tx) => {
      await updateRider(tx, id, values);
      await recordAudit(tx, {
        actor: userActor(deps.staff),
        action,
        entityType: 'rider',
        entityId: id,
        before:
          change.kind === 'zone'
            ? { zoneId: before.zoneId }
            : { suspendedAt: before.suspendedAt?.toISOString() ?? null, isOnline: before.isOnline },
        after:
          change.kind === 'zone'
            ? { zoneId: change.zoneId }
            : {
                suspendedAt: values.suspendedAt?.toISOString() ?? null,
                ...('isOnline' in values ? { isOnline: false } : {}),
              },
        requestId: deps.requestId,
      });
    }),
  );
  return adminRiderView((await findRiderRow(deps.db, id))!);
}
