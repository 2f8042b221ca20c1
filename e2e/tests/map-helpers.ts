import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Restaurant pins that overlap are drawn as numbered clusters (docs/maps.md "Clusters"), so a journey
// that wants one restaurant's pin may first have to open a cluster.

/** A map arrives after its chunk, the map configuration and the base map's data, one after another. */
export const MAP_LOADED = { timeout: 20_000 };

/** Everything on a map that stands for restaurants: their own pins and clusters of them. */
export const pinsOrClusters = (map: Locator) => map.locator('.map-marker--restaurant, .map-cluster');

const focusedMarkerId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-marker-id') ?? null);

/**
 * Focuses one restaurant's own pin by keyboard: a pin if one is drawn, otherwise Enter on a cluster
 * (which zooms in and moves focus to what holds its first restaurant) until a pin has focus.
 */
export async function focusRestaurantPin(page: Page, map: Locator): Promise<Locator> {
  await expect(pinsOrClusters(map).first()).toBeVisible(MAP_LOADED);
  const pins = map.locator('.map-marker--restaurant');
  if ((await pins.count()) > 0) {
    await pins.first().focus();
    return pins.first();
  }
  await map.locator('.map-cluster').first().focus();
  for (let step = 0; step < 10; step++) {
    const id = await focusedMarkerId(page);
    expect(id, 'focus stays on a map marker').not.toBeNull();
    if (!id?.startsWith('cluster-')) break;
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedMarkerId(page), MAP_LOADED).not.toBe(id);
  }
  const pin = map.locator(`[data-marker-id="${await focusedMarkerId(page)}"]`);
  await expect(pin).toHaveClass(/map-marker--restaurant/);
  return pin;
}

/** Clicks clusters until restaurants' own pins are drawn (a click zooms in where the cluster was). */
export async function openClusters(map: Locator) {
  await expect(pinsOrClusters(map).first()).toBeVisible(MAP_LOADED);
  const pins = map.locator('.map-marker--restaurant');
  for (let step = 0; step < 6 && (await pins.count()) === 0; step++) {
    const clusterCount = await map.locator('.map-cluster').count();
    await map.locator('.map-cluster').first().click();
    await expect
      .poll(
        async () => (await pins.count()) > 0 || (await map.locator('.map-cluster').count()) !== clusterCount,
      )
      .toBe(true);
  }
  await expect(pins.first()).toBeAttached();
}

/**
 * Scrolls the home page's map section into view. The map itself is only drawn once it is near the
 * viewport (and the page has been idle), so scroll to its heading rather than wait for the map.
 */
export async function showHomeMap(page: Page) {
  const heading = page.getByRole('heading', { name: 'Restaurants on the map' });
  await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(
    page.getByRole('region', { name: 'Map of restaurants near your delivery location' }),
  ).toBeVisible(MAP_LOADED);
}
