import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flushAnalytics,
  identifyUser,
  resetIdentity,
  setAnalyticsTransport,
  trackEvent,
} from './analytics.ts';

type Batch = { anonymousId: string; userId: string | null; events: { name: string; properties: object }[] };

const USER = '3b241101-e2bb-4255-8caf-4136c566a962';
let sent: Batch[];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  setAnalyticsTransport((body) => sent.push(JSON.parse(body) as Batch));
});
afterEach(() => {
  flushAnalytics();
  resetIdentity();
  setAnalyticsTransport(null);
  vi.useRealTimers();
});

describe('analytics batching', () => {
  it('sends events together a few seconds after the first, not one request each', () => {
    trackEvent('NAVIGATE_TO_HOME');
    trackEvent('NAVIGATE_TO_RESTAURANTS');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((e) => e.name)).toEqual(['NAVIGATE_TO_HOME', 'NAVIGATE_TO_RESTAURANTS']);
    expect(sent[0]!.userId).toBeNull();
    expect(sent[0]!.anonymousId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends at once when a batch is full', () => {
    for (let i = 0; i < 50; i++) trackEvent('NAVIGATE_TO_TERMS');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toHaveLength(50);
  });

  it('sends what came before sign-in as anonymous, and what follows as the user', () => {
    trackEvent('ADD_TO_CART', { restaurantId: 'r', foodId: 'f', variationId: 'v', quantity: 1 });
    identifyUser({ userId: USER });
    trackEvent('USER_LOGGED_IN', { userId: USER });
    vi.advanceTimersByTime(3000);
    expect(sent.map((b) => [b.userId, b.events.map((e) => e.name)])).toEqual([
      [null, ['ADD_TO_CART']],
      [USER, ['USER_LOGGED_IN']],
    ]);
    expect(sent[0]!.anonymousId).toBe(sent[1]!.anonymousId);
  });

  it('sends the logout as the user, then starts a new anonymous id', () => {
    identifyUser({ userId: USER });
    trackEvent('NAVIGATE_TO_PROFILE');
    trackEvent('USER_LOGGED_OUT');
    resetIdentity();
    trackEvent('NAVIGATE_TO_HOME');
    vi.advanceTimersByTime(3000);
    expect(sent.map((b) => [b.userId, b.events.map((e) => e.name)])).toEqual([
      [USER, ['NAVIGATE_TO_PROFILE', 'USER_LOGGED_OUT']],
      [null, ['NAVIGATE_TO_HOME']],
    ]);
    expect(sent[1]!.anonymousId).not.toBe(sent[0]!.anonymousId);
  });
});
