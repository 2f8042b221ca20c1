import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldUrl from 'world-atlas/countries-50m.json?url';
import cityUrl from './data/islamabad.geojson?url';

// The offline base map (no tile server configured): Natural Earth land and borders from world-atlas,
// plus a hand-drawn schematic of the demo city. Both are static files of this build, fetched the first
// time a map needs them and shared by every map after that.

export type WorldLayers = { land: FeatureCollection | Feature; borders: MultiLineString };

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let world: Promise<WorldLayers> | undefined;
let city: Promise<FeatureCollection> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Drops the cached promise on failure so the next map tries again. */
function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

export function loadWorld(): Promise<WorldLayers> {
  world ??= remember(
    fetchJson<Countries>(worldUrl).then((topology) => ({
      land: feature(topology, topology.objects.land),
      // Shared arcs only: land borders between two countries, not coastlines.
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    })),
    () => (world = undefined),
  );
  return world;
}

export function loadCity(): Promise<FeatureCollection> {
  city ??= remember(fetchJson<FeatureCollection>(cityUrl), () => (city = undefined));
  return city;
}
