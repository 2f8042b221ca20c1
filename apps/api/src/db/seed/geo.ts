// Small geometry helpers for placing demo entities around a point.

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The point `km` away from `from` in the direction `bearingDeg` (flat-earth approximation, fine < 50 km). */
export function offsetKm(from: { latitude: number; longitude: number }, km: number, bearingDeg: number) {
  const north = km * Math.cos(toRad(bearingDeg));
  const east = km * Math.sin(toRad(bearingDeg));
  return {
    latitude: round6(from.latitude + north / 111.32),
    longitude: round6(from.longitude + east / (111.32 * Math.cos(toRad(from.latitude)))),
  };
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
