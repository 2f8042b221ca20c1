import { describe, expect, it } from 'vitest';
import { restaurantFormErrors, slugFromName, type RestaurantFormInput } from './restaurant-form.ts';

const valid: RestaurantFormInput = {
  name: 'Pizza Roma',
  slug: 'pizza-roma',
  description: '',
  cuisines: ['Pizza'],
  address: 'Main street 1',
  latitude: 52.5,
  longitude: 13.4,
  timeZone: 'Europe/Berlin',
  minimumOrder: 0,
  deliveryTime: 30,
  preparationMinutes: 20,
  tax: 7,
  commissionRate: null,
  deliveryRadiusKm: 5,
};

describe('restaurantFormErrors', () => {
  it('accepts a valid form', () => {
    expect(restaurantFormErrors(valid)).toEqual({});
  });
  it.each([
    [{ name: '  ' }, 'name', 'nameRequired'],
    [{ name: 'x'.repeat(121) }, 'name', 'nameTooLong'],
    [{ slug: 'Pizza Roma' }, 'slug', 'slugInvalid'],
    [{ slug: 'pizza--roma' }, 'slug', 'slugInvalid'],
    [{ cuisines: [''] }, 'cuisines', 'cuisinesInvalid'],
    [{ latitude: 91 }, 'latitude', 'locationInvalid'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'timeZoneInvalid'],
    [{ minimumOrder: -1 }, 'minimumOrder', 'amountNegative'],
    [{ deliveryTime: 0 }, 'deliveryTime', 'deliveryTimeInvalid'],
    [{ preparationMinutes: 2.5 }, 'preparationMinutes', 'preparationInvalid'],
    [{ tax: 101 }, 'tax', 'taxInvalid'],
    [{ commissionRate: -0.5 }, 'commissionRate', 'commissionInvalid'],
    [{ deliveryRadiusKm: 0 }, 'deliveryRadiusKm', 'radiusInvalid'],
  ] as const)('%o fails %s with %s', (change, field, rule) => {
    expect(restaurantFormErrors({ ...valid, ...change })).toEqual({ [field]: rule });
  });
});

describe('slugFromName', () => {
  it('folds accents, case and punctuation into hyphenated words', () => {
    expect(slugFromName('  Café Zürich #2! ')).toBe('cafe-zurich-2');
  });
});
