import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue "Browsing, maps and the cart", parts 4–6: item customisation, the cart (shared by the bar and the
// restaurant page), switching restaurants, closed restaurants, the info dialog and revalidation
// (docs/product/ordering.md#cart, docs/product/validation.md#add-on-groups). Seeded restaurants:
// apps/api/src/db/seed/constants.ts DEMO_SLUGS. Journeys here run axe and several dialogs each; a minute
// keeps them stable on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const SLICE = { slug: 'margalla-slice-co', name: 'Margalla Slice Co.' };
const KARAHI = { slug: 'karahi-point', name: 'Karahi Point' };
const SUPREME = 'Margalla Supreme';

const cartPanel = (page: Page) => page.getByRole('complementary', { name: 'Your cart' });
const cartLink = (page: Page, label: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name: label });
const itemDialog = (page: Page, food: string) => page.getByRole('dialog', { name: food });

async function openRestaurant(page: Page, slug: string) {
  await page.goto(`/restaurant/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
}

/** Opens Margalla Supreme, picks a crust (required) and adds it to the cart. */
async function addSupreme(page: Page, crust = 'Thin crust') {
  await page.getByRole('button', { name: `Add ${SUPREME}`, exact: true }).click();
  const dialog = itemDialog(page, SUPREME);
  await dialog.getByRole('radio', { name: new RegExp(crust) }).check();
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dialog).toBeHidden();
}

/** Picks the first option of every group still flagged (whatever the seeded food requires). */
async function completeRequiredGroups(dialog: Locator) {
  const flagged = dialog.locator('[aria-invalid="true"]');
  for (let i = 0; i < 10 && (await flagged.count()) > 0; i++) {
    const group = flagged.first();
    await group.getByRole('radio').or(group.getByRole('checkbox')).first().check();
  }
  await expect(flagged).toHaveCount(0);
}

async function lineQuantity(line: Locator) {
  return line.locator('output');
}

async function firstFoodAndCrust(page: Page) {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($slug: String!) { restaurant(slug: $slug) { _id name image slug
        categories { foods { _id title variations { _id title addons } } }
        addons { _id title options } options { _id title } } }`,
      variables: { slug: SLICE.slug },
    },
  });
  const { restaurant } = (await response.json()).data;
  const food = restaurant.categories[0].foods[0];
  const variation = food.variations[0];
  const crust = restaurant.addons.find((a: { title: string }) => a.title === 'Choose your crust');
  return { restaurant, food, variation, crust };
}

