import { expect, expectNoSeriousA11yViolations, storeSession, test } from './fixtures.ts';
import {
  DEMO,
  KARAHI_OWNER,
  KARAHI_SLUG,
  gql,
  placeKarahiOrder,
  selectDemoHome,
  signInSession,
} from './order-api.ts';

// The rider's earnings (docs/rider-app.md#earnings), on the server without the demo dispatcher
// (playwright.config.ts "manual"): a rider with no deliveries yet sees empty days; a cash order with a
// 10 % tip is accepted, taken, picked up and delivered; the rider's Earnings view then shows the fee
// and the tip their ledger account was credited with, today and this week, at 375 px in English and
// Arabic.

const RIDER = { email: 'rider4@example.com', password: 'Demo1234' };

type Entry = { eventKind: string; amount: number; orderId: string | null };

test("a delivery's fee and tip appear in the rider's earnings", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const rider = await signInSession(request, RIDER);
  await storeSession(page, rider);
  await page.setViewportSize({ width: 375, height: 800 });

  // From the rider page's header to the Earnings view: nothing earned yet.
  await page.goto('/rider');
  await page.getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/rider\/earnings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByText('No deliveries this week yet.')).toBeVisible();
  await expect(page.getByTestId('earnings-today-total')).toHaveText('$0.00');

  // A cash order with a tip, delivered by this rider through the rider app's own mutations.
  const customer = (await signInSession(request, DEMO)).token;
  await selectDemoHome(request, customer);
  const order = await placeKarahiOrder(request, customer, 'COD', { tipPercent: 10 });
  const owner = (await signInSession(request, KARAHI_OWNER)).token;
  await gql(request, owner, `mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }`, {
    id: order._id,
  });
  const { restaurant } = await gql<{ restaurant: { location: { coordinates: [number, number] } } }>(
    request,
    null,
    `query ($slug: String) { restaurant(slug: $slug) { location { coordinates } } }`,
    { slug: KARAHI_SLUG },
  );
  const [longitude, latitude] = restaurant.location.coordinates;
  const { setRiderOnline } = await gql<{ setRiderOnline: { _id: string } }>(
    request,
    rider.token,
    `mutation { setRiderOnline(online: true) { _id } }`,
  );
  await gql(
    request,
    rider.token,
    `mutation ($lat: Float!, $lng: Float!) { updateRiderLocation(latitude: $lat, longitude: $lng) { _id } }`,
    {
      lat: latitude + 0.002,
      lng: longitude + 0.002,
    },
  );
  for (const step of ['assignOrder', 'pickUpOrder', 'deliverOrder'])
    await gql(request, rider.token, `mutation ($id: String!) { ${step}(id: $id) { _id } }`, {
      id: order._id,
    });
  await gql(request, rider.token, `mutation { setRiderOnline(online: false) { _id } }`);

  // What the rider's own ledger account was credited with for this order.
  const { ledgerEntries } = await gql<{ ledgerEntries: Entry[] }>(
    request,
    rider.token,
    `query ($account: LedgerAccountInput!) { ledgerEntries(account: $account) { eventKind amount orderId } }`,
    { account: { kind: 'RIDER_PAYABLE', owner: setRiderOnline._id } },
  );
  const credit = (kind: string) =>
    -ledgerEntries.filter((entry) => entry.orderId === order._id && entry.eventKind === kind)[0]!.amount;
  const fee = credit('RIDER_FEE');
  const tip = credit('TIP');
  expect(fee).toBeGreaterThan(0);
  expect(tip).toBeGreaterThan(0);
  const usd = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

  await page.reload();
  const today = page.getByRole('region', { name: 'Today' });
  await expect(page.getByTestId('earnings-today-total')).toHaveText(usd(fee + tip));
  await expect(today.getByRole('definition').first()).toHaveText('1');
  await expect(page.getByTestId('earnings-week-total')).toHaveText(usd(fee + tip));
  const row = page.getByRole('listitem').filter({ hasText: order.orderId });
  await expect(row).toContainText('Karahi Point');
  await expect(row).toContainText(`Fee ${usd(fee)} · Tip ${usd(tip)}`);
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('rider-earnings-375.png'), fullPage: true });

  // Arabic, right to left.
  await page.goto('/rider/earnings?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأرباح' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'توصيلات هذا الأسبوع' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: order.orderId })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('rider-earnings-375-ar.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('rider-earnings-1280-ar.png') });
  await page.goto('/rider/earnings?lang=en');
});
