import { describe, expect, it } from 'vitest';
import { CARD_CURRENCIES, PAYPAL_CURRENCIES, ZERO_DECIMAL_CURRENCIES } from './currencies.ts';
import { isPaymentCurrencySupported } from './payment-currency.ts';

describe('currency tables', () => {
  it('lists the 16 zero-decimal currencies', () => {
    expect(ZERO_DECIMAL_CURRENCIES).toHaveLength(16);
    expect(new Set(ZERO_DECIMAL_CURRENCIES).size).toBe(16);
  });

  it('lists the 25 PayPal currencies', () => {
    expect(PAYPAL_CURRENCIES).toHaveLength(25);
    expect(new Set(PAYPAL_CURRENCIES).size).toBe(25);
  });

  it('lists about 135 distinct card currencies, including every zero-decimal one', () => {
    expect(new Set(CARD_CURRENCIES).size).toBe(CARD_CURRENCIES.length);
    expect(CARD_CURRENCIES.length).toBeGreaterThanOrEqual(130);
    expect(CARD_CURRENCIES.length).toBeLessThanOrEqual(140);
    for (const code of ZERO_DECIMAL_CURRENCIES) expect(CARD_CURRENCIES).toContain(code);
  });

  it('holds only upper-case ISO codes', () => {
    for (const code of [...CARD_CURRENCIES, ...PAYPAL_CURRENCIES, ...ZERO_DECIMAL_CURRENCIES]) {
      expect(code).toMatch(/^[A-Z]{3}$/);
    }
  });
});

describe('isPaymentCurrencySupported', () => {
  it.each([
    ['COD', 'XYZ', true], // cash always works
    ['COD', '', true],
    ['STRIPE', 'USD', true],
    ['STRIPE', 'PKR', true],
    ['STRIPE', 'pkr', true],
    ['STRIPE', 'JPY', true],
    ['STRIPE', 'XYZ', false],
    ['STRIPE', '', false],
    ['PAYPAL', 'USD', true],
    ['PAYPAL', 'JPY', true],
    ['PAYPAL', 'PKR', false], // card yes, PayPal no
    ['PAYPAL', 'ZAR', false],
  ] as const)('%s in %s → %s', (method, currency, supported) => {
    expect(isPaymentCurrencySupported(method, currency)).toBe(supported);
  });
});
