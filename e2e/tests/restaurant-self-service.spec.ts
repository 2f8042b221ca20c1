import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import {
  boardLoaded,
  DEMO,
  gql,
  KARAHI_OWNER,
  KARAHI_SLUG,
  placeKarahiOrder,
  selectDemoHome,
  signInToken,
} from './order-api.ts';
import { startJourneyServer, type JourneyServer } from './self-service/journey-server.ts';
import { startPushService, type PushService } from './self-service/push-service.ts';

// Issue 23's "Done when" as one journey (docs/restaurant-console.md), on a server of its own whose
// clock the journey moves (docs/testing.md "Moving a server's clock") and whose Web Push goes to a push
// service the test runs: Karahi Point's owner builds a dish with two variations, a required add-on
// group and a photo; the customer sees the photo and orders the large one with an option; a price
// change leaves the placed order's bill alone; the CSV export holds the order; an order placed while
// the console is closed reaches the owner by push; a 30-minute pause closes the restaurant until the
// server's clock has passed it. The console's editor and busy controls are checked with axe at the end.

const HALF_HOUR_AND_A_MINUTE = 31 * 60_000;

let tmp: string;
let push: PushService;
let server: JourneyServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  tmp = mkdtempSync(path.join(tmpdir(), 'e2e-self-service-'));
  push = await startPushService(tmp);
  server = await startJourneyServer({
    extraCaFile: push.certificateFile,
    // Repeats (--repeat-each) run in parallel workers: each has a server of its own.
    worker: test.info().parallelIndex,
  });
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
  await push?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A signed-in page of its own browser context (one person), reaching nothing but the server. */
async function personPage(
  browser: Browser,
  token: string,
  {
    width = 1280,
    language,
    notifications = false,
  }: { width?: number; language?: string; notifications?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width, height: 900 },
    ...(notifications ? { permissions: ['notifications'] } : {}),
  });
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  await signInOnLoad(page, token, language);
  return page;
}

async function openConsole(page: Page, path = '/console') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Karahi Point' })).toBeVisible({
    timeout: 20_000,
  });
  await boardLoaded(page);
}

/** RFC 4180 rows: quoted cells may hold commas, line breaks and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** The customer's bill as text, line by line (the order detail's "bill" section). */
const billText = (page: Page) =>
  page
    .locator('section[aria-labelledby="order-bill"]')
    .evaluate((section) => (section as HTMLElement).innerText);

