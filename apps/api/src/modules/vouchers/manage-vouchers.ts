import type { Db } from '../../db/types.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toMajor } from '../../lib/money.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { changedFields, recordAudit, userActor, type AuditActor } from '../audit/record-audit.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { parseVoucherInput, type VoucherInput } from './parse-voucher-input.ts';
import {
  codeTaken,
  existingRestaurantIds,
  findVoucherById,
  insertVoucher,
  listRestaurantNames,
  listVouchers,
  replaceRestaurants,
  updateVoucherRow,
  type AdminVoucherRow,
  type VoucherValues,
} from './vouchers.repository.ts';

// The operator's vouchers (docs/admin.md "Vouchers"). Each change and its audit row commit together.

export type VoucherDeps = {
  db: Db;
  catalog: CatalogCache;
  viewer: UserRow;
  requestId: string | null;
};

const VOUCHER_NOT_FOUND = 'Voucher not found.';
const CODE_TAKEN = 'Another voucher already has this code.';

async function currencyOf(catalog: CatalogCache): Promise<string> {
  return (await catalog.configuration())?.currency ?? 'USD';
}

export function voucherView(row: AdminVoucherRow, currency: string) {
  return {
    _id: row.id,
    code: row.title,
    kind: row.kind as 'PERCENT' | 'FIXED',
    percent: row.kind === 'PERCENT' ? row.discount : 0,
    amount: row.kind === 'FIXED' ? toMajor(row.amount, currency) : 0,
    fundedBy: row.fundedBy as 'PLATFORM' | 'RESTAURANT',
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    minimumOrder: toMajor(row.minimumOrder, currency),
    restaurants: row.restaurants.map((r) => ({ _id: r.id, name: r.name })),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a voucher: its terms, without the use count that changes by itself. */
function auditShape(row: AdminVoucherRow) {
  const { usedCount: _used, createdAt: _created, restaurants, ...terms } = row;
  return {
    ...terms,
    startsAt: terms.startsAt?.toISOString() ?? null,
    endsAt: terms.endsAt?.toISOString() ?? null,
    restaurantIds: restaurants.map((r) => r.id).sort(),
  };
}

export async function adminVouchers(deps: Pick<VoucherDeps, 'db' | 'catalog'>, search: string | null) {
  const currency = await currencyOf(deps.catalog);
  const term = search?.trim().slice(0, 50) || null;
  return (await listVouchers(deps.db, term)).map((row) => voucherView(row, currency));
}

export async function voucherRestaurantChoices({ db }: { db: Db }) {
  return (await listRestaurantNames(db)).map((row) => ({ _id: row.id, name: row.name }));
}

async function checkedInput(db: Db, input: VoucherInput, currency: string, exceptId: string | null) {
  const parsed = parseVoucherInput(input, currency);
  if (await codeTaken(db, parsed.values.title, exceptId)) throw badUserInput(CODE_TAKEN);
  const known = await existingRestaurantIds(db, parsed.restaurantIds);
  if (known.length !== parsed.restaurantIds.length) throw badUserInput('Unknown restaurant in the list.');
  return parsed;
}

/** A unique-index race between two creates with the same code is the same refusal. */
async function refusingTakenCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badUserInput(CODE_TAKEN);
    throw error;
  }
}

/**
 * The write behind "create voucher": the voucher, its restaurants and its audit row in the caller's
 * transaction. The screen (after its checks) and the demo seed (actor "demo seed") both come here.
 */
export async function addVoucher({
  tx,
  actor,
  values,
  restaurantIds = [],
  requestId = null,
}: {
  tx: Db;
  actor: AuditActor;
  values: VoucherValues & { id?: string };
  restaurantIds?: string[];
  requestId?: string | null;
}): Promise<string> {
  const newId = await insertVoucher(tx, values, restaurantIds);
  const created = (await findVoucherById(tx, newId))!;
  await recordAudit(tx, {
    actor,
    action: 'voucher.create',
    entityType: 'voucher',
    entityId: newId,
    after: auditShape(created),
    requestId,
  });
  return newId;
}

export async function createVoucher(deps: VoucherDeps, input: VoucherInput) {
  const currency = await currencyOf(deps.catalog);
  const { values, restaurantIds } = await checkedInput(deps.db, input, currency, null);
  const id = await refusingTakenCode(() =>
    deps.db.transaction((tx) =>
      addVoucher({ tx, actor: userActor(deps.viewer), values, restaurantIds, requestId: deps.requestId }),
    ),
  );
  return voucherView((await findVoucherById(deps.db, id))!, currency);
}

async function existing(db: Db, id: string): Promise<AdminVoucherRow> {
  const row = isUuid(id) ? await findVoucherById(db, id) : undefined;
  if (!row) throw notFound(VOUCHER_NOT_FOUND);
  return row;
}

export async function updateVoucher(deps: VoucherDeps, id: string, input: VoucherInput) {
  const currency = await currencyOf(deps.catalog);
  await existing(deps.db, id);
  const { values, restaurantIds } = await checkedInput(deps.db, input, currency, id);
  await refusingTakenCode(() =>
    deps.db.transaction(async (tx) => {
      const before = await existing(tx, id);
      await updateVoucherRow(tx, id, values);
      await replaceRestaurants(tx, id, restaurantIds);
      const after = await existing(tx, id);
      const diff = changedFields(auditShape(before), auditShape(after));
      await recordAudit(tx, {
        actor: userActor(deps.viewer),
        action: 'voucher.update',
        entityType: 'voucher',
        entityId: id,
        before: diff.before,
        after: diff.after,
        requestId: deps.requestId,
      });
    }),
  );
  return voucherView(await existing(deps.db, id), currency);
}

export async function setVoucherEnabled(deps: VoucherDeps, id: string, enabled: boolean) {
  const currency = await currencyOf(deps.catalog);
  await deps.db.transaction(async (tx) => {
    const before = await existing(tx, id);
    if (before.enabled === enabled) return;
    await updateVoucherRow(tx, id, { enabled });
    await recordAudit(tx, {
      actor: userActor(deps.viewer),
      action: enabled ? 'voucher.enable' : 'voucher.disable',
      entityType: 'voucher',
      entityId: id,
      before: { enabled: before.enabled },
      after: { enabled },
      requestId: deps.requestId,
    });
  });
  return voucherView(await existing(deps.db, id), currency);
}
