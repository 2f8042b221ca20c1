// Paths of the screens built so far; links elsewhere in the app use these, never string literals.
export const paths = {
  home: '/',
  restaurantList: '/restaurant-list',
  restaurant: (slug: string) => `/restaurant/${encodeURIComponent(slug)}`,
  pickup: '/pickup',
  favourites: '/favourite',
  privacy: '/privacy',
  terms: '/terms',
  orders: '/orders',
  checkout: '/checkout',
  orderDetail: (id: string) => `/order-detail/${encodeURIComponent(id)}`,
  stripe: (id: string) => `/stripe?id=${encodeURIComponent(id)}`,
  paypal: (id: string) => `/paypal?id=${encodeURIComponent(id)}`,
  phoneNumber: '/phone-number',
  // Sign-up, contact and confirmation pages (docs/applications.md#pages; their inherited spelling and case).
  becomeVendor: '/becomeavendor',
  becomeRider: '/becomerider',
  contact: '/contact_us',
  emailConfirmation: '/EmailConfirmation',
  thankYou: '/ThankYouPage',
  unsubscribe: '/unsubscribe',
  // The staff apps (docs/restaurant-console.md, docs/rider-app.md), each in its own shell.
  console: '/console',
  rider: '/rider',
  // The operator's back office (docs/admin.md); each section is /admin/<section>.
  admin: '/admin',
} as const;
