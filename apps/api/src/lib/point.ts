/** GraphQL Point: longitude first, then latitude (docs/product/data.md). */
export function toPoint({ latitude, longitude }: { latitude: number; longitude: number }) {
  return { coordinates: [longitude, latitude] };
}
