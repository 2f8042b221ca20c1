import { expect, isOperation, test, waitForHydration } from './fixtures.ts';

// A tab still running an earlier build after a deploy (docs/operations.md "Deploys"): the API refuses
// its document as outdated; the tab says so, reloads once into the new build, keeps the cart, and never
// reloads in a loop when the new build is refused too. The notice's code is loaded only then.
test('a tab of an earlier build reloads once into the new one, and never twice', async ({ page }) => {
  let refused = 0;
  await page.route('**/graphql', async (route) => {
    if (!isOperation(route.request().postData(), 'NearByRestaurants')) return route.fallback();
    refused += 1;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [
          { message: 'This version of the app is out of date.', extensions: { code: 'DOCUMENT_OUTDATED' } },
        ],
      }),
    });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => localStorage.setItem('e2e-kept', 'yes'));
  const loaded = page.waitForEvent('load');
  // The list opened from the home screen asks the API itself (a server-rendered one would not).
  await page.getByRole('button', { name: 'Find restaurants' }).click();
  await expect(
    page.getByText('A new version of the app is available. Reloading… Your cart is kept.'),
  ).toBeVisible();
  await loaded;
  await waitForHydration(page);
  expect(await page.evaluate(() => sessionStorage.getItem('newVersionReloadedAt'))).toMatch(/^\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('e2e-kept'))).toBe('yes');

  // Refused again right after the reload: the tab already has the newest build it can get.
  const before = refused;
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Find restaurants' }).click();
  await expect(
    page.getByText('The app could not reach its latest version. Please reload the page.'),
  ).toBeVisible();
  expect(refused).toBeGreaterThan(before);
  await expect(page).toHaveURL(/\/restaurant-list$/);
});
