import { eq } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index.ts';
import { badUserInput } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';
import type { ConsoleDeps } from './console-deps.ts';
import { startOfRestaurantDay } from './restaurant-day.ts';

// Busy controls of the board (docs/restaurant-console.md "Busy controls"): minutes added to every
// estimate customers see, and a pause that ends by itself. The pause is a time, never a job: every
// "is it open" check compares pausedUntil with the request's clock (packages/domain isPausedAt).

export const EXTRA_PREPARATION_MINUTES = [0, 10, 15, 20, 30, 45, 60] as const;
export const PAUSE_MINUTES = [15, 30, 45, 60, 90, 120] as const;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type BusyChange = { restaurantId: string; actor: AuditActor; requestId: string };

async function updateBusy(
  deps: ConsoleDeps,
  change: BusyChange,
  action: string,
  values: { extraPreparationMinutes?: number; pausedUntil?: Date | null; isAvailable?: boolean },
) {
  const { restaurantId } = change;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        extraPreparationMinutes: restaurants.extraPreparationMinutes,
        pausedUntil: restaurants.pausedUntil,
        isAvailable: restaurants.isAvailable,
      })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .for('update');
    await tx.update(restaurants).set(values).where(eq(restaurants.id, restaurantId));
    const pick = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(values).map((key) => [key, row[key] ?? null]));
    await recordAudit(tx, {
      actor: change.actor,
      action,
      entityType: 'restaurant',
      entityId: restaurantId,
      restaurantId,
      before: before ? pick(before) : null,
      after: pick(values),
      requestId: change.requestId,
    });
  });
  await deps.catalog.changed({ restaurantIds: [restaurantId] });
}

/** Minutes added to the restaurant's delivery time and to the expected time of new orders. */
export async function setExtraPreparationTime(deps: ConsoleDeps, change: BusyChange & { minutes: number }) {
  if (!(EXTRA_PREPARATION_MINUTES as readonly number[]).includes(change.minutes))
    throw badUserInput(`Extra time is one of ${EXTRA_PREPARATION_MINUTES.join(', ')} minutes.`);
  await updateBusy(deps, change, 'restaurant.extra-time', { extraPreparationMinutes: change.minutes });
}

/**
 * Closed to new orders until `minutes` from now, or until the end of the restaurant's local day; it
 * opens again by itself. Returns the end.
 */
export async function pauseRestaurantUntil(
  deps: ConsoleDeps,
  change: BusyChange & { minutes?: number | null; restOfDay?: boolean | null; timeZone: string },
): Promise<Date> {
  const { minutes, restOfDay } = change;
  if ((minutes == null) === !restOfDay)
    throw badUserInput('Pause either for a number of minutes or for the rest of the day.');
  if (minutes != null && !(PAUSE_MINUTES as readonly number[]).includes(minutes))
    throw badUserInput(`A pause lasts ${PAUSE_MINUTES.join(', ')} minutes, or the rest of the day.`);
  const until = restOfDay
    ? new Date(startOfRestaurantDay(deps.now, change.timeZone).getTime() + DAY_MS)
    : new Date(deps.now.getTime() + minutes! * MINUTE_MS);
  await updateBusy(deps, change, 'restaurant.pause-until', { pausedUntil: until });
  return until;
}

/** The manual pause (pauseRestaurant): paused until resumed; resuming also ends a timed pause. */
export async function setManualPause(deps: ConsoleDeps, change: BusyChange & { paused: boolean }) {
  await updateBusy(
    deps,
    change,
    change.paused ? 'restaurant.pause' : 'restaurant.resume',
    change.paused ? { isAvailable: false } : { isAvailable: true, pausedUntil: null },
  );
}
