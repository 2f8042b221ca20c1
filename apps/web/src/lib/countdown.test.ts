import { describe, expect, it } from 'vitest';
import { countdownEnd, secondsLeft } from './countdown.ts';

describe('resend countdown', () => {
  const start = 1_000_000;

  it.each([
    [0, 30],
    [1, 30], // 29.999 s left still reads 30
    [999, 30],
    [1_000, 29],
    [29_001, 1],
    [30_000, 0],
    [45_000, 0],
  ])('%i ms after a 30 s start → %i', (elapsed, expected) => {
    expect(secondsLeft(countdownEnd(30, start), start + elapsed)).toBe(expected);
  });

  it('ends at once for a zero, negative or unreadable wait', () => {
    for (const seconds of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(secondsLeft(countdownEnd(seconds, start), start)).toBe(0);
    }
  });
});
