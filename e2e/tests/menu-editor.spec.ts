import { expect, expectNoSeriousA11yViolations, isOperation, signInOnLoad, test } from './fixtures.ts';
import { KARAHI_OWNER, signInToken } from './order-api.ts';

// Issue 23, the menu editor (docs/restaurant-console.md "Menu editor"): the owner opens the console's
// "Edit menu" tab, adds a category (hidden at once, so the shared server's customers never see it),
// creates two dishes, one after a refused negative price, and reorders them from the keyboard alone at
// 1024 px and at 375 px. The category is removed at the end.

test('the owner creates dishes and reorders them with the keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const category = `E2E ${Date.now()}`;
  await signInOnLoad(page, await signInToken(request, KARAHI_OWNER));
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/console');
  await page.getByRole('button', { name: 'Edit menu' }).click({ timeout: 20_000 });

  await page.getByLabel('New category').fill(category);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByRole('listitem').filter({ hasText: category });
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByText('Hidden')).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^${category}`) }).click();

  for (const [title, price] of [
    ['Chai', '2.5'],
    ['Samosa', '-1'],
  ] as const) {
    await page.getByRole('button', { name: 'New dish' }).click();
    await page.getByLabel('Dish name').fill(title);
    await page.getByLabel('Name', { exact: true }).fill('Regular');
    await page.getByLabel('Price', { exact: true }).fill(price);
    await expect(page.getByRole('figure')).toContainText(title);
    await page.getByRole('button', { name: 'Save' }).click();
    if (price === '-1') {
      // The server's message, next to the price it is about; corrected, the dish saves.
      await expect(page.getByRole('alert')).toHaveText('The variation price cannot be negative.');
      await page.getByLabel('Price', { exact: true }).fill('1.5');
      await page.getByRole('button', { name: 'Save' }).click();
    }
    await expect(page.getByRole('heading', { name: `Dishes in ${category}` })).toBeVisible();
  }

  const dishes = page.getByRole('list', { name: `Dishes in ${category}` });
  await expect(dishes.getByRole('listitem')).toHaveText([/Chai/, /Samosa/]);
  await expectNoSeriousA11yViolations(page);

  // Reordering from the keyboard alone, as a screen reader user does it: each key waits for the
  // announcement of the step before it. The editor sits below the console's header and tabs, so the
  // page is taller than the window: where the row is on screen must not change where a key puts it.
  const announced = (text: string) =>
    expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  const moveDish = async (title: string, key: 'ArrowUp' | 'ArrowDown', from: number, to: number) => {
    const handle = dishes.getByRole('button', { name: `Move ${title}` });
    await expect(handle).toHaveAccessibleDescription(/press Space or Enter/);
    await expect(handle).toHaveAttribute('aria-roledescription', 'reorder handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(`Picked up ${title}, position ${from} of 2.`);
    await page.keyboard.press(key);
    await announced(`${title} is now at position ${to} of 2.`);
    // The save is held: the row must stay where it was dropped meanwhile, its handle focused.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (isOperation(route.request().postData(), 'MenuEditorReorderFoods')) await held;
      await route.fallback();
    });
    await page.keyboard.press('Space');
    await announced(`${title} dropped at position ${to} of 2.`);
    const order = to === 1 ? [new RegExp(title), /./] : [/./, new RegExp(title)];
    await expect(dishes.getByRole('listitem')).toHaveText(order);
    await expect(handle).toBeFocused();
    const saved = page.waitForResponse((r) => isOperation(r.request().postData(), 'MenuEditorReorderFoods'));
    release();
    await saved;
    await page.unroute('**/graphql');
  };
  const reopen = async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Edit menu' }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: new RegExp(`^${category}`) }).click();
  };

  await moveDish('Chai', 'ArrowDown', 1, 2);
  await expect(dishes.getByRole('listitem')).toHaveText([/Samosa/, /Chai/]);
  await reopen();
  await expect(dishes.getByRole('listitem')).toHaveText([/Samosa/, /Chai/]);

  // The same on a phone's width, where the dishes come below the categories.
  await page.setViewportSize({ width: 375, height: 740 });
  await moveDish('Chai', 'ArrowUp', 2, 1);
  await expect(dishes.getByRole('listitem')).toHaveText([/Chai/, /Samosa/]);
  await reopen();
  await expect(dishes.getByRole('listitem')).toHaveText([/Chai/, /Samosa/]);

  // Escape puts a lifted row back where it was, and nothing is saved.
  await dishes.getByRole('button', { name: 'Move Samosa' }).focus();
  await page.keyboard.press('Enter');
  await announced('Picked up Samosa, position 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await announced('Samosa is now at position 1 of 2.');
  await expect(dishes.getByRole('listitem')).toHaveText([/Samosa/, /Chai/]);
  await page.keyboard.press('Escape');
  await announced('Moving Samosa was cancelled.');
  await expect(dishes.getByRole('listitem')).toHaveText([/Chai/, /Samosa/]);
  await reopen();
  await expect(dishes.getByRole('listitem')).toHaveText([/Chai/, /Samosa/]);

  // Clean up: the dishes, then the empty category.
  for (const title of ['Samosa', 'Chai']) {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  }
  await page.getByRole('button', { name: `Delete ${category}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('button', { name: new RegExp(category) })).toHaveCount(0);
});
