import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, countryLabel, fullPhone, splitPhone } from './phone-countries.ts';

describe('phone countries', () => {
  it('defaults to Pakistan', () => {
    expect(DEFAULT_COUNTRY).toBe('PK');
    expect(COUNTRIES[0]).toEqual({ code: 'PK', dial: '92' });
  });

  it.each([
    ['PK', '3001234567', '+923001234567'],
    ['PK', '0300 1234567', '+923001234567'], // the trunk 0 and spaces go
    ['AE', '50-123-4567', '+971501234567'],
    ['US', '(202) 555-0100', '+12025550100'],
    ['PK', '   ', ''],
  ])('%s %j → %j', (country, national, expected) => {
    expect(fullPhone(country, national)).toBe(expected);
  });

  it.each([
    ['+923001234567', { country: 'PK', national: '3001234567' }],
    ['+971501234567', { country: 'AE', national: '501234567' }], // not +97…
    ['+12025550100', { country: 'US', national: '2025550100' }],
    ['+8551234567', { country: 'KH', national: '1234567' }], // 855 before 85…
    ['+999123', { country: 'PK', national: '999123' }],
    ['03001234567', { country: 'PK', national: '03001234567' }],
    [null, { country: 'PK', national: '' }],
  ])('splits %j', (phone, expected) => {
    expect(splitPhone(phone)).toEqual(expected);
  });

  it('names countries in the page language', () => {
    expect(countryLabel({ code: 'PK', dial: '92' }, 'en')).toBe('Pakistan (+92)');
    expect(countryLabel({ code: 'PK', dial: '92' }, 'not a tag!')).toBe('PK (+92)');
  });
});