test('customise an item: required groups block adding, too many toppings are flagged, lines merge', async ({
  page,
}) => {
  await openRestaurant(page, SLICE.slug);
  await expect(cartPanel(page).getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('button', { name: `Add ${SUPREME}`, exact: true }).click();

  const dialog = itemDialog(page, SUPREME);
  await expect(dialog).toBeVisible();
  // Variations are offered (Small / Medium / Large); the first is chosen.
  const sizes = dialog.getByRole('radiogroup', { name: 'Choose a variation' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  await expect(sizes.getByRole('radio').first()).toBeChecked();

  const add = dialog.getByRole('button', { name: /^Add to cart/ });
  const crust = dialog.getByRole('radiogroup', { name: 'Choose your crust' });
  await expect(crust).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await expect(add).toBeDisabled();

  await crust.getByRole('radio', { name: /Deep pan/ }).check();
  await expect(crust).toHaveAttribute('aria-invalid', 'false');
  await expect(add).toBeEnabled();

  // Four toppings where three are allowed: the group is flagged and the button greyed.
  const toppings = dialog.getByRole('group', { name: 'Extra toppings' });
  await expect(toppings).toHaveAccessibleDescription('Choose up to 3');
  for (const name of ['Extra mozzarella', 'Jalapeños', 'Black olives', 'Mushrooms']) {
    await toppings.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await expect(toppings).toHaveAttribute('aria-invalid', 'true');
  await expect(toppings).toHaveAccessibleDescription('Too many chosen: choose at most 3');
  await expect(dialog.getByText('Too many chosen: choose at most 3')).toBeVisible();
  await expect(add).toBeDisabled();
  await toppings.getByRole('checkbox', { name: /Mushrooms/ }).uncheck();
  await expect(toppings).toHaveAttribute('aria-invalid', 'false');
  await expect(add).toBeEnabled();

  // The price follows the choice and the quantity: unit × quantity.
  const before = await add.textContent();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(add).not.toHaveText(before ?? '');
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(add).toHaveText(before ?? '');
  await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await dialog.getByLabel('Special instructions').fill('x'.repeat(200));
  await expect(dialog.getByLabel('Special instructions')).toHaveValue('x'.repeat(144));
  await expect(dialog.getByText('144/144')).toBeVisible();
  await dialog.getByLabel('Special instructions').fill('Well done');
  await add.click();
  await expect(dialog).toBeHidden();

  const panel = cartPanel(page);
  const line = panel.getByRole('listitem').filter({ hasText: `${SUPREME} (Small)` });
  await expect(line).toHaveCount(1);
  await expect(line.getByText('Deep pan, Extra mozzarella, Jalapeños, Black olives')).toBeVisible();
  await expect(line.getByText('Note: Well done')).toBeVisible();
  await expect(cartLink(page, 'Cart, 1 item')).toBeVisible();

  // The same item again merges into the line.
  await page.getByRole('button', { name: `Add ${SUPREME}`, exact: true }).click();
  await dialog.getByRole('radio', { name: /Deep pan/ }).check();
  for (const name of ['Black olives', 'Extra mozzarella', 'Jalapeños']) {
    await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(line).toHaveCount(1);
  await expect(await lineQuantity(line)).toHaveText('2');
  await expect(cartLink(page, 'Cart, 2 items')).toBeVisible();
});

test('change quantities, delete, clear, and keep the cart over a reload', async ({ page }) => {
  await openRestaurant(page, SLICE.slug);
  await addSupreme(page, 'Thin crust');
  await addSupreme(page, 'Hand tossed');
  const panel = cartPanel(page);
  const lines = panel.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const thin = lines.filter({ hasText: 'Thin crust' });

  await thin.getByRole('button', { name: /^Add one more/ }).click();
  await thin.getByRole('button', { name: /^Add one more/ }).click();
  await expect(await lineQuantity(thin)).toHaveText('3');
  await thin.getByRole('button', { name: /^Remove one/ }).click();
  await expect(await lineQuantity(thin)).toHaveText('2');
  await expect(cartLink(page, 'Cart, 3 items')).toBeVisible();
  const subtotal = await panel.getByText('Subtotal').locator('..').textContent();

  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(await lineQuantity(thin)).toHaveText('2');
  await expect(panel.getByText('Subtotal').locator('..')).toHaveText(subtotal ?? '');
  await expect(cartLink(page, 'Cart, 3 items')).toBeVisible();

  // Minus at 1 drops the line; delete removes a line; the last line gone empties the cart.
  const tossed = lines.filter({ hasText: 'Hand tossed' });
  await tossed.getByRole('button', { name: /^Remove one/ }).click();
  await expect(lines).toHaveCount(1);
  await thin.getByRole('button', { name: /^Delete/ }).click();
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page, 'Cart, 0 items')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  await addSupreme(page);
  await panel.getByRole('button', { name: 'Clear cart' }).click();
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
});

test('an item from a second restaurant asks first: Cancel keeps the cart, OK replaces it', async ({
  page,
}) => {
  await openRestaurant(page, SLICE.slug);
  await addSupreme(page);
  await page.goto(`/restaurant/${KARAHI.slug}`);
  await expect(cartPanel(page).getByRole('link', { name: `From ${SLICE.name}` })).toBeVisible();

  const addFirst = page.getByRole('button', { name: /^Add / }).first();
  const food = ((await addFirst.textContent()) ?? '').replace(/^Add\s*/, '').trim();
  await addFirst.click();
  const dialog = itemDialog(page, food);
  await expect(dialog).toBeVisible();
  await completeRequiredGroups(dialog);
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('The cart items will be deleted when the restaurant changes.');
  await expect(confirm).toContainText(SLICE.name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartPanel(page).getByRole('listitem')).toHaveCount(1);
  await expect(cartPanel(page).getByText(SUPREME)).toBeVisible();

  await addFirst.click();
  await completeRequiredGroups(dialog);
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${KARAHI.slug}$`));
  await expect(cartPanel(page).getByRole('listitem')).toHaveCount(1);
  await expect(cartPanel(page).getByText(food).first()).toBeVisible();
  await expect(cartPanel(page).getByText(SUPREME)).toHaveCount(0);

  // The bar's cart icon leads to checkout (docs/product/screens.md#top-bar-and-footer).
  await cartLink(page, 'Cart, 1 item').click();
  await expect(page).toHaveURL(/\/checkout$/);
});

for (const { slug, name } of [
  { slug: 'koi-sushi-grill', name: 'Koi Sushi & Grill' },
  { slug: 'szechuan-garden', name: 'Szechuan Garden' },
]) {
  test(`${name} is closed: the dialog says so and adding is blocked`, async ({ page }) => {
    await page.goto(`/restaurant/${slug}`);
    const closed = page.getByRole('dialog', { name: `${name} is closed Now.` });
    await expect(closed).toBeVisible();
    await expect(closed.getByRole('link', { name: 'See other restaurants' })).toHaveAttribute('href', '/');
    await closed.getByRole('button', { name: 'Go to menu' }).click();
    await expect(closed).toBeHidden();

    const adds = page.getByRole('button', { name: /^Add / });
    await expect(adds.first()).toBeDisabled();
    expect(await adds.evaluateAll((buttons) => buttons.every((b) => (b as HTMLButtonElement).disabled))).toBe(
      true,
    );
    await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

    await page.reload();
    await page.getByRole('dialog').getByRole('link', { name: 'See other restaurants' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the info dialog shows hours per week day, the address and the reviews', async ({ page }) => {
  await page.goto('/restaurant/koi-sushi-grill');
  await page.getByRole('button', { name: 'Go to menu' }).click();
  await page.getByRole('button', { name: /^More info about/ }).click();
  let info = page.getByRole('dialog', { name: 'Koi Sushi & Grill' });
  await expect(info.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  await expect(info.getByText('closed all day')).toHaveCount(7);
  await page.keyboard.press('Escape');

  // Forno Napoli: 12:00–23:30, closed on Mondays (its closed dialog depends on the hour).
  await page.goto('/restaurant/forno-napoli');
  const closedDialog = page.getByRole('dialog', { name: 'Forno Napoli is closed Now.' });
  await expect(page.getByText('Open now').or(closedDialog)).toBeVisible();
  if (await closedDialog.isVisible()) await closedDialog.getByRole('button', { name: 'Go to menu' }).click();
  await page.getByRole('button', { name: /^More info about/ }).click();
  info = page.getByRole('dialog', { name: 'Forno Napoli' });
  await expect(info.getByText('/5').first()).toBeVisible();
  await expect(info.getByText(/min delivery/)).toBeVisible();
  const monday = info.getByRole('term').filter({ hasText: 'Monday' }).locator('..');
  await expect(monday).toContainText('closed all day');
  const tuesday = info.getByRole('term').filter({ hasText: 'Tuesday' }).locator('..');
  await expect(tuesday).toContainText('12:00–23:30');
  await expect(info.getByText('closed all day')).toHaveCount(1);
  await expect(info.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await info.getByRole('tab', { name: 'Reviews' }).click();
  await expect(info.getByRole('heading', { name: /^Reviews: \d+$/ })).toBeVisible();
  const reviews = info.getByRole('tabpanel').getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  await expect(reviews.first().getByText(/^[1-5]\/5$/)).toBeVisible();
  await expect(reviews.first().locator('time')).toHaveText(/\d{4}/);
});

test('revalidation drops lines missing from the menu with a warning', async ({ page }) => {
  const { restaurant, food, variation, crust } = await firstFoodAndCrust(page);
  const real = {
    key: 'real',
    foodId: food._id,
    variationId: variation._id,
    quantity: 2,
    addons: [{ _id: crust._id, options: [crust.options[0]] }],
    specialInstructions: '',
    title: 'stale title',
    foodTitle: food.title,
    variationTitle: variation.title,
    optionTitles: [],
    unitPrice: 1,
  };
  const bogus = { ...real, key: 'bogus', foodId: 'no-such-food', title: 'Ghost pizza' };
  const stored = {
    restaurantId: restaurant._id,
    lines: [real, bogus],
    restaurant: { id: restaurant._id, slug: restaurant.slug, name: restaurant.name, image: restaurant.image },
  };
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(stored));
  await page.reload();
  await expect(cartLink(page, 'Cart, 4 items')).toBeVisible();

  await page.goto(`/restaurant/${SLICE.slug}`);
  await expect(page.getByText('One or more item is not available')).toBeVisible();
  const lines = cartPanel(page).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(`${SUPREME} (Small)`);
  await expect(cartPanel(page).getByText('Ghost pizza')).toHaveCount(0);
  // Prices and titles come from today's menu, not from storage.
  await expect(lines.first()).not.toContainText('$0.02');
  await expect(cartLink(page, 'Cart, 2 items')).toBeVisible();
});

test('a corrupt stored cart is an empty cart', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cart', '{"restaurantId":"x","lines":[{"oops":1}]}'));
  await page.goto(`/restaurant/${SLICE.slug}`);
  await expect(cartPanel(page).getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page, 'Cart, 0 items')).toBeVisible();
});

test('keyboard only: open an item, choose, add to cart', async ({ page }) => {
  await openRestaurant(page, SLICE.slug);
  const target = page.getByRole('button', { name: `Add ${SUPREME}`, exact: true });
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = itemDialog(page, SUPREME);
  await expect(dialog).toBeVisible();

  const thin = dialog.getByRole('radio', { name: /Thin crust/ });
  for (let i = 0; i < 20 && !(await thin.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(thin).toBeFocused();
  await page.keyboard.press('Space');
  await expect(thin).toBeChecked();
  const add = dialog.getByRole('button', { name: /^Add to cart/ });
  for (let i = 0; i < 30 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cartLink(page, 'Cart, 1 item')).toBeVisible();
  // Focus goes back to the button that opened the dialog.
  await expect(target).toBeFocused();
});

test('no serious accessibility violations with the item dialog open', async ({ page }) => {
  await openRestaurant(page, SLICE.slug);
  await addSupreme(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Add ${SUPREME}`, exact: true }).click();
  await expect(itemDialog(page, SUPREME)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// Pictures of the cart and the item dialog: shots/cart.shots.ts (`npm run shots`).
test('on a phone the cart opens as a sheet with its lines', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openRestaurant(page, SLICE.slug);
  await addSupreme(page, 'Deep pan');
  await addSupreme(page, 'Thin crust');
  await page.getByRole('button', { name: /^View cart/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Your cart' });
  await expect(sheet.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});
