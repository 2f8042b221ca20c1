import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './round-half-up.ts';

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3], // not banker's rounding
    [2.4999, 2], // a real fraction below the half survives the noise snap
    [100.49999999999999, 101], // 1.005 * 100 in binary floating point
    [-0.5, -1], // halves away from zero
    [-2.5, -3],
    [-0.2, 0],
    [12345678.5, 12345679],
  ])('%s → %s', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (x) => {
    expect(() => roundHalfUp(x)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});
