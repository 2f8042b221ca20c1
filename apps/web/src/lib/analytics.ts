// Analytics events named by the spec (ordering-core §7). No provider is configured in this build, so
// events go to an in-page queue that a provider adapter (or a test) can read; nothing leaves the page.
export type AnalyticsEvent =
  | 'NAVIGATE_TO_HOME'
  | 'NAVIGATE_TO_RESTAURANTS'
  | 'NAVIGATE_TO_RESTAURANT_DETAIL'
  | 'NAVIGATE_TO_PRIVACY'
  | 'NAVIGATE_TO_TERMS'
  | 'NAVIGATE_TO_FAVOURITES'
  | 'ADD_TO_CART'
  | 'ORDER_PLACED'
  | 'USER_LOGGED_IN'
  | 'USER_CREATED_ACCOUNT'
  | 'USER_LOGGED_OUT'
  | 'NAVIGATE_TO_PROFILE'
  | 'NAVIGATE_TO_STRIPE'
  | 'NAVIGATE_TO_PAYPAL'
  | 'NAVIGATE_TO_ORDERS'
  | 'NAVIGATE_TO_ORDER_DETAIL'
  | 'NAVIGATE_TO_RATE_AND_REVIEW';

export type TrackedEvent = { name: AnalyticsEvent; properties: Record<string, unknown>; at: number };

const queue: TrackedEvent[] = [];

export function trackEvent(name: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  queue.push({ name, properties, at: Date.now() });
  if (queue.length > 100) queue.shift();
}

export function trackedEvents(): readonly TrackedEvent[] {
  return queue;
}

/** Who the events belong to (accounts §4 "Login flow": the user is identified on sign-in). */
export type AnalyticsIdentity = { userId: string; name: string; email: string; phone?: string | null };

let identity: AnalyticsIdentity | null = null;

export function identifyUser(user: AnalyticsIdentity): void {
  identity = { ...user };
}

/** Forgets the identity on sign-out (accounts §4: logout clears the analytics identity). */
export function resetIdentity(): void {
  identity = null;
}

export function currentIdentity(): Readonly<AnalyticsIdentity> | null {
  return identity;
}
