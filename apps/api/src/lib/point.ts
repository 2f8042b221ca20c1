/** GraphQL Point: longitude first, then latitude (ordering-core §3). */
export function toPoint({ latitude, longitude }: { latitude: number; longitude: number }) {
  return { coordinates: [longitude, latitude] };
}
