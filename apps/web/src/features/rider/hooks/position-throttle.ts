import { haversineKm, type LatLng } from '@food/domain';

// How often the rider app reports a position (docs/rider-app.md "What a rider does"): never more than once in
// MIN_GAP_MS, then on a move of MIN_MOVE_M or after HEARTBEAT_MS. Enough for a customer to watch the
// rider come closer, without a request per GPS fix.
export const MIN_GAP_MS = 5_000;
export const MIN_MOVE_M = 25;
export const HEARTBEAT_MS = 30_000;

export type Fix = { position: LatLng; at: number };

export function shouldReport(last: Fix | null, next: Fix): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed < MIN_GAP_MS) return false;
  const movedM = haversineKm(last.position, next.position) * 1000;
  return movedM >= MIN_MOVE_M || elapsed >= HEARTBEAT_MS;
}
