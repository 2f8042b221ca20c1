import { describe, expect, it } from 'vitest';
import { parseCoordinate, parseLatLng, pointToLatLng } from './coordinates.ts';

describe('coordinates', () => {
  it.each([
    [33.7, 'latitude', 33.7],
    ['33.7001019', 'latitude', 33.7001019],
    [' -72.5 ', 'longitude', -72.5],
    [0, 'latitude', 0],
    [-90, 'latitude', -90],
    [180, 'longitude', 180],
  ] as const)('parses %j as a %s', (value, axis, expected) => {
    expect(parseCoordinate(value, axis)).toBe(expected);
  });

  it.each([
    [91, 'latitude'],
    [-180.5, 'longitude'],
    ['', 'latitude'],
    ['  ', 'latitude'],
    ['abc', 'latitude'],
    ['33.7abc', 'latitude'],
    [Number.NaN, 'latitude'],
    [Number.POSITIVE_INFINITY, 'longitude'],
    [null, 'latitude'],
    [undefined, 'longitude'],
    [true, 'latitude'],
    [{}, 'latitude'],
  ] as const)('cannot parse %j as a %s', (value, axis) => {
    expect(parseCoordinate(value, axis)).toBeNull();
  });

  it('parses each axis of a stored location on its own', () => {
    expect(parseLatLng({ latitude: '33.7', longitude: 72.97 })).toEqual({ latitude: 33.7, longitude: 72.97 });
    expect(parseLatLng({ latitude: 'north', longitude: 72.97 })).toEqual({
      latitude: null,
      longitude: 72.97,
    });
    expect(parseLatLng(null)).toEqual({ latitude: null, longitude: null });
    expect(parseLatLng('33,72')).toEqual({ latitude: null, longitude: null });
  });

  it('reads GeoJSON points longitude first', () => {
    expect(pointToLatLng([73.0562, 33.7207])).toEqual({ latitude: 33.7207, longitude: 73.0562 });
    expect(pointToLatLng([73.0562])).toBeNull();
    expect(pointToLatLng([200, 33])).toBeNull();
    expect(pointToLatLng([73, 95])).toBeNull();
    expect(pointToLatLng([])).toBeNull();
    expect(pointToLatLng(null)).toBeNull();
  });
});
