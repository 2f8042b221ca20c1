import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { MAP_LOADED, showHomeMap } from './map-helpers.ts';

// Screens that show every restaurant in range, not one page of the list (docs/restaurant-paging.md
// "Offers and sections", docs/maps.md "Home map"): the home map and its count, and the list's
// offers and sections carousels, whose last card a mouse can always reach.

const LOCATION = { latitude: 33.7001019, longitude: 72.9735978 };

type Grouping = { name: string; restaurants: string[] };
type InRange = {
  totalCount: number;
  restaurants: { _id: string; slug: string }[];
  offers: Grouping[];
  sections: Grouping[];
};

/** Every restaurant in range (the demo city has about 60, one page of 100) with its offers and sections. */
async function everythingInRange(request: APIRequestContext): Promise<InRange> {
  const response = await request.post('/graphql', {
    data: {
      query: `query($latitude: Float, $longitude: Float) {
        nearByRestaurants(latitude: $latitude, longitude: $longitude, first: 100) {
          totalCount
          restaurants { _id slug }
          offers { name restaurants }
          sections { name restaurants }
        }
      }`,
      variables: LOCATION,
    },
  });
  const answer = (await response.json()) as { data: { nearByRestaurants: InRange } };
  const inRange = answer.data.nearByRestaurants;
  expect(inRange.restaurants).toHaveLength(inRange.totalCount);
  return inRange;
}

const homeMap = (page: Page) =>
  page.getByRole('region', { name: 'Map of restaurants near your delivery location' });

test('the home map counts and shows every restaurant in range', async ({ page, request }) => {
  const { totalCount } = await everythingInRange(request);
  expect(totalCount).toBeGreaterThan(30);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText(`Restaurants near you: ${totalCount}.`)).toBeVisible();
  await showHomeMap(page);
  const map = homeMap(page);
  await expect(map.locator('.map-marker--restaurant, .map-cluster').first()).toBeVisible(MAP_LOADED);
  // Each pin is one restaurant, each cluster says how many it holds: together, every one in range.
  const shown = async () => {
    const pins = await map.locator('.map-marker--restaurant').count();
    const clustered = await map
      .locator('.map-cluster')
      .evaluateAll((clusters) => clusters.reduce((sum, cluster) => sum + Number(cluster.textContent), 0));
    return pins + clustered;
  };
  await expect.poll(shown).toBe(totalCount);
});

const carouselSections = (page: Page) => page.locator('main section[aria-labelledby]:has(ul.carousel-track)');

/** Each carousel on the page: its title and the slugs of its cards, in order. */
function carouselsOnPage(page: Page) {
  return carouselSections(page).evaluateAll((sections) =>
    sections.map((section) => ({
      title: section.querySelector('h2')?.textContent ?? '',
      slugs: Array.from(section.querySelectorAll('ul.carousel-track > li a[href^="/restaurant/"]')).map(
        (link) => link.getAttribute('href')!.replace('/restaurant/', ''),
      ),
    })),
  );
}

test('every offer and section carousel holds all its restaurants in range', async ({ page, request }) => {
  const inRange = await everythingInRange(request);
  const slugOf = new Map(inRange.restaurants.map((restaurant) => [restaurant._id, restaurant.slug]));
  const expected = [...inRange.offers, ...inRange.sections].map((grouping) => ({
    title: grouping.name,
    slugs: grouping.restaurants.map((id) => slugOf.get(id)!),
  }));
  // The demo city's seven, some larger than a first page of the grid could fill.
  expect(expected.length).toBe(7);
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await expect(carouselSections(page).first()).toBeVisible();
  expect(await carouselsOnPage(page)).toEqual(expected);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Whether the card lies wholly within its carousel's visible track. */
  const whollyShown = (card: Locator) =>
    card.evaluate((item) => {
      const track = item.closest('ul')!.getBoundingClientRect();
      const box = item.getBoundingClientRect();
      return box.left >= track.left - 1 && box.right <= track.right + 1;
    });

  test('a carousel of four cards lets a mouse reach its last card', async ({ page }) => {
    await page.goto('/restaurant-list');
    await waitForHydration(page);
    await expect(carouselSections(page).first()).toBeVisible();
    const four = carouselSections(page)
      .filter({ has: page.locator('ul.carousel-track > li:nth-child(4)') })
      .filter({
        hasNot: page.locator('ul.carousel-track > li:nth-child(5)'),
      });
    await expect(four).not.toHaveCount(0);
    const carousel = four.first();
    const title = (await carousel.locator('h2').textContent()) ?? '';
    const last = carousel.locator('ul.carousel-track > li').last();
    await carousel.scrollIntoViewIfNeeded();
    // Four cards do not fit 1280 px, so the forward arrow is there and brings the last card into view.
    expect(await whollyShown(last)).toBe(false);
    const forward = carousel.getByRole('button', { name: `Scroll ${title} forward` });
    await expect(forward).toBeVisible();
    await forward.click();
    await expect.poll(() => whollyShown(last)).toBe(true);
    // Its image is fetched as it comes near (docs/restaurant-paging.md "Carousels").
    await expect(last.locator('img')).toBeVisible();
    await expect(forward).toHaveAttribute('aria-disabled', 'true');
  });
});
