import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MAP_LOADED, showHomeMap } from './map-helpers.ts';

// Issue 11 item 5 (docs/maps.md): maps load on demand, the offline base map is the demo city at city
// scale, and overlapping restaurant pins are clustered so each restaurant can still be chosen.

const MAP_ASSET = /\/assets\/(map-[^/]+|city-map-[^/]+\.json)$/;
const homeMap = (page: Page) =>
  page.getByRole('region', { name: 'Map of restaurants near your delivery location' });
const pickupMap = (page: Page) => page.getByRole('region', { name: 'Map of restaurants for pick-up' });
const pickupList = (page: Page) => page.getByRole('region', { name: 'All restaurants' });
const clusters = (map: Locator) => map.locator('.map-cluster');
const restaurantPins = (map: Locator) => map.locator('.map-marker--restaurant');

/** The first of `markers` drawn on top inside the map's visible area, so a real mouse click lands on it. */
async function onTop(markers: Locator): Promise<Locator> {
  const index = await markers.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return markers.nth(index);
}

/** Records when the page's first idle callback ran, to compare with when the map was requested. */
async function recordFirstIdle(page: Page) {
  await page.addInitScript(() => {
    const original = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      original((deadline) => {
        (window as { firstIdleAt?: number }).firstIdleAt ??= performance.now();
        callback(deadline);
      }, options);
  });
}

test('a map that is not the main content loads nothing until the page is idle and the map is near', async ({
  page,
}) => {
  // A small phone, so that the home map starts well below the fold.
  await page.setViewportSize({ width: 375, height: 400 });
  await recordFirstIdle(page);
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (MAP_ASSET.test(new URL(request.url()).pathname)) mapRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Restaurants on the map' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => (window as { firstIdleAt?: number }).firstIdleAt))
    .toBeDefined();
  // Idle, but the map is more than the 300 px margin below the fold: still nothing of the map.
  const below = await page
    .getByRole('status')
    .filter({ hasText: 'Loading map' })
    .evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
  expect(below).toBeGreaterThan(300);
  expect(mapRequests).toEqual([]);

  await showHomeMap(page);
  await expect(
    clusters(homeMap(page))
      .or(restaurantPins(homeMap(page)))
      .first(),
  ).toBeVisible();
  expect(mapRequests.some((url) => /\/map-canvas-[^/]+\.js$/.test(url))).toBe(true);
  expect(mapRequests.some((url) => /\/city-map-[^/]+\.json$/.test(url))).toBe(true);
  // Each map file was requested after the first idle period (resource timing is on the same clock).
  const timing = await page.evaluate(() => ({
    idle: (window as { firstIdleAt?: number }).firstIdleAt ?? Infinity,
    starts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(map-|city-map-)/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.starts.length).toBeGreaterThan(0);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.idle);
});

test('the offline base map names the city, its sectors and its roads', async ({ page }) => {
  test.setTimeout(90_000); // the map arrives, then zooms four times, on a shared, busy machine
  await page.goto('/pickup');
  const map = pickupMap(page);
  await expect(map.getByText('Islamabad', { exact: true })).toBeVisible(MAP_LOADED);
  await expect(map.getByText('Margalla Hills')).toBeVisible();
  await expect(map.getByText('Schematic map of the demo city')).toBeVisible();
  // Zoomed to the checkout and order maps' level, sectors and road names appear.
  const zoomIn = map.getByRole('button', { name: 'Zoom in', exact: true });
  // Leaflet ignores a zoom asked for while one is still animating: one step at a time, each awaited
  // from its start to its end (right after the click the animation may not have begun yet).
  for (let i = 0; i < 4; i++) {
    const zoomed = map.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          let started = false;
          const observer = new MutationObserver(() => {
            const animating = element.querySelector('.leaflet-zoom-anim') !== null;
            started ||= animating;
            if (started && !animating) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(element, { attributes: true, attributeFilter: ['class'], subtree: true });
        }),
    );
    await zoomIn.click();
    await zoomed;
  }
  // Each zoom animates and redraws the labels: on a busy machine four take longer than one assertion.
  await expect(map.locator('.map-label--sector span').first()).toBeVisible(MAP_LOADED);
  await expect(map.locator('.map-label--road').first()).toBeAttached(MAP_LOADED);
});

test('a cluster opens into restaurants that can each be chosen, by mouse and by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000); // two page loads and several zooms, on a shared, busy machine
  await page.goto('/pickup');
  const map = pickupMap(page);
  await expect(pickupList(page).getByRole('link').first()).toBeVisible(MAP_LOADED);
  const cluster = clusters(map).first();
  await expect(cluster).toBeVisible(MAP_LOADED);
  const count = Number(await cluster.innerText());
  expect(count).toBeGreaterThan(1);
  await expect(cluster).toHaveAttribute('role', 'button');
  await expect(cluster).toHaveAttribute(
    'aria-label',
    `${count} restaurants here. Select to zoom in and choose one.`,
  );

  // Keyboard: Enter on a cluster zooms in and moves focus to what now holds its first restaurant; going
  // on until a restaurant's own pin has focus, Enter then chooses it (its card takes focus).
  const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute('data-marker-id') ?? null);
  await cluster.focus();
  for (let step = 0; step < 10; step++) {
    const id = await focusedId();
    expect(id, 'focus stays on a map marker').not.toBeNull();
    if (!id?.startsWith('cluster-')) break;
    await page.keyboard.press('Enter');
    await expect.poll(focusedId, MAP_LOADED).not.toBe(id);
  }
  const pin = page.locator(':focus');
  await expect(pin).toHaveClass(/map-marker--restaurant/);
  const name = (await pin.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  await expect(pickupList(page).getByRole('link', { name, exact: true })).toBeFocused();

  // Mouse: back at the home zoom 10, clicks on a cluster open it (a large one first into smaller
  // clusters) until its restaurants stand as separate pins.
  await page.reload();
  await expect(clusters(map).first()).toBeVisible(MAP_LOADED);
  const pinsBefore = await restaurantPins(map).count();
  for (let step = 0; step < 6 && (await restaurantPins(map).count()) <= pinsBefore; step++) {
    const target = await onTop(clusters(map));
    const id = await target.getAttribute('data-marker-id');
    await target.click();
    await expect(map.locator(`[data-marker-id="${id}"]`)).toHaveCount(0, MAP_LOADED);
  }
  expect(await restaurantPins(map).count()).toBeGreaterThan(pinsBefore);
  const opened = await onTop(restaurantPins(map));
  const chosen = (await opened.getAttribute('aria-label')) ?? '';
  await opened.click();
  await expect(pickupList(page).getByRole('link', { name: chosen, exact: true })).toBeFocused();
});
