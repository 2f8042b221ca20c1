import { haversineKm, type LatLng } from '@food/domain';

// How often the rider app reports a position (docs/rider-app.md "What a rider does"): never more than once in
// MIN_GAP_MS, then on a move of MIN_MOVE_M or after HEARTBEAT_MS. Enough for a customer to watch the
// rider come closer, without a request per GPS fix.
export const MIN_GAP_MS = 5_000;
export const MIN_MOVE_M = 25;
export const HEARTBEAT_MS = 30_000;

export type Fix = { position: LatLng; at: number };

const movedM = (last: Fix, next: Fix) => haversineKm(last.position, next.position) * 1000;

export function shouldReport(last: Fix | null, next: Fix): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed < MIN_GAP_MS) return false;
  return movedM(last, next) >= MIN_MOVE_M || elapsed >= HEARTBEAT_MS;
}

/**
 * When a fix that shouldReport held back is to be sent anyway: a real move within the gap goes out once
 * the gap has passed, since the browser may not send another fix (a rider who stops right after a
 * move would stay at the old place on the customer's map); null for a small move.
 */
export function trailingAt(last: Fix, next: Fix): number | null {
  return movedM(last, next) >= MIN_MOVE_M ? last.at + MIN_GAP_MS : null;
}
