// One entry of the offline gazetteer (gazetteer-data.ts), shared by the sector, place and road lists.

export type GazetteerKind =
  /** A lettered grid sector (F-7); used as the district in formatted addresses. */
  | 'sector'
  /** A named neighbourhood or housing scheme (Blue Area, Saddar); also a district. */
  | 'area'
  /** A landmark, market, mosque, park or campus: one point. */
  | 'place'
  /** A road: its course as a polyline, so a pin anywhere along it can be named. */
  | 'road';

export type GazetteerCity = 'Islamabad' | 'Rawalpindi';

export type GazetteerEntry = {
  slug: string;
  name: string;
  kind: GazetteerKind;
  city: GazetteerCity;
  /** Shown between the name and the city in suggestions, e.g. 'F-7 Markaz'. */
  area?: string;
  /** Other names people type ('Jinnah Super', 'Srinagar Highway'). */
  aliases?: readonly string[];
  /** [latitude, longitude]: one point, or a road's course from one end to the other. */
  points: readonly (readonly [number, number])[];
};
