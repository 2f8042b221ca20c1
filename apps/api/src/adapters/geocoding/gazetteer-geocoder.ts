import { isUuid } from '../../lib/ids.ts';
import { GAZETTEER, type GazetteerEntry } from './gazetteer-data.ts';
import type { GeocodeResult, Geocoder, LatLng, PlaceSuggestion } from './geocoder.ts';
import { distanceToPolylineKm, haversineKm, prominence } from './geometry.ts';
import {
  MATCH_TIER,
  type PreparedQuery,
  bestTier,
  containsWords,
  matchName,
  matchesAllWords,
  normalizeText,
  prepareQuery,
} from './place-matching.ts';
import { TopPlaces } from './top-places.ts';
import { countryName, findCityIndex, loadWorldCities, type WorldCities } from './world-cities.ts';

// The offline geocoder (docs/demo-and-orders.md#the-demo-world: no keys, no network): the demo city's
// gazetteer, the restaurants' own addresses and the world's cities, ranked by how well the text matches, then
// by distance to the bias point (cities weighted by size).

/** A restaurant as a searchable place (its name, and its address as the secondary text). */
export type RestaurantPlace = {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
};

/** Restaurants kept in the database; the geocoding module supplies them. */
export type RestaurantPlaces = {
  /** Active restaurants whose name or address contains `word`, a cheap prefilter; ranking is ours. */
  search(word: string): Promise<RestaurantPlace[]>;
  /** One active restaurant by id (a uuid), or null. */
  find(id: string): Promise<RestaurantPlace | null>;
};

const COUNTRY = 'Pakistan';
// A pin is named after a road or landmark only when it is this close; otherwise after its sector.
const ROAD_RADIUS_KM = 0.2;
const PLACE_RADIUS_KM = 0.35;
const DISTRICT_RADIUS_KM = 2.5;

type IndexedEntry = {
  entry: GazetteerEntry;
  suggestion: PlaceSuggestion;
  names: string[];
  context: string;
};

function indexEntry(entry: GazetteerEntry): IndexedEntry {
  // A road's suggestion points at its middle; a place's at the place.
  const [latitude, longitude] = entry.points[Math.floor(entry.points.length / 2)]!;
  const secondaryText = [entry.area, entry.city, COUNTRY].filter(Boolean).join(', ');
  return {
    entry,
    suggestion: {
      placeId: `gz:${entry.slug}`,
      description: `${entry.name}, ${secondaryText}`,
      mainText: entry.name,
      secondaryText,
      latitude,
      longitude,
    },
    names: [entry.name, ...(entry.aliases ?? [])].map(normalizeText),
    context: normalizeText(secondaryText),
  };
}

