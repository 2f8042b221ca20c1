import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration, isOperation } from './fixtures.ts';
import { MAP_LOADED, focusRestaurantPin, openClusters, pinsOrClusters, showHomeMap } from './map-helpers.ts';

// Issue "Browsing, maps and the cart": the home place search and map, and the pick-up screen
// (docs/product/screens.md#home, docs/product/screens.md#pick-up). The seeded world is around Islamabad and
// the built-in gazetteer answers place searches, so nothing leaves the machine.

const JINNAH_SUPER = { latitude: 33.7207, longitude: 73.0562 };

const addressBox = (page: Page) => page.getByRole('combobox', { name: 'Delivery address' });
const homeMap = (page: Page) =>
  page.getByRole('region', { name: 'Map of restaurants near your delivery location' });
const pickupMap = (page: Page) => page.getByRole('region', { name: 'Map of restaurants for pick-up' });
const pickupList = (page: Page) => page.getByRole('region', { name: 'All restaurants' });
/** Restaurant markers are buttons named after the restaurant; the delivery location is an image. */
const restaurantMarkers = (map: Locator) => map.locator('.map-marker--restaurant');

type GraphqlBody = { operationName?: string; query?: string; variables?: Record<string, unknown> };
const graphqlBody = (postData: string | null): GraphqlBody => {
  try {
    return JSON.parse(postData ?? '{}') as GraphqlBody;
  } catch {
    return {};
  }
};

/** The marker at the top of the stack at its own centre, so a real mouse click lands on it. */
async function topmostMarker(map: Locator): Promise<Locator> {
  const markers = restaurantMarkers(map);
  await expect(markers.first()).toBeVisible();
  const index = await markers.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 3);
      return hit !== null && element.contains(hit);
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return markers.nth(index);
}

/** Clicks where topmostMarker tested that the marker is on top (the pin's head). */
async function clickMarker(marker: Locator) {
  const box = await marker.boundingBox();
  if (!box) throw new Error('marker is not on screen');
  await marker.click({ position: { x: box.width / 2, y: box.height / 3 } });
}

/** With `clock` (Playwright's, installed before the page loaded) the keys are typed while time stands still. */
async function chooseJinnahSuper(page: Page, { clock = false } = {}) {
  const box = addressBox(page);
  await box.fill('');
  if (clock) await page.clock.pauseAt(Date.now() + 1_000);
  await box.pressSequentially('F-7');
  if (clock) {
    await page.clock.runFor(300);
    await page.clock.resume();
  }
  const option = page.getByRole('option', { name: /Jinnah Super Market/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(box).toHaveValue(/Jinnah Super Market, F-7 Markaz, Islamabad/);
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function useDevicePosition(context: BrowserContext, position = JINNAH_SUPER) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(position);
}

test.describe('home place search', () => {
  test('search an address, choose a suggestion and find restaurants around it', async ({ page }) => {
    // The debounce is judged on Playwright's clock, not on how fast a loaded machine types.
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const searches: GraphqlBody[] = [];
    page.on('request', (request) => {
      if (isOperation(request.postData(), 'PlaceSuggestions')) searches.push(graphqlBody(request.postData()));
    });
    await chooseJinnahSuper(page, { clock: true });
    // Debounced (200 ms): "F-7" typed within it never asks for "F" or "F-".
    expect(searches.map((s) => s.variables?.query)).toContain('F-7');
    expect(searches.map((s) => s.variables?.query)).not.toContain('F');
    expect(searches.map((s) => s.variables?.query)).not.toContain('F-');

    const listRequest = page.waitForRequest((r) => isOperation(r.postData(), 'NearByRestaurants'));
    await page.getByRole('button', { name: 'Find restaurants' }).click();
    await expect(page).toHaveURL(/\/restaurant-list$/);
    // The list's first page (docs/restaurant-paging.md): no search, no cursor.
    expect(graphqlBody((await listRequest).postData()).variables).toEqual({
      ...JINNAH_SUPER,
      search: null,
      after: null,
      carousels: true,
    });
    // Both the bar and the list's heading name the chosen place.
    await expect(page.getByRole('button', { name: /Delivering to Jinnah Super Market/ })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Delivering to Jinnah Super Market/)).toBeVisible();
    await expect(page.locator('main a[href^="/restaurant/"]').first()).toBeVisible();

    // The chosen location survives a reload.
    await page.goto('/');
    await waitForHydration(page);
    await expect(addressBox(page)).toHaveValue(/Jinnah Super Market/);
  });

  test('the suggestion list works by keyboard, and Enter finds restaurants', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const box = addressBox(page);
    await box.fill('');
    await box.pressSequentially('jinnah');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('ArrowDown'); // reopens on the first suggestion
    const chosen = (await page.getByRole('option', { selected: true }).innerText()).split('\n')[0] ?? '';
    await box.press('Enter'); // chooses it; the page stays
    await expect(box).toHaveValue(new RegExp(chosen));
    await expect(page).toHaveURL(/\/$/);
    await box.press('Enter'); // then Enter finds restaurants
    await expect(page).toHaveURL(/\/restaurant-list$/);
  });

  test('edited text is not a location: Find stays and explains', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await addressBox(page).fill('somewhere I typed');
    await page.getByRole('button', { name: 'Find restaurants' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: /Choose an address/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear address' }).click();
    await expect(addressBox(page)).toHaveValue('');
    await expect(addressBox(page)).toBeFocused();
  });

  test('use current location fills the address from the device position', async ({ page, context }) => {
    await useDevicePosition(context);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(addressBox(page)).toHaveValue(/Islamabad/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null'));
    expect(stored).toMatchObject(JINNAH_SUPER);
    await page.getByRole('button', { name: 'Find restaurants' }).click();
    await expect(page).toHaveURL(/\/restaurant-list$/);
  });

  test('geolocation denied shows the browser error in an alert', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /denied/i })).toBeVisible();
  });

  test('without geolocation it says "Geolocation is not supported."', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Geolocation is not supported.' })).toBeVisible();
  });
});

