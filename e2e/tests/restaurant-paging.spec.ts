import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// The restaurant list is paged (docs/restaurant-paging.md): 12 cards first, the next page as the user
// scrolls towards the end, or with the "Load more" button from the keyboard. The demo city has 60+
// restaurants in range, so six pages.
const gridCards = (page: Page) =>
  page.locator('section[aria-labelledby="all-restaurants-title"] a[href^="/restaurant/"]');

async function hrefsOf(page: Page) {
  return gridCards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test('scrolling to the end of the list loads the next page, with no duplicates', async ({ page }) => {
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await expect(gridCards(page)).toHaveCount(12);
  await gridCards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  // Pages of 12 are short, so the sentinel may already be asking for the third page: at least two
  // pages, and whatever has arrived holds no restaurant twice.
  await expect.poll(() => gridCards(page).count()).toBeGreaterThanOrEqual(24);
  const hrefs = await hrefsOf(page);
  expect(hrefs.length % 12 === 0 || hrefs.length > 60).toBe(true);
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
  await expect(gridCards(page)).toHaveCount(12);
  const button = page.getByRole('button', { name: 'Load more restaurants' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(gridCards(page)).toHaveCount(24);
  // Every further page by keyboard (bounded), until the last one removes the button.
  const more = page.getByRole('button', { name: 'Load more restaurants' });
  for (let pages = 0; pages < 10 && (await more.count()) > 0; pages += 1) {
    const loaded = await gridCards(page).count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(gridCards(page)).not.toHaveCount(loaded);
  }
  await expect(page.getByRole('button', { name: 'Load more restaurants' })).toHaveCount(0);
  const hrefs = await hrefsOf(page);
  expect(hrefs.length).toBeGreaterThan(60);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('search asks the server and matches category titles too', async ({ page }) => {
  await page.goto('/restaurant-list');
  await waitForHydration(page);
  await expect(gridCards(page)).toHaveCount(12);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) requests.push(request.postData() ?? '');
  });
  await page.getByRole('searchbox').fill('BURGER');
  const results = page.locator('section[aria-labelledby="search-results-title"] a[href^="/restaurant/"]');
  await expect(results.first()).toBeVisible();
  expect(requests.some((body) => body.includes('"search":"BURGER"'))).toBe(true);
});
