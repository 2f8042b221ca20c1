import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_EXPIRATION_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  clearSession,
  getToken,
  isExpired,
  msUntilExpiry,
  setSession,
} from './session.ts';
import { readItem } from './storage.ts';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');

describe('session expiry', () => {
  afterEach(() => clearSession());

  it.each([
    [null, null],
    ['not a date', null],
    ['2025-06-01T12:00:30.000Z', 30_000],
    ['2025-06-01T12:00:00.000Z', 0],
    ['2025-06-01T11:00:00.000Z', 0],
  ])('msUntilExpiry(%j) → %j', (expiration, expected) => {
    expect(msUntilExpiry(expiration, NOW)).toBe(expected);
  });

  it('treats a passed expiry as expired and a missing one as valid', () => {
    expect(isExpired('2025-06-01T11:59:59.999Z', NOW)).toBe(true);
    expect(isExpired('2025-06-01T12:00:00.001Z', NOW)).toBe(false);
    expect(isExpired(null, NOW)).toBe(false);
  });

  it('returns a live token', () => {
    setSession({ token: 'abc', tokenExpiration: '2025-06-02T00:00:00.000Z' });
    expect(getToken(NOW)).toBe('abc');
  });

  it('drops an expired token and its expiry from storage', () => {
    setSession({ token: 'abc', tokenExpiration: '2025-06-01T11:00:00.000Z' });
    expect(getToken(NOW)).toBeNull();
    expect(readItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(readItem(TOKEN_EXPIRATION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a blank token and clears both keys on sign-out', () => {
    setSession({ token: '  ', tokenExpiration: null });
    expect(getToken(NOW)).toBeNull();
    setSession({ token: 'abc', tokenExpiration: null });
    clearSession();
    expect(getToken(NOW)).toBeNull();
  });
});
