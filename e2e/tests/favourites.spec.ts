import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, isOperation } from './fixtures.ts';

// Issue "Browsing, maps and the cart", part 7: the heart on restaurant cards and the /favourite screen
// (docs/product/ordering.md#favourites). The sign-in screens come in a later
// issue, so the demo customer signs in through the API and the token is stored where the app keeps it.
const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

// The journeys below change the demo customer's favourites, so they run one after another.
test.describe.configure({ mode: 'serial' });

let token: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const response = await request.post('/graphql', {
    data: {
      query: `mutation ($email: String, $password: String) {
        login(type: "default", email: $email, password: $password) { token } }`,
      variables: DEMO,
    },
  });
  const body = await response.json();
  expect(body.errors, 'demo sign-in').toBeUndefined();
  token = body.data.login.token;
  await request.dispose();
});

async function signIn(page: Page) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** Answers the UserFavourite query with `fulfil`; every other operation goes to the server. */
async function interceptUserFavourite(page: Page, fulfil: (route: Route) => Promise<void>) {
  await page.route('**/graphql', async (route) => {
    if (!isOperation(route.request().postData(), 'UserFavourite')) return route.fallback();
    await fulfil(route);
  });
}

const hearts = (page: Page, action: 'Add' | 'Remove', name: string | RegExp = /.+/) =>
  page.getByRole('button', {
    name: new RegExp(
      `^${action} ${typeof name === 'string' ? escape(name) : name.source} ${action === 'Add' ? 'to' : 'from'} favourites$`,
    ),
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const favouriteCard = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

test('a guest pressing the heart is told "You are not logged in."', async ({ page }) => {
  await page.goto('/restaurant-list');
  const heart = hearts(page, 'Add').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The favourites link is for signed-in customers only.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toHaveCount(0);
});

test('favourite a restaurant from the list, see it on /favourite, then unfavourite it', async ({ page }) => {
  await signIn(page);
  await page.goto('/restaurant-list');
  // Hearts follow the profile: once the account menu shows the customer's name the profile is loaded,
  // so an empty heart is a restaurant not yet favourited (the seeded ones may be on a later page).
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  const label = await hearts(page, 'Add').first().getAttribute('aria-label');
  const name = /^Add (.+) to favourites$/.exec(label ?? '')![1]!;

  await hearts(page, 'Add', name).first().click();
  await expect(page.getByText('Favourite list updated')).toBeVisible();
  await expect(hearts(page, 'Remove', name).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
  // Newest first: the restaurant just added leads the grid.
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(name);
  await expect(hearts(page, 'Remove', name)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/restaurant-list');
  await hearts(page, 'Remove', name).first().click();
  await expect(hearts(page, 'Add', name).first()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Favourite list updated').first()).toBeVisible();

  await page.goto('/favourite');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(favouriteCard(page, name)).toHaveCount(0);
});

test('unfavouriting on /favourite keeps the card until the next visit', async ({ page }) => {
  await signIn(page);
  await page.goto('/favourite');
  const first = page.getByRole('main').getByRole('listitem').first();
  const name = (await first.getByRole('link').textContent())!.trim();

  await hearts(page, 'Remove', name).click();
  await expect(page.getByText('Favourite list updated')).toBeVisible();
  await expect(hearts(page, 'Add', name)).toHaveAttribute('aria-pressed', 'false');
  await expect(favouriteCard(page, name)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(favouriteCard(page, name)).toHaveCount(0);
  // Put it back for the journeys after this one; the list is paged, so search for it by name.
  await page.goto('/restaurant-list');
  await page.getByRole('searchbox').fill(name);
  await hearts(page, 'Add', name).first().click();
  await expect(hearts(page, 'Remove', name).first()).toHaveAttribute('aria-pressed', 'true');
});

test('/favourite shows a spinner while loading, then the empty state with a way back home', async ({
  page,
}) => {
  await signIn(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await interceptUserFavourite(page, async (route) => {
    await released;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: { userFavourite: [] } }),
    });
  });
  await page.goto('/favourite');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your favourites…' })).toBeAttached();
  release();

  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(
    page.getByText('Tap the heart on any restaurant to keep it here for next time.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Find restaurants' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/favourite says "Unable to fetch data" and shows an error toast when the call fails', async ({
  page,
}) => {
  await signIn(page);
  await interceptUserFavourite(page, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/favourite');
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to fetch data' })).toBeVisible();
  await expect(page.getByText('Your favourites could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('/favourite has no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  await page.goto('/favourite');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