test.describe('home map', () => {
  test('shows restaurant markers around the location; a marker opens its restaurant', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await showHomeMap(page);
    const map = homeMap(page);
    await expect(pinsOrClusters(map).first()).toBeVisible(MAP_LOADED);
    await expect(map.getByRole('img', { name: 'Your delivery location' })).toBeVisible();
    await expect(map.getByText('Schematic map of the demo city')).toBeVisible();

    const marker = await focusRestaurantPin(page, map);
    const name = (await marker.getAttribute('aria-label')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/restaurant\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the map follows a newly chosen place', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await showHomeMap(page);
    await expect(pinsOrClusters(homeMap(page)).first()).toBeVisible();
    const request = page.waitForRequest((r) => isOperation(r.postData(), 'HomeRestaurants'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await chooseJinnahSuper(page);
    expect(graphqlBody((await request).postData()).variables).toEqual(JINNAH_SUPER);
  });
});

// /pickup comes rendered by the server (docs/web-rendering.md); the answers below are the browser's own,
// so the screen is opened from the home screen's top bar once React has taken over the page.
async function openPickupFromHome(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.getByRole('link', { name: 'Pick-up', exact: true }).click();
  await expect(page).toHaveURL(/\/pickup$/);
}

test.describe('pick-up screen', () => {
  test('a marker click scrolls to and focuses its card', async ({ page }) => {
    await page.goto('/pickup');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick up your order' })).toBeVisible();
    const map = pickupMap(page);
    await expect(map.getByRole('img', { name: 'Your delivery location' })).toBeVisible(MAP_LOADED);
    await expect(pickupList(page).getByRole('link').first()).toBeVisible();
    await openClusters(map);

    const marker = await topmostMarker(map);
    const name = (await marker.getAttribute('aria-label')) ?? '';
    await clickMarker(marker);
    const card = pickupList(page).getByRole('link', { name, exact: true });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();

    // The last card, far down the list, by keyboard.
    const lastMarker = restaurantMarkers(map).last();
    const lastName = (await lastMarker.getAttribute('aria-label')) ?? '';
    await lastMarker.focus();
    await page.keyboard.press('Enter');
    const lastCard = pickupList(page).getByRole('link', { name: lastName, exact: true });
    await expect(lastCard).toBeFocused();
    await expect(lastCard).toBeInViewport();
  });

  test('"Search area" asks again around the map centre', async ({ page }) => {
    await page.goto('/pickup');
    const map = pickupMap(page);
    await expect(pinsOrClusters(map).first()).toBeVisible(MAP_LOADED);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null'));

    // Pan the map east by keyboard (80 px, about 10 km at zoom 10), then search there.
    const home = map.getByRole('img', { name: 'Your delivery location' });
    const before = (await home.boundingBox())?.x ?? 0;
    await map.focus();
    await page.keyboard.press('ArrowRight');
    // Until the pan's animation has ended (the pin still between two reads), or the search reads a
    // centre that is still moving and the second search another one.
    let lastX = Number.NaN;
    await expect
      .poll(
        async () => {
          const x = (await home.boundingBox())?.x ?? before;
          const settled = x === lastX && x < before - 40;
          lastX = x;
          return settled;
        },
        { intervals: [100] },
      )
      .toBe(true);
    const request = page.waitForRequest((r) => isOperation(r.postData(), 'PickupRestaurants'));
    await page.getByRole('button', { name: 'Search area' }).click();
    const variables = graphqlBody((await request).postData()).variables as {
      latitude: number;
      longitude: number;
    };
    expect(variables.longitude).toBeGreaterThan(stored.longitude);
    expect(variables.latitude).toBeCloseTo(stored.latitude, 3);
    await expect(pickupList(page).getByRole('link').first()).toBeVisible();

    // The same centre again still re-queries.
    const again = page.waitForRequest((r) => isOperation(r.postData(), 'PickupRestaurants'));
    await page.getByRole('button', { name: 'Search area' }).click();
    expect(graphqlBody((await again).postData()).variables).toEqual(variables);
  });

  test('an empty answer says "No restaurants found"', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if (!isOperation(route.request().postData(), 'PickupRestaurants')) return route.fallback();
      await route.fulfill({ json: { data: { nearByRestaurants: { restaurants: [] } } } });
    });
    await openPickupFromHome(page);
    await expect(pickupList(page).getByText('No restaurants found')).toBeVisible();
    await expect(pickupMap(page).getByRole('img', { name: 'Your delivery location' })).toBeVisible();
  });

  test('a failing API says "Unable to load data"', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if (!isOperation(route.request().postData(), 'PickupRestaurants')) return route.fallback();
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
    });
    await openPickupFromHome(page);
    await expect(pickupList(page).getByRole('alert')).toHaveText(/Unable to load data/);
  });

  test('coordinates that cannot be parsed are sent as null', async ({ page, context }) => {
    await page.goto('/pickup');
    await expect(pickupList(page).getByRole('link').first()).toBeVisible();
    const request = page.waitForRequest((r) => isOperation(r.postData(), 'PickupRestaurants'));
    // Another tab stores a location whose latitude is not a number.
    const other = await context.newPage();
    await other.goto('/privacy');
    await other.evaluate(() =>
      localStorage.setItem(
        'location',
        JSON.stringify({ _id: 'x', label: 'Home', latitude: 'north', longitude: 73.05 }),
      ),
    );
    expect(graphqlBody((await request).postData()).variables).toEqual({
      latitude: null,
      longitude: 73.05,
      after: null,
    });
    await expect(pickupList(page).getByText('Unable to load data')).toBeVisible();
  });

  test('choosing a restaurant while the cart holds another one asks first', async ({ page, request }) => {
    const response = await request.post('/graphql', {
      data: {
        query:
          '{ nearByRestaurants(latitude: 33.7001019, longitude: 72.9735978) { restaurants { _id name slug image } } }',
      },
    });
    const { restaurants } = (await response.json()).data.nearByRestaurants as {
      restaurants: { _id: string; name: string; slug: string; image: string }[];
    };
    const [inCart, other] = restaurants;
    if (!inCart || !other) throw new Error('the demo world needs two restaurants');
    const cart = {
      restaurantId: inCart._id,
      restaurant: { id: inCart._id, slug: inCart.slug, name: inCart.name, image: inCart.image },
      lines: [
        {
          key: 'line-1',
          foodId: 'food-1',
          variationId: 'variation-1',
          quantity: 1,
          addons: [],
          specialInstructions: '',
          title: 'Test dish',
          foodTitle: 'Test dish',
          variationTitle: 'Regular',
          optionTitles: [],
          unitPrice: 500,
        },
      ],
    };
    await page.addInitScript((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
    await page.goto('/pickup');
    const card = pickupList(page).getByRole('link', { name: other.name, exact: true });

    await card.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /cancel/i }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pickup$/);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();

    await card.click();
    await page.getByRole('alertdialog').getByRole('button', { name: /ok/i }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurant/${other.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test("the cart's own restaurant, or any with an empty cart, opens without asking", async ({ page }) => {
    await page.goto('/pickup');
    const first = pickupList(page).getByRole('link').first();
    const name = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/restaurant\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test('home and pick-up have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await showHomeMap(page);
  await expect(pinsOrClusters(homeMap(page)).first()).toBeVisible();
  await addressBox(page).fill('F-7');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/pickup');
  await expect(pinsOrClusters(pickupMap(page)).first()).toBeVisible(MAP_LOADED);
  await expect(pickupList(page).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// Pictures of home and pick-up at 375 and 1400 px: shots/places.shots.ts (`npm run shots`).
test('the pick-up screen has no sideways scrolling at 375 and 1400 px', async ({ page }) => {
  for (const width of [375, 1400]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.goto('/pickup');
    await expect(pinsOrClusters(pickupMap(page)).first()).toBeVisible(MAP_LOADED);
    await expect(pickupList(page).getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
