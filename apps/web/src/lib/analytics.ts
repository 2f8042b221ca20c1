// Analytics events named by the spec (ordering-core §7). No provider is configured in this build, so
// events go to an in-page queue that a provider adapter (or a test) can read; nothing leaves the page.
export type AnalyticsEvent =
  | 'NAVIGATE_TO_HOME'
  | 'NAVIGATE_TO_RESTAURANTS'
  | 'NAVIGATE_TO_RESTAURANT_DETAIL'
  | 'NAVIGATE_TO_PRIVACY'
  | 'NAVIGATE_TO_TERMS';

export type TrackedEvent = { name: AnalyticsEvent; properties: Record<string, unknown>; at: number };

const queue: TrackedEvent[] = [];

export function trackEvent(name: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  queue.push({ name, properties, at: Date.now() });
  if (queue.length > 100) queue.shift();
}

export function trackedEvents(): readonly TrackedEvent[] {
  return queue;
}
