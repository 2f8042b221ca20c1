import { userActor, changedFields, recordAudit, type AuditActor } from '../audit/record-audit.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import type { Db } from '../../db/types.ts';
import { notFound, userError } from '../../errors.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { parseZoneId, parseZoneInput, type ZoneInputArgs } from './zone-input.ts';
import * as repo from './zones.repository.ts';

// The operator's zone edits (docs/admin.md "Zones"): each change and its audit row in one transaction,
// then the catalog cache drops the zones and the position index on every instance, so the next nearby
// list, restaurant page and placeOrder use the new area.

export type ZoneDeps = { db: Db; catalog: CatalogCache; now: Date; viewer: UserRow; requestId: string };

const ZONE_NOT_FOUND = 'Zone not found.';

export function listZones({ db }: { db: Db }) {
  return repo.listZonesWithCounts(db);
}

export async function getZone({ db }: { db: Db }, { id }: { id: string }) {
  const zone = await repo.findZoneWithCounts(db, parseZoneId(id));
  if (!zone) throw notFound(ZONE_NOT_FOUND);
  return zone;
}

/** What the audit log keeps of a zone: its edited fields (the polygon whole, it is the change). */
const audited = (zone: repo.ZoneValues) => ({
  title: zone.title,
  description: zone.description,
  isActive: zone.isActive,
  polygon: zone.polygon,
});

/**
 * The write behind "create zone": the row and its audit row in the caller's transaction. The screen
 * (after its checks) and the demo seed (actor "demo seed") both come here.
 */
export async function addZone({
  tx,
  actor,
  values,
  requestId = null,
}: {
  tx: Db;
  actor: AuditActor;
  values: repo.NewZone;
  requestId?: string | null;
}) {
  const row = await repo.insertZone(tx, values);
  await recordAudit(tx, {
    actor,
    action: 'zone.create',
    entityType: 'zone',
    entityId: row.id,
    after: audited(row),
    requestId,
  });
  return row;
}

export async function createZone(deps: ZoneDeps, { input }: { input: ZoneInputArgs }) {
  const values = parseZoneInput(input);
  const created = await deps.db.transaction((tx) =>
    addZone({ tx, actor: userActor(deps.viewer), values, requestId: deps.requestId }),
  );
  await deps.catalog.changed({ zones: true });
  return getZone(deps, { id: created.id });
}

export async function updateZone(deps: ZoneDeps, { id, input }: { id: string; input: ZoneInputArgs }) {
  const zoneId = parseZoneId(id);
  const values = parseZoneInput(input);
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockZone(tx, zoneId);
    if (!before) throw notFound(ZONE_NOT_FOUND);
    await repo.updateZoneRow(tx, zoneId, values, deps.now);
    const diff = changedFields(audited(before), audited(values));
    if (!diff.changed) return;
    await recordAudit(tx, {
      actor: userActor(deps.viewer),
      action: 'zone.update',
      entityType: 'zone',
      entityId: zoneId,
      before: diff.before,
      after: diff.after,
      requestId: deps.requestId,
    });
  });
  await deps.catalog.changed({ zones: true });
  return getZone(deps, { id: zoneId });
}

export async function deleteZone(deps: ZoneDeps, { id }: { id: string }) {
  const zoneId = parseZoneId(id);
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockZone(tx, zoneId);
    if (!before) throw notFound(ZONE_NOT_FOUND);
    const { restaurantCount, riderCount } = await repo.countZoneMembers(tx, zoneId);
    if (restaurantCount > 0 || riderCount > 0)
      throw userError(
        'BAD_REQUEST',
        `This zone still has ${restaurantCount} restaurant(s) and ${riderCount} rider(s); move them to another zone first.`,
      );
    await repo.deleteZoneRow(tx, zoneId);
    await recordAudit(tx, {
      actor: userActor(deps.viewer),
      action: 'zone.delete',
      entityType: 'zone',
      entityId: zoneId,
      before: audited(before),
      requestId: deps.requestId,
    });
  });
  await deps.catalog.changed({ zones: true });
  return zoneId;
}
