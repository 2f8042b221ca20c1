// Every implemented route of the web app, with real parameters taken from the running server.
export const DEFAULT_LOCATION = { latitude: 33.7001019, longitude: 72.9735978 };

/** Slugs of the restaurants around the default location (the first page when the list is paged). */
export async function nearbySlugs(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query ($latitude: Float, $longitude: Float) { nearByRestaurants(latitude: $latitude, longitude: $longitude) { restaurants { slug } } }',
      variables: DEFAULT_LOCATION,
    }),
  });
  const json = (await response.json()) as {
    data?: { nearByRestaurants: { restaurants: { slug: string }[] } };
  };
  const slugs = json.data?.nearByRestaurants.restaurants.map((r) => r.slug) ?? [];
  if (slugs.length === 0) throw new Error('no restaurant found near the default location');
  return slugs;
}

async function firstRestaurantSlug(origin: string): Promise<string> {
  return (await nearbySlugs(origin))[0]!;
}

export async function weightRoutes(origin: string): Promise<string[]> {
  const slug = await firstRestaurantSlug(origin);
  return [
    '/',
    '/restaurant-list',
    `/restaurant/${slug}`,
    '/pickup',
    '/privacy',
    '/terms',
    // Sign-in flow as a visitor sees it (signed-in screens redirect visitors to /login).
    '/login',
    '/new-login',
    '/login-email',
    '/registration',
    '/forgot-password',
    '/email-sent',
    // Sign-up, contact and confirmation pages.
    '/becomeavendor',
    '/becomerider',
    '/contact_us',
    '/ThankYouPage',
    '/EmailConfirmation',
  ];
}

/** Screens of a signed-in customer (the bench stores the session and a cart before loading them). */
export function signedInRoutes(orderId: string): string[] {
  return [
    '/checkout',
    '/orders',
    `/order-detail/${orderId}`,
    `/stripe?id=${orderId}`,
    `/paypal?id=${orderId}`,
    '/profile',
    '/favourite',
    '/settings',
    '/phone-number',
  ];
}

/**
 * Routes whose screen shows a map on first load: they get the larger page-weight budget. One list for
 * every bench; `:id` stands for any single path segment.
 */
export const MAP_ROUTES = ['/', '/pickup', '/checkout', '/order-detail/:id'];

export function isMapRoute(route: string): boolean {
  const path = route.split(/[?\s]/)[0]!;
  return MAP_ROUTES.some((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`).test(path));
}

/** The routes Lighthouse measures (issue 11): the public entry points and two signed-in screens. */
export async function lighthouseRoutes(origin: string, orderId: string) {
  const slug = await firstRestaurantSlug(origin);
  return [
    { route: '/', signedIn: false },
    { route: '/restaurant-list', signedIn: false },
    { route: `/restaurant/${slug}`, signedIn: false },
    { route: '/login', signedIn: false },
    { route: '/checkout', signedIn: true },
    { route: `/order-detail/${orderId}`, signedIn: true },
  ];
}
