// The offline gazetteer of the demo city (docs/demo-and-orders.md#the-demo-world): real Islamabad and
// Rawalpindi sectors, neighbourhoods, landmarks and main roads. Coordinates are approximate (a few hundred
// metres), enough to search, pick a point on the map and name a dropped pin; they are not survey data.
// Slugs are the stable part of each entry's placeId (`gz:<slug>`): never rename one.
import type { GazetteerEntry } from './gazetteer-entry.ts';
import { PLACES } from './gazetteer-places.ts';
import { ROADS } from './gazetteer-roads.ts';

// The entry types live in gazetteer-entry.ts, so the place and road lists import them without a cycle.
export type { GazetteerCity, GazetteerEntry, GazetteerKind } from './gazetteer-entry.ts';

const sector = (name: string, latitude: number, longitude: number): GazetteerEntry => ({
  slug: name.toLowerCase(),
  name,
  kind: 'sector',
  city: 'Islamabad',
  aliases: [`Sector ${name}`],
  points: [[latitude, longitude]],
});

const SECTORS: GazetteerEntry[] = [
  sector('D-12', 33.7125, 72.9445),
  sector('E-7', 33.7335, 73.048),
  sector('E-8', 33.725, 73.028),
  sector('E-11', 33.704, 72.98),
  sector('F-5', 33.733, 73.0935),
  sector('F-6', 33.727, 73.077),
  sector('F-7', 33.7195, 73.056),
  sector('F-8', 33.7085, 73.039),
  sector('F-9', 33.7005, 73.025),
  sector('F-10', 33.6945, 73.013),
  sector('F-11', 33.684, 72.988),
  sector('G-5', 33.718, 73.105),
  sector('G-6', 33.708, 73.086),
  sector('G-7', 33.701, 73.069),
  sector('G-8', 33.696, 73.05),
  sector('G-9', 33.687, 73.033),
  sector('G-10', 33.6755, 73.0155),
  sector('G-11', 33.668, 72.998),
  sector('G-13', 33.651, 72.966),
  sector('G-14', 33.641, 72.956),
  sector('H-8', 33.68, 73.065),
  sector('H-9', 33.672, 73.048),
  sector('I-8', 33.668, 73.077),
  sector('I-9', 33.659, 73.056),
  sector('I-10', 33.648, 73.038),
];

export const GAZETTEER: readonly GazetteerEntry[] = [...SECTORS, ...PLACES, ...ROADS];
