// Coordinates as they arrive from storage and the API. GeoJSON-style points are [longitude, latitude]
// (docs/product/data.md#addresses); older clients stored latitude/longitude as text, so numeric strings are
// accepted.

export type LatLng = { latitude: number; longitude: number };

const LIMITS = { latitude: 90, longitude: 180 } as const;

/** A finite number within the axis's range, from a number or numeric text; null when it cannot be parsed. */
export function parseCoordinate(value: unknown, axis: keyof typeof LIMITS): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value);
  else return null;
  return Number.isFinite(number) && Math.abs(number) <= LIMITS[axis] ? number : null;
}

/**
 * Latitude and longitude parsed separately: an unparsable one is null (sent as null:
 * docs/product/validation.md#addresses).
 */
export function parseLatLng(value: unknown): { latitude: number | null; longitude: number | null } {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    latitude: parseCoordinate(v.latitude, 'latitude'),
    longitude: parseCoordinate(v.longitude, 'longitude'),
  };
}

/** A GeoJSON position ([longitude, latitude]) as a LatLng, or null when it is not a valid point. */
export function pointToLatLng(coordinates: readonly unknown[] | null | undefined): LatLng | null {
  const longitude = parseCoordinate(coordinates?.[0], 'longitude');
  const latitude = parseCoordinate(coordinates?.[1], 'latitude');
  return latitude === null || longitude === null ? null : { latitude, longitude };
}
