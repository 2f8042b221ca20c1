// Constants the tests and end-to-end journeys rely on. They do not depend on the clock: every
// restaurant named here is open (or closed) at any hour of any day.

export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'Demo1234',
  name: 'Demo Customer',
  phone: '+923001234567',
} as const;

/** The default delivery location (docs/product/limits.md#maps-and-layout). */
export const DEMO_LOCATION = { latitude: 33.7001019, longitude: 72.9735978 } as const;

export const DEMO_TIME_ZONE = 'Asia/Karachi';

export const DEMO_SLUGS = {
  /** Open 00:00–24:00 every day, available, no minimum order, six categories of 4–6 foods. */
  open: 'karahi-point',
  /** No opening-time rows at all: "closed all day" every day. */
  closedNow: 'koi-sushi-grill',
  /** isAvailable false (and open 00:00–24:00, so only availability closes it). */
  unavailable: 'szechuan-garden',
  /**
   * Open 00:00–24:00 every day; its first food ("Margalla Supreme") has Small/Medium/Large, each with a
   * required single-choice group "Choose your crust" (1..1), an optional multi-choice group
   * "Extra toppings" (0..3) and an optional single-choice "Add a drink" (0..1). No minimum order.
   */
  requiredAddons: 'margalla-slice-co',
  /** Open 00:00–24:00 every day, minimum order 2500 ($25.00). */
  highMinimum: 'butchers-block',
} as const;

/** Coupon codes (the code a customer types is the coupon title). */
export const DEMO_COUPONS = {
  tenPercent: 'WELCOME10',
  halfOff: 'HALFOFF',
  free: 'FREEMEAL',
  fiveOff: 'FIVEOFF',
  disabled: 'EXPIRED20',
} as const;
