import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { shoot } from './shots.ts';

// The restaurant page with a cart (panel at 1400 px, sheet at 375 px) and the item dialog
// (the journeys: ../cart.spec.ts).
const SLICE = 'margalla-slice-co';
const SUPREME = 'Margalla Supreme';

async function openRestaurant(page: Page) {
  await page.goto(`/restaurant/${SLICE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
}

async function addSupreme(page: Page, crust: string) {
  await page.getByRole('button', { name: `Add ${SUPREME}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SUPREME });
  await dialog.getByRole('radio', { name: new RegExp(crust) }).check();
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dialog).toBeHidden();
}

test('restaurant page with the cart and the item dialog', async ({ page }) => {
  for (const width of [1400, 375]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 812 });
    await openRestaurant(page);
    if (width === 1400) {
      await addSupreme(page, 'Deep pan');
      await addSupreme(page, 'Thin crust');
    }
    await shoot(page, `restaurant-cart-${width}`);
    if (width < 900) {
      await page.getByRole('button', { name: /^View cart/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Your cart' });
      await expect(sheet.getByRole('listitem')).toHaveCount(2);
      await shoot(page, `restaurant-cart-sheet-${width}`);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: `Add ${SUPREME}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: SUPREME })).toBeVisible();
    await shoot(page, `item-dialog-${width}`);
    await page.keyboard.press('Escape');
  }
});