function restaurantSuggestion(place: RestaurantPlace): PlaceSuggestion {
  return {
    placeId: `restaurant:${place.id}`,
    description: `${place.name}, ${place.address}`,
    mainText: place.name,
    secondaryText: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

function citySuggestion(cities: WorldCities, i: number): PlaceSuggestion {
  const secondaryText = countryName(cities.countries[i]!);
  return {
    placeId: `city:${cities.ids[i]}`,
    description: `${cities.names[i]}, ${secondaryText}`,
    mainText: cities.names[i]!,
    secondaryText,
    latitude: cities.latitudes[i]!,
    longitude: cities.longitudes[i]!,
  };
}

const toResult = (suggestion: PlaceSuggestion): GeocodeResult => ({
  placeId: suggestion.placeId,
  formattedAddress: suggestion.description,
  latitude: suggestion.latitude,
  longitude: suggestion.longitude,
});

export function createGazetteerGeocoder({
  restaurants,
  entries = GAZETTEER,
  worldCities = loadWorldCities,
}: {
  restaurants?: RestaurantPlaces;
  entries?: readonly GazetteerEntry[];
  worldCities?: () => WorldCities;
} = {}): Geocoder {
  const index = entries.map(indexEntry);
  const bySlug = new Map(index.map((item) => [item.entry.slug, item]));
  const districts = index.filter((item) => item.entry.kind === 'sector' || item.entry.kind === 'area');
  const normalizedCountries = new Map<string, string>();
  const countryText = (code: string) => {
    let text = normalizedCountries.get(code);
    if (text === undefined) normalizedCountries.set(code, (text = normalizeText(countryName(code))));
    return text;
  };

  /** Local places rank by plain distance; with no bias point they all tie (and beat cities). */
  const localRank = (near: LatLng | null, place: LatLng) => (near ? haversineKm(near, place) : 0);

  function addCities(query: PreparedQuery, near: LatLng | null, top: TopPlaces) {
    const cities = worldCities();
    // Among 135,000 names one-letter words match by chance ("f 7" would find "Zürich (Kreis 7) /
    // Fluntern"), so cities only match word by word when every word has two letters or more.
    const byWords = query.tokens.every((token) => token.length > 1);
    for (let i = 0; i < cities.size; i++) {
      let tier = matchName(query, cities.normalized[i]!);
      if (
        tier === null &&
        byWords &&
        matchesAllWords(query, cities.normalized[i]!, countryText(cities.countries[i]!))
      ) {
        tier = MATCH_TIER.allWords;
      }
      if (tier === null) continue;
      const weight = prominence(cities.populations[i]!);
      const place = { latitude: cities.latitudes[i]!, longitude: cities.longitudes[i]! };
      const rank = near ? haversineKm(near, place) / weight : 1 / weight;
      if (top.accepts(tier, rank)) top.add(tier, rank, citySuggestion(cities, i));
    }
  }

  async function suggestions(query: PreparedQuery, near: LatLng | null, limit: number) {
    const top = new TopPlaces(limit);
    for (const item of index) {
      const tier = bestTier(query, item.names, item.context, true);
      if (tier !== null) top.add(tier, localRank(near, item.suggestion), item.suggestion);
    }
    if (restaurants) {
      const word = query.tokens.reduce((a, b) => (b.length > a.length ? b : a));
      for (const place of await restaurants.search(word)) {
        const tier = bestTier(query, [normalizeText(place.name)], normalizeText(place.address), true);
        if (tier !== null) top.add(tier, localRank(near, place), restaurantSuggestion(place));
      }
    }
    addCities(query, near, top);
    return top.ranked();
  }

  /** Free text naming a known place somewhere inside it: the longest such name, else the biggest city. */
  function findNamedIn(text: string): PlaceSuggestion | null {
    let best: { item: IndexedEntry; length: number } | null = null;
    for (const item of index) {
      for (const name of item.names) {
        if (containsWords(text, name) && (!best || name.length > best.length))
          best = { item, length: name.length };
      }
    }
    if (best) return best.item.suggestion;
    const cities = worldCities();
    let city = -1;
    for (let i = 0; i < cities.size; i++) {
      const name = cities.normalized[i]!;
      if (name.length < 4 || !containsWords(text, name)) continue;
      if (city < 0 || cities.populations[i]! > cities.populations[city]!) city = i;
    }
    return city < 0 ? null : citySuggestion(cities, city);
  }

  function nearestCity(point: LatLng): GeocodeResult | null {
    const cities = worldCities();
    let best = -1;
    let bestRank = Infinity;
    for (let i = 0; i < cities.size; i++) {
      const place = { latitude: cities.latitudes[i]!, longitude: cities.longitudes[i]! };
      const rank = haversineKm(point, place) / prominence(cities.populations[i]!);
      if (rank < bestRank) [best, bestRank] = [i, rank];
    }
    if (best < 0) return null;
    return {
      ...toResult(citySuggestion(cities, best)),
      latitude: point.latitude,
      longitude: point.longitude,
    };
  }

  return {
    async suggest({ query, near, limit }) {
      const prepared = prepareQuery(query);
      if (!prepared) return [];
      return (await suggestions(prepared, near, limit)).map((ranked) => ranked.suggestion);
    },

    async lookup(placeId) {
      const [kind, key = ''] = splitPlaceId(placeId);
      if (kind === 'gz') {
        const item = bySlug.get(key);
        return item ? toResult(item.suggestion) : null;
      }
      if (kind === 'city' && /^\d{1,10}$/.test(key)) {
        const cities = worldCities();
        const i = findCityIndex(cities, Number(key));
        return i < 0 ? null : toResult(citySuggestion(cities, i));
      }
      if (kind === 'restaurant' && restaurants && isUuid(key)) {
        const place = await restaurants.find(key);
        return place ? toResult(restaurantSuggestion(place)) : null;
      }
      return null;
    },

    async search({ address, near }) {
      const prepared = prepareQuery(address);
      if (!prepared) return null;
      // A good match on the text as typed; else a known name inside it ("House 5, Street 10, F-7/2").
      const [best] = await suggestions(prepared, near, 1);
      if (best && best.tier <= MATCH_TIER.allWords) return toResult(best.suggestion);
      const named = findNamedIn(prepared.text);
      return named ? toResult(named) : null;
    },

    async reverse(point) {
      let main: { item: IndexedEntry; km: number } | null = null;
      for (const item of index) {
        if (item.entry.kind === 'sector' || item.entry.kind === 'area') continue;
        const km = distanceToPolylineKm(point, item.entry.points);
        const radius = item.entry.kind === 'road' ? ROAD_RADIUS_KM : PLACE_RADIUS_KM;
        if (km <= radius && (!main || km < main.km)) main = { item, km };
      }
      let district: { item: IndexedEntry; km: number } | null = null;
      for (const item of districts) {
        const km = distanceToPolylineKm(point, item.entry.points);
        if (km <= DISTRICT_RADIUS_KM && (!district || km < district.km)) district = { item, km };
      }
      const named = main ?? district;
      if (!named) return nearestCity(point);
      const parts = [main?.item.entry.name, district?.item.entry.name, named.item.entry.city, COUNTRY];
      return {
        placeId: named.item.suggestion.placeId,
        formattedAddress: [...new Set(parts.filter(Boolean))].join(', '),
        // The pin stays where the user put it; the text names what is there.
        latitude: point.latitude,
        longitude: point.longitude,
      };
    },
  };
}

function splitPlaceId(placeId: string): [string, string?] {
  const colon = placeId.indexOf(':');
  return colon < 0 ? [placeId] : [placeId.slice(0, colon), placeId.slice(colon + 1)];
}
