import { describe, expect, it } from 'vitest';
import { staffHome } from './staff-home.ts';

describe('staffHome', () => {
  it.each([
    ['RESTAURANT', '/console'],
    ['RIDER', '/rider'],
    ['CUSTOMER', null],
    ['ADMIN', '/admin'],
    ['SUPPORT', '/admin'],
    [undefined, null],
  ])('%s → %s', (role, home) => {
    expect(staffHome(role)).toBe(home);
  });
});
