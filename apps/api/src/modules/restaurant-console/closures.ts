import { isLocalDate, localDate } from '@food/domain';
import { and, asc, eq } from 'drizzle-orm';
import { restaurantClosures } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { BusyChange } from './busy-controls.ts';
import type { ConsoleDeps } from './console-deps.ts';

// Dated closures (holidays): closed the whole local day; the opening-hours check and scheduled
// ordering read them from the catalog's card (docs/restaurant-console.md "Busy controls").

const MAX_NOTE = 120;
const MAX_CLOSURES = 60;

export type ClosureView = { _id: string; date: string; note: string };

const toView = (row: { id: string; date: string; note: string }): ClosureView => ({
  _id: row.id,
  date: row.date,
  note: row.note,
});

/** Today's and later closures, soonest first (past ones no longer matter to anyone). */
export async function listClosures(
  db: Db,
  { restaurantId, timeZone, now }: { restaurantId: string; timeZone: string; now: Date },
): Promise<ClosureView[]> {
  const today = localDate(now, timeZone);
  const rows = await db
    .select()
    .from(restaurantClosures)
    .where(eq(restaurantClosures.restaurantId, restaurantId))
    .orderBy(asc(restaurantClosures.date));
  return rows.filter((row) => row.date >= today).map(toView);
}

export async function addClosure(
  deps: ConsoleDeps,
  change: BusyChange & { date: string; note?: string | null; timeZone: string },
): Promise<ClosureView> {
  const { restaurantId, date } = change;
  const note = (change.note ?? '').trim();
  if (!isLocalDate(date)) throw badUserInput('The date is YYYY-MM-DD, e.g. 2025-12-25.');
  if (date < localDate(deps.now, change.timeZone)) throw badUserInput('That date is in the past.');
  if (note.length > MAX_NOTE) throw badUserInput(`The note is at most ${MAX_NOTE} characters.`);
  const row = await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: restaurantClosures.id })
      .from(restaurantClosures)
      .where(eq(restaurantClosures.restaurantId, restaurantId));
    if (existing.length >= MAX_CLOSURES) throw badUserInput(`At most ${MAX_CLOSURES} closed days.`);
    const [inserted] = await tx
      .insert(restaurantClosures)
      .values({ restaurantId, date, note })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw badUserInput(`${date} is already a closed day.`);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'restaurant.closure-add',
      entityType: 'restaurant',
      entityId: restaurantId,
      restaurantId,
      after: { date, note },
      requestId: change.requestId,
    });
    return inserted;
  });
  await deps.catalog.changed({ restaurantIds: [restaurantId] });
  return toView(row);
}

export async function removeClosure(deps: ConsoleDeps, change: BusyChange & { date: string }) {
  const { restaurantId, date } = change;
  if (!isLocalDate(date)) throw badUserInput('The date is YYYY-MM-DD, e.g. 2025-12-25.');
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(restaurantClosures)
      .where(and(eq(restaurantClosures.restaurantId, restaurantId), eq(restaurantClosures.date, date)))
      .returning();
    if (!removed) throw notFound(`${date} is not a closed day.`);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'restaurant.closure-remove',
      entityType: 'restaurant',
      entityId: restaurantId,
      restaurantId,
      before: { date, note: removed.note },
      requestId: change.requestId,
    });
  });
  await deps.catalog.changed({ restaurantIds: [restaurantId] });
  return true;
}
