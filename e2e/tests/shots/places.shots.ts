import { expect, test, waitForHydration } from '../fixtures.ts';
import { MAP_LOADED, pinsOrClusters, showHomeMap } from '../map-helpers.ts';
import { shoot } from './shots.ts';

// Home (with its map) and the pick-up screen at 375 and 1400 px (the journeys: ../places.spec.ts).
test.describe.configure({ timeout: 90_000 });

test('home and pick-up', async ({ page }) => {
  const homeMap = page.getByRole('region', { name: 'Map of restaurants near your delivery location' });
  const pickupMap = page.getByRole('region', { name: 'Map of restaurants for pick-up' });
  for (const width of [375, 1400]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.goto('/');
    await waitForHydration(page);
    await showHomeMap(page);
    await expect(pinsOrClusters(homeMap).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `places-home-${width}`, { fullPage: width > 600 });
    await showHomeMap(page);
    await shoot(page, `places-home-map-${width}`);

    await page.goto('/pickup');
    await expect(pinsOrClusters(pickupMap).first()).toBeVisible(MAP_LOADED);
    await expect(
      page.getByRole('region', { name: 'All restaurants' }).getByRole('link').first(),
    ).toBeVisible();
    await shoot(page, `places-pickup-${width}`);
  }
});
