import { describe, expect, it } from 'vitest';
import { deliveryFee, type DeliveryFeeOptions } from './delivery-fee.ts';
import { EARTH_RADIUS_KM } from './haversine.ts';

const restaurant = { latitude: 0, longitude: 0 };
// Points due north of the restaurant at an exact distance in km.
const north = (km: number) => ({ latitude: (km / EARTH_RADIUS_KM) * (180 / Math.PI), longitude: 0 });

const base: DeliveryFeeOptions = {
  costType: 'perKM',
  deliveryRate: 150,
  restaurant,
  destination: north(3.2),
  isPickedUp: false,
};

describe('deliveryFee', () => {
  it.each<[string, Partial<DeliveryFeeOptions>, number]>([
    ['pick-up is free, per km', { isPickedUp: true }, 0],
    ['pick-up is free, fixed', { isPickedUp: true, costType: 'fixed' }, 0],
    ['fixed is the flat rate whatever the distance', { costType: 'fixed', destination: north(40) }, 150],
    ['per km: 3.2 km is 4 started km', {}, 600],
    ['per km: 1.01 km rounds up to 2', { destination: north(1.01) }, 300],
    ['per km: 0.2 km is 1 km', { destination: north(0.2) }, 150],
    ['per km: 12.5 km → 13 × rate', { destination: north(12.5) }, 1950],
    ['per km at distance 0 falls back to the flat rate', { destination: restaurant }, 150],
    ['per km with no destination falls back to the flat rate', { destination: null }, 150],
    ['a zero rate costs nothing', { deliveryRate: 0 }, 0],
  ])('%s', (_name, overrides, expected) => {
    expect(deliveryFee({ ...base, ...overrides })).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects rate %s', (deliveryRate) => {
    expect(() => deliveryFee({ ...base, deliveryRate })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
