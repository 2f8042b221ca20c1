import type { CityMap } from './city-map.ts';
import cityMapUrl from './generated/city-map.json?url';

// The offline base map (no tile server configured): the demo city's roads, sectors and landmarks,
// generated from the API's gazetteer (docs/maps.md "Map data"). A static file of this build, fetched
// the first time a map needs it and shared by every map after that.

let city: Promise<CityMap> | undefined;

async function fetchCityMap(): Promise<CityMap> {
  const response = await fetch(cityMapUrl);
  if (!response.ok) throw new Error(`${cityMapUrl}: HTTP ${response.status}`);
  return (await response.json()) as CityMap;
}

export function loadCityMap(): Promise<CityMap> {
  // Drop a failed promise so the next map tries again.
  city ??= fetchCityMap().catch((error: unknown) => {
    city = undefined;
    throw error;
  });
  return city;
}
