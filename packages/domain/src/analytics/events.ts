// The analytics events the product records (docs/analytics-and-errors.md). Web and API share the list:
// the web sends only these names, and the API refuses any other.

export const NAVIGATION_EVENTS = [
  'NAVIGATE_TO_HOME',
  'NAVIGATE_TO_RESTAURANTS',
  'NAVIGATE_TO_RESTAURANT_DETAIL',
  'NAVIGATE_TO_FAVOURITES',
  'NAVIGATE_TO_FORGOT_PASSWORD',
  'NAVIGATE_TO_ORDERS',
  'NAVIGATE_TO_ORDER_DETAIL',
  'NAVIGATE_TO_RATE_AND_REVIEW',
  'NAVIGATE_TO_TERMS',
  'NAVIGATE_TO_PRIVACY',
  'NAVIGATE_TO_PROFILE',
  'NAVIGATE_TO_STRIPE',
  'NAVIGATE_TO_PAYPAL',
] as const;

export const ACCOUNT_EVENTS = ['USER_LOGGED_IN', 'USER_CREATED_ACCOUNT', 'USER_LOGGED_OUT'] as const;

export const ANALYTICS_EVENTS = [
  ...NAVIGATION_EVENTS,
  ...ACCOUNT_EVENTS,
  'ADD_TO_CART',
  'ORDER_PLACED',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** At most this many events travel in one batch from the web. */
export const ANALYTICS_BATCH_MAX = 50;