test('a restaurant runs itself: menu with photo, order, price change, CSV, push, timed pause', async ({
  browser,
  playwright,
}) => {
  // About a minute on a quiet machine (seven steps, eight axe scans); room for a shared CI runner.
  test.setTimeout(180_000);
  // Names of this run's own, so a repeat on the same server (--repeat-each) starts afresh.
  const tag = Date.now().toString(36).slice(-4);
  const CATEGORY = `Chef specials ${tag}`;
  const DISH = `Smoked Karahi ${tag}`;
  const GROUP = `Heat level ${tag}`;
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const [ownerToken, customerToken] = await Promise.all([
    signInToken(api, KARAHI_OWNER),
    signInToken(api, DEMO),
  ]);
  await selectDemoHome(api, customerToken);
  const isOpen = async () => {
    const { restaurant } = await gql<{ restaurant: { isOpen: boolean } }>(
      api,
      null,
      'query ($slug: String) { restaurant(slug: $slug) { isOpen } }',
      { slug: KARAHI_SLUG },
    );
    return restaurant.isOpen;
  };
  const owner = await personPage(browser, ownerToken, { notifications: true });
  const customer = await personPage(browser, customerToken);

  await test.step('the owner builds a dish with two variations, a required group and a photo', async () => {
    await openConsole(owner);
    await owner.getByRole('button', { name: 'Edit menu' }).click();
    await owner.getByLabel('New category').fill(CATEGORY);
    await owner.getByRole('button', { name: 'Add', exact: true }).click();
    await owner.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).click();

    await owner.getByRole('button', { name: 'New add-on group' }).click();
    const groupForm = owner.locator('form').filter({
      has: owner.getByRole('heading', { name: 'New add-on group' }),
    });
    await groupForm.getByLabel('Group name').fill(GROUP);
    await groupForm.getByLabel('Minimum choices').fill('1');
    await groupForm.getByLabel('Maximum choices').fill('1');
    // A new group starts with one empty option.
    await groupForm.getByLabel('Option', { exact: true }).fill('Mild');
    await groupForm.getByRole('button', { name: 'Add an option' }).click();
    await groupForm.getByLabel('Option', { exact: true }).nth(1).fill('Fiery');
    await groupForm.getByLabel('Price', { exact: true }).nth(1).fill('1.5');
    await groupForm.getByRole('button', { name: 'Save' }).click();
    await expect(groupForm).toHaveCount(0);

    await owner.getByRole('button', { name: 'New dish' }).click();
    const dishForm = owner.locator('form').filter({ has: owner.getByRole('heading', { name: 'New dish' }) });
    await dishForm.getByLabel('Dish name').fill(DISH);
    await dishForm.getByLabel('Description').fill('Slow-smoked over charcoal.');
    // A camera-sized JPEG, which the server crops and stores as WebP and AVIF.
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 70, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    await dishForm
      .getByLabel('Photo')
      .setInputFiles({ name: 'karahi.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dishForm.locator('img[src^="/media/"]').first()).toBeVisible({ timeout: 20_000 });
    const names = dishForm.getByLabel('Name', { exact: true });
    const prices = dishForm.getByLabel('Price', { exact: true });
    await names.fill('Regular');
    await prices.fill('9');
    await dishForm.getByRole('button', { name: 'Add a variation' }).click();
    await names.nth(1).fill('Large');
    await prices.nth(1).fill('14');
    // The group is offered with both variations.
    const offered = dishForm.getByRole('checkbox', { name: GROUP });
    await expect(offered).toHaveCount(2);
    for (const box of await offered.all()) await box.check();
    await expect(dishForm.getByRole('figure')).toContainText(DISH);
    await dishForm.getByRole('button', { name: 'Save' }).click();
    const dishes = owner.getByRole('list', { name: `Dishes in ${CATEGORY}` });
    await expect(dishes.getByRole('listitem')).toHaveText([/Regular \$9\.00 · Large \$14\.00/]);
  });

  const placed = await test.step('the customer sees the photo and orders the large one, fiery', async () => {
    const media = new Map<string, string>();
    customer.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/'))
        media.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
    });
    await customer.goto(`/restaurant/${KARAHI_SLUG}`);
    const card = customer.locator('article').filter({ hasText: DISH });
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    // Its box is known before the file arrives (no layout shift), and drawn at the size it asks for.
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '240');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: new URL(img.currentSrc).pathname,
      srcset: img.srcset,
      sizes: img.sizes,
      width: img.getBoundingClientRect().width,
      // With a width-described srcset, the natural width is the file's width at the density picked
      // for `sizes`: the size the page asked for.
      natural: img.naturalWidth,
    }));
    expect(`${shown.width}px`).toBe(shown.sizes);
    expect(shown.natural).toBe(shown.width);
    // The file picked for a 112 px box at 1x is the 320 px one, in the format the browser took first:
    // Chromium takes the AVIF <source>; the <img>'s own srcset, for browsers without AVIF, is WebP.
    expect(shown.src).toMatch(/^\/media\/[0-9a-f]{32}-320x240\.(avif|webp)$/);
    const format = shown.src.split('.').pop()!;
    expect(media.get(shown.src)).toBe(`image/${format}`);
    const webp = /(\/media\/\S+-320x240\.webp) 320w/.exec(shown.srcset)?.[1];
    expect(webp).toBeDefined();
    for (const [url, type] of [
      [shown.src, format],
      [webp!, 'webp'],
    ] as const) {
      const served = await customer.request.get(url);
      expect(served.headers()['content-type']).toBe(`image/${type}`);
      expect(served.headers()['cache-control']).toContain('immutable');
      const file = await sharp(await served.body()).metadata();
      expect([file.format === 'heif' ? 'avif' : file.format, file.width, file.height]).toEqual([
        type,
        320,
        240,
      ]);
    }

    await card.getByRole('button', { name: `Add ${DISH}` }).click();
    const dialog = customer.getByRole('dialog', { name: DISH });
    await dialog.getByRole('radio', { name: /Large/ }).check();
    const add = dialog.getByRole('button', { name: /^Add to cart/ });
    // The group is required: nothing is added until a heat level is chosen.
    await expect(add).toBeDisabled();
    await dialog.getByRole('radiogroup', { name: GROUP }).getByRole('radio', { name: /Fiery/ }).check();
    await add.click();
    await expect(dialog).toBeHidden();
    await customer.goto('/checkout');
    await customer.getByRole('button', { name: 'Place order' }).click();
    await expect(customer).toHaveURL(/\/order-detail\/[^/]+$/, { timeout: 20_000 });
    const id = decodeURIComponent(customer.url().split('/').pop()!);
    const { order } = await gql<{ order: { orderId: string; orderAmount: number } }>(
      api,
      customerToken,
      'query ($id: String!) { order(id: $id) { orderId orderAmount } }',
      { id },
    );
    // 14 for the large one and 1.5 for the option.
    await expect(customer.getByText(DISH)).toBeVisible();
    const bill = await billText(customer);
    expect(bill).toContain('$15.50');
    expect(bill).toContain('Fiery');
    return { id, ...order, bill };
  });

  await test.step('the owner raises the price; the placed order keeps its bill', async () => {
    await owner.getByRole('button', { name: `Edit ${DISH}` }).click();
    const form = owner.locator('form').filter({ has: owner.getByRole('heading', { name: `Edit ${DISH}` }) });
    await form.getByLabel('Price', { exact: true }).nth(1).fill('17');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByRole('list', { name: `Dishes in ${CATEGORY}` })).toContainText('Large $17.00');

    await customer.reload();
    await expect(customer.getByText(DISH)).toBeVisible();
    expect(await billText(customer)).toBe(placed.bill);

    await owner.getByRole('button', { name: 'History' }).click();
    const row = owner.getByRole('button', { name: new RegExp(`^${placed.orderId} `) });
    await row.click();
    const detail = owner.getByRole('listitem').filter({ has: row });
    await expect(detail).toContainText(`1 × ${DISH} (Large)`);
    await expect(detail).toContainText(`${GROUP}: Fiery`);
    await expect(detail.locator('dl')).toContainText('Subtotal');
    await expect(detail.locator('dl')).toContainText('$15.50');
  });

  await test.step('the CSV export from the history holds the order', async () => {
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    const [header, ...rows] = parseCsv(csv);
    const line = rows.find((cells) => cells[0] === placed.orderId);
    expect(line, csv).toBeDefined();
    const cell = (name: string) => line![header!.indexOf(name)];
    expect(cell('Items')).toBe(`1 x ${DISH} (Large)`);
    expect(cell('Subtotal')).toBe('15.5');
    expect(Number(cell('Total'))).toBe(placed.orderAmount);
  });

  await test.step('with the console closed, a new order reaches the owner by push', async () => {
    await owner.getByRole('button', { name: 'Orders' }).click();
    // The browser's push service is out of reach offline: the page's PushManager hands out the test
    // service's subscription instead, and everything else (permission, worker, saving it) is real.
    await owner.evaluate((subscription) => {
      const made = { toJSON: () => subscription, endpoint: subscription.endpoint };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => made as unknown as PushSubscription;
    }, push.subscription);
    await owner.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect(
      owner
        .getByRole('status')
        .filter({ hasText: 'New orders notify this device even when this tab is closed.' }),
    ).toBeVisible();
    await owner.close();
    const pushedBefore = push.received.length;

    const order = await placeKarahiOrder(api, customerToken, 'COD');
    await expect
      .poll(() => push.received.length, { message: 'no push reached the service' })
      .toBe(pushedBefore + 1);
    const message = push.received[pushedBefore];
    expect(message!.payload).toMatchObject({ title: 'New order', url: '/console' });
    expect(message!.payload['body']).toMatch(new RegExp(`^New order ${order.orderId}, \\d+ items?, \\$`));
    expect(message!.vapidKey).toBe(server.vapidPublicKey);
    expect(message!.vapidValid).toBe(true);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
  });

  await test.step('a 30-minute pause closes the restaurant until the clock passes it', async () => {
    // The pages keep their own timers on Playwright's clock, so they can be moved with the server's.
    const board = await personPage(browser, ownerToken);
    await board.clock.install();
    await openConsole(board);
    await board.getByRole('button', { name: 'Pause 30 min' }).click();
    const busy = board.getByRole('region', { name: 'Busy?' });
    await expect(busy.getByRole('status')).toHaveText(
      /^Paused until \d\d:\d\d( [AP]M)?; it resumes by itself\.$/,
    );
    await expect(board.locator('[data-state]')).toHaveText('Paused (busy)');

    await customer.clock.install();
    await customer.goto(`/restaurant/${KARAHI_SLUG}`);
    const closedDialog = customer.getByRole('dialog', { name: /^Karahi Point is closed/ });
    await expect(closedDialog).toBeVisible();
    await closedDialog.getByRole('button', { name: 'Go to menu' }).click();
    const closedNotice = customer
      .getByRole('note')
      .filter({ hasText: 'This restaurant is closed right now.' });
    const dishCard = customer.locator('article').filter({ hasText: DISH });
    await expect(closedNotice).toBeVisible();
    await expect(dishCard.getByText('Closed', { exact: true })).toBeVisible();
    await expect(dishCard.getByRole('button', { name: `Add ${DISH}` })).toBeDisabled();

    await server.setClockOffset(HALF_HOUR_AND_A_MINUTE);
    // The server reads the moved clock once it sees the file change: its answer says when.
    await expect.poll(isOpen).toBe(true);
    // Both open pages ask again on their own timers: half an hour later they show it open, unreloaded.
    await customer.clock.fastForward(HALF_HOUR_AND_A_MINUTE);
    await expect(customer.getByText('Open now', { exact: true })).toBeVisible();
    await expect(closedNotice).toHaveCount(0);
    await expect(dishCard.getByText('Closed', { exact: true })).toHaveCount(0);
    await expect(dishCard.getByRole('button', { name: `Add ${DISH}` })).toBeEnabled();
    await board.clock.fastForward(HALF_HOUR_AND_A_MINUTE);
    await expect(busy.getByRole('status')).toHaveText('Taking orders.');
    await expect(board.locator('[data-state]')).toHaveText('Open, taking orders');
    await board.context().close();

    // Back to the real time, where the pause has not ended yet (the server says so once it has read the
    // file), and the owner resumes at once: the server is left as the journey found it.
    await server.setClockOffset(0);
    await expect.poll(isOpen).toBe(false);
    const console = await personPage(browser, ownerToken);
    await openConsole(console);
    await console.getByRole('button', { name: 'Resume now' }).click();
    await expect(console.getByRole('region', { name: 'Busy?' }).getByRole('status')).toHaveText(
      'Taking orders.',
    );
    expect(await isOpen()).toBe(true);
    await console.context().close();
  });

  await test.step('axe: the menu editor and the busy controls at 375 and 1280 px, English and Arabic', async () => {
    for (const [language, editMenu, busyTitle] of [
      ['en', 'Edit menu', 'Busy?'],
      ['ar', 'تعديل القائمة', 'مزدحم؟'],
    ] as const) {
      const page = await personPage(browser, ownerToken, { language });
      await openConsole(page, `/console?lang=${language}`);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('region', { name: busyTitle })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await page.getByRole('button', { name: editMenu }).click();
      await page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).click();
      await expect(page.getByRole('list', { name: new RegExp(CATEGORY) })).toBeVisible();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSeriousA11yViolations(page);
      }
      await page.context().close();
    }
  });

  await customer.context().close();
  await api.dispose();
});
