import { haversineKm, type LatLng } from '@food/domain';

/** Riders ordered by distance to `target`; riders that never reported a position come last. */
export function nearestFirst<R extends { latitude: number | null; longitude: number | null }>(
  riders: R[],
  target: LatLng,
): R[] {
  const distance = (rider: R) =>
    rider.latitude === null || rider.longitude === null
      ? Number.POSITIVE_INFINITY
      : haversineKm({ latitude: rider.latitude, longitude: rider.longitude }, target);
  return riders
    .map((rider) => ({ rider, km: distance(rider) }))
    .sort((a, b) => a.km - b.km)
    .map(({ rider }) => rider);
}
