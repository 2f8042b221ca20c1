import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressInputSchema, coordinatesSchema } from './address-schemas.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const valid = {
  deliveryAddress: 'House 1, Street 2, Islamabad',
  latitude: '33.7001019',
  longitude: '72.9735978',
};

// docs/product/validation.md#addresses
describe('addressInputSchema', () => {
  it('trims the text, parses text coordinates and defaults the label to Home', () => {
    expect(
      addressInputSchema.parse({ ...valid, deliveryAddress: '  House 1  ', details: ' Gate 3 ' }),
    ).toEqual({
      deliveryAddress: 'House 1',
      details: 'Gate 3',
      label: 'Home',
      latitude: 33.7001019,
      longitude: 72.9735978,
    });
  });

  it.each([
    [{ label: '  Work ' }, 'Work'],
    [{ label: '   ' }, 'Home'],
    [{ label: null }, 'Home'],
  ])('label %j → %j', (overrides, label) => {
    expect(addressInputSchema.parse({ ...valid, ...overrides }).label).toBe(label);
  });

  it('accepts numeric coordinates and keeps an id for edits', () => {
    const parsed = addressInputSchema.parse({ ...valid, _id: 'addr-1', latitude: -33.9, longitude: 151.2 });
    expect(parsed).toMatchObject({ _id: 'addr-1', latitude: -33.9, longitude: 151.2 });
  });

  it.each([
    // the swapped wording is deliberate: empty text → "Delivery details…", no coordinates → "Delivery address…"
    [{ deliveryAddress: '   ' }, ['deliveryAddress: Delivery details is required']],
    [{ deliveryAddress: undefined }, ['deliveryAddress: Delivery details is required']],
    [{ latitude: undefined }, ['latitude: Delivery address is required']],
    [
      { latitude: '', longitude: null },
      ['latitude: Delivery address is required', 'longitude: Delivery address is required'],
    ],
    [{ longitude: 'east' }, ['longitude: Delivery address is required']],
    [{ latitude: '91' }, ['latitude: Latitude must be between -90 and 90']],
    [{ longitude: -180.5 }, ['longitude: Longitude must be between -180 and 180']],
  ])('%j → %j', (overrides, expected) => {
    expect(messages(addressInputSchema, { ...valid, ...overrides })).toEqual(expected);
  });
});

describe('coordinatesSchema', () => {
  it.each([
    [{ latitude: 0, longitude: 0 }, []],
    [{ latitude: -90, longitude: 180 }, []],
    [{ latitude: 90.0001, longitude: 0 }, ['latitude: Latitude must be between -90 and 90']],
    [{ latitude: 0, longitude: -181 }, ['longitude: Longitude must be between -180 and 180']],
    [{ latitude: Number.NaN, longitude: 0 }, ['latitude: Latitude must be between -90 and 90']],
    [{ latitude: '33.7', longitude: 0 }, ['latitude: Latitude must be between -90 and 90']],
  ])('%j → %j', (input, expected) => {
    expect(messages(coordinatesSchema, input)).toEqual(expected);
  });
});

describe('addressInputSchema bounds', () => {
  it.each([
    [{ deliveryAddress: 'a'.repeat(301) }, 'deliveryAddress: The address can be at most 300 characters'],
    [{ details: 'd'.repeat(301) }, 'details: Details can be at most 300 characters'],
    [{ label: 'l'.repeat(51) }, 'label: The label can be at most 50 characters'],
    [{ latitude: 'abc' }, 'latitude: Delivery address is required'],
    [{ longitude: '181' }, 'longitude: Longitude must be between -180 and 180'],
  ])('%j → %s', (overrides, message) => {
    expect(messages(addressInputSchema, { ...valid, ...overrides })).toEqual([message]);
  });

  it('measures the trimmed text, so padding does not count', () => {
    const parsed = addressInputSchema.parse({ ...valid, deliveryAddress: ` ${'a'.repeat(300)} ` });
    expect(parsed.deliveryAddress).toHaveLength(300);
  });
});
