import { ANALYTICS_BATCH_MAX, type AnalyticsEventName } from '@food/domain';
import { readItem, writeItem } from './storage.ts';

// The product's analytics events (docs/analytics-and-errors.md). Events wait in a small queue and
// leave in one batch a few seconds later, when the page is hidden, or when the identity changes, by
// navigator.sendBeacon (or a keepalive fetch), to our own API, which stores them and forwards them to
// the configured provider. No third-party script; only the ids and fields each event lists.

export type AnalyticsEvent = AnalyticsEventName;
export type TrackedEvent = { name: AnalyticsEvent; properties: Record<string, unknown>; at: number };

export const ANALYTICS_ENDPOINT = '/analytics/events';
const FLUSH_DELAY_MS = 3000;
const ANONYMOUS_ID_KEY = 'analyticsId';

type Transport = (body: string) => void;

function beacon(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(ANALYTICS_ENDPOINT, blob)) return;
  void fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

let transport: Transport | null = typeof window === 'undefined' ? null : beacon;
let queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let userId: string | null = null;
const recent: TrackedEvent[] = [];

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's random id until sign-out; it names no one. */
function anonymousId(): string {
  let id = readItem(ANONYMOUS_ID_KEY);
  if (!id || !/^[\w-]{8,64}$/.test(id)) {
    id = randomId();
    writeItem(ANONYMOUS_ID_KEY, id);
  }
  return id;
}

/** Sends what is queued, as the current identity, now. */
export function flushAnalytics(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0 || !transport) return;
  const events = queue;
  queue = [];
  transport(JSON.stringify({ anonymousId: anonymousId(), userId, events }));
}

let listening = false;
function listenForPageHide() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // The last chance to send before the tab goes away or to the background.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}

export function trackEvent(name: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  const event = { name, properties, at: Date.now() };
  recent.push(event);
  if (recent.length > 100) recent.shift();
  if (!transport) return;
  listenForPageHide();
  queue.push(event);
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

/** The last events recorded in this page (tests). */
export function trackedEvents(): readonly TrackedEvent[] {
  return recent;
}

/** Who the following events belong to (docs/product/accounts.md#sign-in). */
export function identifyUser({ userId: id }: { userId: string }): void {
  if (id === userId) return;
  flushAnalytics();
  userId = id;
}

/** Sign-out: what is queued leaves as the user, then a new random id starts (the identity is reset). */
export function resetIdentity(): void {
  flushAnalytics();
  userId = null;
  writeItem(ANONYMOUS_ID_KEY, randomId());
}

export function currentUserId(): string | null {
  return userId;
}

/** Replaces how batches leave (tests). */
export function setAnalyticsTransport(next: Transport | null): void {
  transport = next;
}
