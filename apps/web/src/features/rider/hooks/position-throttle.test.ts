import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS, MIN_GAP_MS, shouldReport, trailingAt } from './position-throttle.ts';

const here = { latitude: 33.7, longitude: 73.0 };
// About 111 m north.
const there = { latitude: 33.701, longitude: 73.0 };
// About 11 m north.
const step = { latitude: 33.7001, longitude: 73.0 };

describe('shouldReport', () => {
  it('reports the first fix', () => {
    expect(shouldReport(null, { position: here, at: 0 })).toBe(true);
  });
  it('never twice within the minimum gap, however far the move', () => {
    expect(shouldReport({ position: here, at: 0 }, { position: there, at: MIN_GAP_MS - 1 })).toBe(false);
  });
  it('after the gap, a real move is reported and a small one waits for the heartbeat', () => {
    expect(shouldReport({ position: here, at: 0 }, { position: there, at: MIN_GAP_MS })).toBe(true);
    expect(shouldReport({ position: here, at: 0 }, { position: step, at: MIN_GAP_MS })).toBe(false);
    expect(shouldReport({ position: here, at: 0 }, { position: step, at: HEARTBEAT_MS })).toBe(true);
  });
});

describe('trailingAt', () => {
  it('sends a real move held back by the gap once the gap has passed', () => {
    expect(trailingAt({ position: here, at: 1_000 }, { position: there, at: 2_000 })).toBe(
      1_000 + MIN_GAP_MS,
    );
  });
  it('lets a small move wait for a later fix', () => {
    expect(trailingAt({ position: here, at: 1_000 }, { position: step, at: 2_000 })).toBeNull();
  });
});
