import { describe, expect, it } from 'vitest';
import {
  isInBounds,
  isInZone,
  validateZonePolygon,
  ZONE_POLYGON_MESSAGES as M,
  zoneBounds,
  type ZonePolygon,
} from './zone-geometry.ts';

// A square 10.0..10.1 E, 50.0..50.1 N with a square hole 10.04..10.06 E, 50.04..50.06 N. Its edges
// lie on exact binary fractions' neighbours, so "on the edge" below is exactly on it.
const square: ZonePolygon = [
  [
    [10, 50],
    [10.1, 50],
    [10.1, 50.1],
    [10, 50.1],
    [10, 50],
  ],
];
const withHole: ZonePolygon = [
  ...square,
  [
    [10.04, 50.04],
    [10.06, 50.04],
    [10.06, 50.06],
    [10.04, 50.06],
    [10.04, 50.04],
  ],
];
// A triangle with a slanted edge from (0, 0) to (2, 2): (1, 1) lies exactly on it.
const triangle: ZonePolygon = [
  [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 0],
  ],
];

describe('isInZone', () => {
  it.each([
    ['centre', square, 50.05, 10.05, true],
    ['on the south edge', square, 50, 10.05, true],
    ['on the east edge', square, 50.05, 10.1, true],
    ['on a vertex', square, 50.1, 10.1, true],
    ['on the first vertex', square, 50, 10, true],
    ['just outside the south edge', square, 49.99999, 10.05, false],
    ['just outside the east edge', square, 50.05, 10.10001, false],
    ['far away', square, 0, 0, false],
    ['inside the hole', withHole, 50.05, 10.05, false],
    ['between hole and outline', withHole, 50.02, 10.02, true],
    ['on the hole edge', withHole, 50.04, 10.05, true],
    ['on the slanted edge', triangle, 1, 1, true],
    ['beside the slanted edge', triangle, 1.001, 1, false],
  ])('%s', (_name, polygon, latitude, longitude, expected) => {
    expect(isInZone({ latitude, longitude }, polygon)).toBe(expected);
  });
});

describe('zoneBounds and isInBounds', () => {
  it('boxes the outline, edges included', () => {
    const bounds = zoneBounds(withHole);
    expect(bounds).toEqual({ minLatitude: 50, maxLatitude: 50.1, minLongitude: 10, maxLongitude: 10.1 });
    expect(isInBounds({ latitude: 50, longitude: 10.1 }, bounds)).toBe(true);
    expect(isInBounds({ latitude: 50.10001, longitude: 10 }, bounds)).toBe(false);
  });
});

describe('validateZonePolygon', () => {
  const ring = square[0]!;
  it.each([
    ['a square', square, null],
    ['a square with a hole', withHole, null],
    ['not an array', { type: 'Polygon' }, M.shape],
    ['no ring', [], M.noRing],
    ['a position of three numbers', [[[0, 0, 0], ...ring.slice(1)]], M.shape],
    ['a string coordinate', [[['1', 2], ...ring.slice(1)]], M.shape],
    ['three positions', [ring.slice(0, 2).concat([ring[0]!])], M.tooFewPositions],
    ['an open ring', [ring.slice(0, 4)], M.notClosed],
    [
      'a latitude over 90',
      [
        [
          [0, 0],
          [1, 0],
          [1, 91],
          [0, 0],
        ],
      ],
      M.outOfRange,
    ],
    [
      'points on a line',
      [
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [0, 0],
        ],
      ],
      M.zeroArea,
    ],
    [
      'a bow tie',
      [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
      M.selfIntersecting,
    ],
  ])('%s', (_name, value, expected) => {
    expect(validateZonePolygon(value)).toBe(expected);
  });
});
