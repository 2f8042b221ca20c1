import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration, operationOf } from './fixtures.ts';
import { MAP_LOADED, pinsOrClusters, showHomeMap } from './map-helpers.ts';

// Public screens arrive rendered from the server and hydrate without asking again for their data
// (docs/web-rendering.md).
const LOCATION = {
  _id: 'current-location',
  label: 'Current location',
  latitude: 33.7001019,
  longitude: 72.9735978,
  deliveryAddress: 'Current location',
  details: '',
};
const locationCookie = `location=${encodeURIComponent(JSON.stringify(LOCATION))}`;

/** The text of an HTML document with its scripts and the page data removed: what shows before any script. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

type Restaurant = { name: string; slug: string; categories: { foods: { title: string }[] }[] };

// Names without characters HTML escapes, so they can be looked for in the raw page as they are.
const plain = (text: string) => !/[&<>"']/.test(text);

async function firstRestaurant(request: APIRequestContext): Promise<Restaurant> {
  const post = async <T>(query: string, variables: Record<string, unknown>) =>
    ((await (await request.post('/graphql', { data: { query, variables } })).json()) as { data: T }).data;
  const { nearByRestaurants } = await post<{
    nearByRestaurants: { restaurants: { name: string; slug: string }[] };
  }>(
    'query($lat: Float, $lng: Float) { nearByRestaurants(latitude: $lat, longitude: $lng) { restaurants { name slug } } }',
    { lat: LOCATION.latitude, lng: LOCATION.longitude },
  );
  const { slug } = nearByRestaurants.restaurants.find((r) => plain(r.name))!;
  const { restaurant } = await post<{ restaurant: Restaurant }>(
    'query($slug: String!) { restaurant(slug: $slug) { name slug categories { foods { title } } } }',
    { slug },
  );
  return restaurant;
}

test('the restaurant list and a menu are in the first HTML', async ({ request }) => {
  const restaurant = await firstRestaurant(request);
  const list = await request.get('/restaurant-list', { headers: { cookie: locationCookie } });
  expect(list.headers()['content-type']).toMatch(/text\/html/);
  const listText = visibleText(await list.text());
  expect(listText).toContain(restaurant.name);

  const menu = await request.get(`/restaurant/${restaurant.slug}`, { headers: { cookie: locationCookie } });
  const menuText = visibleText(await menu.text());
  expect(menuText).toContain(restaurant.name);
  const dish = restaurant.categories.flatMap((category) => category.foods).find((food) => plain(food.title))!;
  expect(menuText).toContain(dish.title);
  // Complete as sent: no part of the page waits for an inline script to be swapped in.
  expect(inlineScripts(await list.text())).toEqual([]);
  expect(inlineScripts(await menu.text())).toEqual([]);
});

test('an Arabic language cookie renders right-to-left on the server', async ({ request }) => {
  const html = await (await request.get('/restaurant-list', { headers: { cookie: 'language=ar' } })).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
});

/** Script tags that would run inline (neither a file nor JSON data): a strict CSP forbids them. */
const inlineScripts = (html: string) =>
  html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g) ?? [];

test('signed-in screens get their frame, naming their chunks and texts for preloading', async ({
  request,
}) => {
  const html = await (await request.get('/orders', { headers: { cookie: 'language=ar' } })).text();
  // The frame (top bar, a placeholder) but no data: the browser renders the screen afresh.
  expect(html).toMatch(/<div id="root"><div[^>]*>.*<header/s);
  expect(html).not.toContain('id="page-data"');
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  const detail = visibleText(await (await request.get('/order-detail/some-order')).text());
  expect(detail).toContain('Order ...');
  expect(inlineScripts(html)).toEqual([]);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(preloads.some((href) => /\/orders-page-[\w-]+\.js$/.test(href))).toBe(true);
  // Every preloaded file exists.
  for (const href of preloads) expect((await request.get(href)).status()).toBe(200);
});

for (const path of ['/restaurant-list', 'restaurant']) {
  test(`hydrating ${path} asks for none of its data again and logs no hydration error`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // a whole page load and hydration on a shared, busy machine
    const url = path === 'restaurant' ? `/restaurant/${(await firstRestaurant(request)).slug}` : path;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const operations: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/graphql') operations.push(req.postData() ?? req.url());
    });
    await page.goto(url);
    // Hydrated: React attached its handlers, so the search field / menu reacts to input.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // By operation name: the web sends registered documents by hash, without their text.
    const dataQueries = operations.filter((body) =>
      ['NearByRestaurants', 'Restaurant', 'RestaurantInfo'].includes(operationOf(body) ?? ''),
    );
    expect(dataQueries).toEqual([]);
    expect(problems.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
}

test('the app runs under its Content-Security-Policy: no violation on the home map, the list and a menu; inline script is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // three page loads and a map on a shared, busy machine
  const restaurant = await firstRestaurant(request);
  // Every violation the browser reports, from the first byte of each page (docs/security.md).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  await waitForHydration(page);
  // The map draws Leaflet's panes, the offline base map and clustered pins (style attributes).
  await showHomeMap(page);
  await expect(pinsOrClusters(page.locator('.leaflet-container').first()).first()).toBeVisible(MAP_LOADED);
  expect(await violations()).toEqual([]);

  for (const path of ['/restaurant-list', `/restaurant/${restaurant.slug}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }

  // An injected inline script does not run, and the browser reports it.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline$/)]);
  expect(consoleViolations).toHaveLength(1);
});
