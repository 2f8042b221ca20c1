import { describe, expect, it } from 'vitest';
import { paypalValue } from './paypal-gateway.ts';

// PayPal amounts are decimal strings in major units with the currency's decimals.
describe('paypalValue', () => {
  it.each([
    [2765, 'USD', '27.65'],
    [5, 'USD', '0.05'],
    [100, 'EUR', '1.00'],
    [0, 'USD', '0.00'],
    [1200, 'JPY', '1200'],
    [1200, 'jpy', '1200'],
  ])('%s %s → %s', (amount, currency, value) => {
    expect(paypalValue(amount, currency)).toBe(value);
  });
});
