// Paths of the screens built so far; links elsewhere in the app use these, never string literals.
export const paths = {
  home: '/',
  restaurantList: '/restaurant-list',
  restaurant: (slug: string) => `/restaurant/${encodeURIComponent(slug)}`,
  privacy: '/privacy',
  terms: '/terms',
} as const;
