import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// The restaurant list is paged (docs/restaurant-paging.md): 12 cards first, the next page as the user
// scrolls towards the end, or with the "Load more" button from the keyboard. The demo city has 60+
// restaurants in range, so six pages. The grid is windowed: only the rows near the viewport are
// mounted, each card carrying its position in the list (aria-posinset).
const gridSection = 'section[aria-labelledby="all-restaurants-title"]';
const gridCards = (page: Page) => page.locator(`${gridSection} a[href^="/restaurant/"]`);

/** The mounted cards of the grid, in DOM order: position in the list, list size and link. */
function mountedCards(page: Page) {
  return page.locator(`${gridSection} li[aria-posinset]`).evaluateAll((items) =>
    items.map((item) => ({
      position: Number(item.getAttribute('aria-posinset')),
      setSize: Number(item.getAttribute('aria-setsize')),
      href: item.querySelector('a[href^="/restaurant/"]')?.getAttribute('href') ?? '',
    })),
  );
}

const lastMountedPosition = async (page: Page) =>
  Math.max(0, ...(await mountedCards(page)).map((card) => card.position));

/** Whether a spacer (unmounted rows) shows in the viewport: it never should once the page settles. */
const spacerInView = (page: Page) =>
  page.locator(`${gridSection} li[data-spacer]`).evaluateAll((spacers) =>
    spacers.some((spacer) => {
      const { top, bottom } = spacer.getBoundingClientRect();
      return bottom > 0 && top < innerHeight;
    }),
  );

/**
 * The grid sits below the carousels (every offer and section in range: several screens on a desktop),
 * so its first rows are only mounted once the grid is scrolled near.
 */
async function showGrid(page: Page) {
  await page.locator('#all-restaurants-title').scrollIntoViewIfNeeded();
  await expect(gridCards(page).first()).toBeAttached();
}

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

/** Scrolls to the end until every page is in: neither the button nor its spinner is left. */
async function loadEveryPage(page: Page) {
  // One query for both, as one replaces the other.
  const loadMore = page.getByRole('button', { name: 'Load more restaurants' });
  const pending = loadMore.or(page.locator('main [role="status"]'));
  await expect
    .poll(
      async () => {
        await scrollToEnd(page);
        return pending.count();
      },
      { timeout: 60_000 },
    )
    .toBe(0);
}

test('scrolling to the end of the list loads the next page, with no duplicates', async ({ page }) => {
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await showGrid(page);
  await scrollToEnd(page);
  // Pages of 12 are short, so the sentinel may already be asking for the third page: at least a
  // card of the second page shows at the end, and what is mounted holds no restaurant twice.
  await expect.poll(() => lastMountedPosition(page)).toBeGreaterThan(12);
  const hrefs = (await mountedCards(page)).map((card) => card.href);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // Carousels still come from the first page.
  // (A page of 12 may fit a carousel without its arrows, so the carousel section itself is looked for.)
  const carousels = page.locator('section[aria-labelledby]:not([aria-labelledby="all-restaurants-title"])');
  await expect(carousels.first()).toBeVisible();
});

test('"Load more" works from the keyboard and disappears after the last page', async ({ page }) => {
  // Without IntersectionObserver only the button loads pages, so the keys are what is tested.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await showGrid(page);
  // At the end of the list its last card tells how many restaurants are loaded.
  const loadedAtEnd = async () => {
    await scrollToEnd(page);
    return lastMountedPosition(page);
  };
  const loaded = [await loadedAtEnd()];
  // Every further page by keyboard (bounded), until the last one removes the button.
  const more = page.getByRole('button', { name: 'Load more restaurants' });
  for (let pages = 1; pages < 10 && (await more.count()) > 0; pages += 1) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(loadedAtEnd).toBeGreaterThan(loaded.at(-1) ?? 0);
    loaded.push(await loadedAtEnd());
  }
  // Pages of 12, one per press; only the last may be shorter.
  expect(loaded.slice(0, -1)).toEqual(loaded.slice(0, -1).map((_, index) => 12 * (index + 1)));
  await expect(more).toHaveCount(0);
  // With the last page in, every card tells the list's size: its last position.
  const cards = await mountedCards(page);
  const total = Math.max(...cards.map((card) => card.position));
  expect(total).toBeGreaterThan(60);
  expect(cards.every((card) => card.setSize === total)).toBe(true);
});

test('scrolling through every page keeps the mounted cards bounded and shows each restaurant once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await showGrid(page);
  await loadEveryPage(page);
  const total = Math.max(...(await mountedCards(page)).map((card) => card.setSize));
  expect(total).toBeGreaterThan(60);

  // Back to the top, then down half a screen at a time: whatever is in view is mounted, never more
  // than a few screens of rows, in order, once each; every position shows the same restaurant each
  // time it is mounted.
  const seen = new Map<number, string>();
  let mostMounted = 0;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 200; step += 1) {
    await expect.poll(() => spacerInView(page)).toBe(false);
    const cards = await mountedCards(page);
    mostMounted = Math.max(mostMounted, cards.length);
    // Three screens of rows (the viewport and one on either side): about 8 rows of 3 at 1400x900.
    expect(cards.length).toBeLessThanOrEqual(36);
    const positions = cards.map((card) => card.position);
    const first = positions[0] ?? 0;
    expect(positions).toEqual(positions.map((_, index) => first + index));
    expect(new Set(cards.map((card) => card.href)).size).toBe(cards.length);
    for (const card of cards) {
      expect(seen.get(card.position) ?? card.href).toBe(card.href);
      seen.set(card.position, card.href);
    }
    const atEnd = await page.evaluate(() => {
      if (innerHeight + scrollY >= document.documentElement.scrollHeight - 1) return true;
      window.scrollBy(0, innerHeight / 2);
      return false;
    });
    if (atEnd) break;
  }
  expect(mostMounted).toBeLessThan(total);
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  expect(new Set(seen.values()).size).toBe(total);
});

test('Tab walks the cards in order while the window moves down the list', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await showGrid(page);
  await loadEveryPage(page);
  await showGrid(page);
  await page.locator(`${gridSection} li[aria-posinset="1"] a`).focus();
  // 30 cards, more than are ever mounted at once: each has two stops, its link and its heart.
  const stops: (string | null)[] = [];
  for (let stop = 0; stop < 60; stop += 1) {
    stops.push(
      await page.evaluate(
        () => document.activeElement?.closest('li[aria-posinset]')?.getAttribute('aria-posinset') ?? null,
      ),
    );
    await page.keyboard.press('Tab');
  }
  expect(stops).toEqual(stops.map((_, stop) => String(Math.floor(stop / 2) + 1)));
  // The first cards were left far above and are no longer mounted.
  await expect(page.locator(`${gridSection} li[aria-posinset="1"]`)).toHaveCount(0);
});

test('search asks the server and matches category titles too', async ({ page }) => {
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await showGrid(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) requests.push(request.postData() ?? '');
  });
  await page.getByRole('searchbox').fill('BURGER');
  const results = page.locator('section[aria-labelledby="search-results-title"] a[href^="/restaurant/"]');
  await expect(results.first()).toBeVisible();
  expect(requests.some((body) => body.includes('"search":"BURGER"'))).toBe(true);
});
