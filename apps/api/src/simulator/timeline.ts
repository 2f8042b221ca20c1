import { haversineKm, type LatLng } from '@food/domain';

// The demo dispatcher's timeline at speed 1 (docs/demo-and-orders.md#demo-dispatcher), in simulated
// milliseconds. The dispatcher divides each by DISPATCH_SPEED before it waits.
export const TIMELINE = {
  /** From the moment an order reaches the restaurant to its acceptance. */
  acceptAfterMs: 5_000,
  /** The preparation time the restaurant announces when accepting. */
  preparationMinutes: 5,
  /** From acceptance to a rider's assignment… */
  assignAfterMs: 15_000,
  /** …but never before this share of the preparation window, so a restaurant may still decline. */
  assignMinShareOfPreparation: 0.2,
  /** How often the driving rider reports a position. */
  locationEveryMs: 3_000,
  /** One leg (rider → restaurant, restaurant → customer) lasts this long, whatever the distance. */
  legMinMs: 60_000,
  legMaxMs: 90_000,
  riderSpeedKmh: 25,
  /** The rider's reply to a customer's chat message. */
  replyAfterMs: 2_000,
  /** The database scan for work missed while stopped or by a lost event. */
  scanEveryMs: 5_000,
} as const;

/** Real waits below this are pointless (and would hammer the database on a fast clock). */
export const MIN_SCAN_INTERVAL_MS = 200;

/** The positions a rider reports on the way from `from` to `to`; the last one is exactly `to`. */
export function legPoints(from: LatLng, to: LatLng): { points: LatLng[]; everyMs: number } {
  const hours = haversineKm(from, to) / TIMELINE.riderSpeedKmh;
  const durationMs = Math.min(TIMELINE.legMaxMs, Math.max(TIMELINE.legMinMs, hours * 3_600_000));
  const steps = Math.max(1, Math.round(durationMs / TIMELINE.locationEveryMs));
  const points = Array.from({ length: steps }, (_, i) => {
    if (i === steps - 1) return { latitude: to.latitude, longitude: to.longitude };
    const t = (i + 1) / steps;
    return {
      latitude: round6(from.latitude + (to.latitude - from.latitude) * t),
      longitude: round6(from.longitude + (to.longitude - from.longitude) * t),
    };
  });
  return { points, everyMs: durationMs / steps };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
