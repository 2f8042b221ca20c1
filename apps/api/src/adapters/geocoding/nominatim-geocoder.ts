import { z } from 'zod';
import {
  GeocoderUnavailableError,
  type GeocodeResult,
  type Geocoder,
  type LatLng,
  type PlaceSuggestion,
} from './geocoder.ts';

// A Nominatim-compatible service (GEOCODER_URL): OpenStreetMap's own software, self-hosted or from a
// provider. The public nominatim.openstreetmap.org forbids autocomplete traffic, so point this at an
// instance whose terms allow it. Place ids encode the OSM object (`osm:W123`), which /lookup resolves.

const DEFAULT_TIMEOUT_MS = 5000;
const USER_AGENT = 'open-food-ordering/0.1 (geocoding adapter)';
/** Half the side of the box that biases search results towards a point, in degrees (~55 km). */
const BIAS_BOX_DEGREES = 0.5;

const place = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.coerce.number().int().nonnegative(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string().min(1),
  name: z.string().nullish(),
});
type Place = z.infer<typeof place>;

const places = z.array(place);
// /reverse answers 200 with {"error": "Unable to geocode"} when there is nothing at the point.
const reverseAnswer = z.union([place, z.object({ error: z.string() })]);

const OSM_PLACE_ID = /^osm:([NWR])(\d{1,20})$/;

function placeIdOf(result: Place): string {
  return `osm:${result.osm_type[0]!.toUpperCase()}${result.osm_id}`;
}

function toSuggestion(result: Place): PlaceSuggestion {
  const [first = result.display_name, ...rest] = result.display_name.split(', ');
  const mainText = result.name?.trim() || first;
  const secondaryText = (mainText === first ? rest.join(', ') : result.display_name) || result.display_name;
  return {
    placeId: placeIdOf(result),
    description: result.display_name,
    mainText,
    secondaryText,
    latitude: result.lat,
    longitude: result.lon,
  };
}

const toResult = (result: Place): GeocodeResult => ({
  placeId: placeIdOf(result),
  formattedAddress: result.display_name,
  latitude: result.lat,
  longitude: result.lon,
});

function biasParams(near: LatLng | null): Record<string, string> {
  if (!near) return {};
  const d = BIAS_BOX_DEGREES;
  const box = [near.longitude - d, near.latitude + d, near.longitude + d, near.latitude - d];
  // bounded=0: the box only prefers nearby results, it does not exclude the rest.
  return { viewbox: box.map((n) => n.toFixed(5)).join(','), bounded: '0' };
}

export function createNominatimGeocoder({
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch = globalThis.fetch,
}: {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}): Geocoder {
  // A trailing slash keeps a base path (https://host/nominatim/) when endpoints are resolved against it.
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function get<T>(endpoint: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(endpoint, base);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', 'accept-language': 'en' })) {
      url.searchParams.set(key, value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
      throw new GeocoderUnavailableError(`Geocoder ${reason}: ${endpoint}`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderUnavailableError(`Geocoder answered HTTP ${response.status}: ${endpoint}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new GeocoderUnavailableError(`Geocoder sent an unexpected answer: ${endpoint}`);
    return parsed.data;
  }

  return {
    async suggest({ query, near, limit }) {
      if (!query.trim()) return [];
      const results = await get('search', { q: query, limit: String(limit), ...biasParams(near) }, places);
      return results.map(toSuggestion);
    },

    async lookup(placeId) {
      const match = OSM_PLACE_ID.exec(placeId);
      if (!match) return null;
      const [result] = await get('lookup', { osm_ids: `${match[1]}${match[2]}` }, places);
      return result ? toResult(result) : null;
    },

    async search({ address, near }) {
      const [result] = await get('search', { q: address, limit: '1', ...biasParams(near) }, places);
      return result ? toResult(result) : null;
    },

    async reverse({ latitude, longitude }) {
      const answer = await get('reverse', { lat: String(latitude), lon: String(longitude) }, reverseAnswer);
      if ('error' in answer) return null;
      // The pin stays where the user put it; the text names what is there.
      return { ...toResult(answer), latitude, longitude };
    },
  };
}
