// The geocoding adapter (docs/architecture.md#the-shape): the built-in gazetteer by default, a
// Nominatim-compatible service when GEOCODER_URL is set. Adapters know nothing of GraphQL; the
// geocoding module validates input and turns failures into API errors.

export type LatLng = { latitude: number; longitude: number };

/** One suggestion for a partial address (docs/product/api.md#places-and-maps). */
export type PlaceSuggestion = {
  /** Stable and opaque: `gz:<slug>`, `city:<id>`, `restaurant:<uuid>`, `osm:<N|W|R><id>`. */
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
  latitude: number;
  longitude: number;
};

export type GeocodeResult = {
  placeId: string | null;
  formattedAddress: string;
  latitude: number;
  longitude: number;
};

export interface Geocoder {
  /** Best first; `near` biases the ranking towards a point. */
  suggest(options: { query: string; near: LatLng | null; limit: number }): Promise<PlaceSuggestion[]>;
  /** A placeId from `suggest` or `reverse`; null when it is unknown. */
  lookup(placeId: string): Promise<GeocodeResult | null>;
  /** Free address text; null when nothing matches. */
  search(options: { address: string; near: LatLng | null }): Promise<GeocodeResult | null>;
  /** The address at or nearest to a point (language en); null when there is none. */
  reverse(point: LatLng): Promise<GeocodeResult | null>;
}

/** The geocoding service could not answer (unreachable, timed out, an error status, bad data). */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}
