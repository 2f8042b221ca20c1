// The restaurant list page at scale (docs/restaurant-paging.md): DOM nodes and the longest long task
// in Chromium (unthrottled) on the demo city (62 restaurants, the baseline) and on the same city with
// ~10,000 restaurants in range, measured in one run against two local servers, first page and after
// scrolling three more pages. Run: `npx tsx bench/list-page-dom.ts` after `npm run build -w apps/web`.
// Only 127.0.0.1 is contacted.
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { migrate, openDatabase } from '../apps/api/src/db/client.ts';
import { cloneRestaurants } from '../apps/api/src/db/seed/clone-restaurants.ts';
import { DEMO_LOCATION, seedDemoData } from '../apps/api/src/db/seed/index.ts';
import { startServer } from './lib/server.ts';

const port = Number(process.env.BENCH_PORT ?? 5630);
const copies = Number(process.env.COPIES ?? 160);

async function seedAtScale(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  await seedDemoData({ db, now: new Date() });
  await cloneRestaurants(db, { copies });
  await close();
}

type Figures = { cards: number; domNodes: number; longestTaskMs: number; answerBytes: number };

async function measure(browser: Browser, origin: string, morePages: number): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  // Generous: the figures are the DOM and long tasks, not how fast a shared machine loads the page.
  page.setDefaultTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  let answerBytes = 0;
  page.on('response', async (response) => {
    if (response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('NearBy'))
      answerBytes = Math.max(answerBytes, (await response.body()).length);
  });
  const grid = page.locator('section[aria-labelledby="all-restaurants-title"] a[href^="/restaurant/"]');
  await page.goto(`${origin}/restaurant-list`);
  await grid.first().waitFor();
  // Scrolling to the end is what loads the next page (the sentinel), as for a user.
  const items = 'section[aria-labelledby="all-restaurants-title"] li';
  for (let more = 1; more <= morePages; more++) {
    if ((await page.getByRole('button', { name: 'Load more restaurants' }).count()) === 0) break;
    const before = await page.locator(items).count();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length > count, [
      items,
      before,
    ] as const);
  }
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    longestTaskMs: Math.round((window as unknown as { longest: number }).longest),
  }));
  const cards = await grid.count();
  await context.close();
  return { cards, ...figures, answerBytes };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const baseline = await startServer({ port, dataDir: `.data-bench-list-${port}` });
const scaled = await startServer({
  port: port + 1,
  dataDir: `.data-bench-list-${port + 1}`,
  prepare: seedAtScale,
});
try {
  const inRange = await fetch(`${scaled.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ nearByRestaurants(latitude: ${DEMO_LOCATION.latitude}, longitude: ${DEMO_LOCATION.longitude}, first: 1) { totalCount } }`,
    }),
  }).then((r) => r.json() as Promise<{ data: { nearByRestaurants: { totalCount: number } } }>);
  const rows: Record<string, unknown>[] = [];
  // The baseline city has three pages: its first page, then all of them, against 1 and 4 at scale.
  for (const [baseMore, bigMore] of [
    [0, 0],
    [2, 3],
  ] as const) {
    const base = await measure(browser, baseline.origin, baseMore);
    console.log('baseline', JSON.stringify(base));
    const big = await measure(browser, scaled.origin, bigMore);
    console.log('at scale', JSON.stringify(big), 'load', loadavg());
    rows.push({
      pagesLoaded: { baseline: baseMore + 1, at10k: bigMore + 1 },
      baseline: base,
      at10k: big,
      domRatio: +(big.domNodes / base.domNodes).toFixed(2),
    });
  }
  console.log(
    JSON.stringify(
      {
        restaurantsInRange: inRange.data.nearByRestaurants.totalCount,
        load: loadavg().map((x) => +x.toFixed(2)),
        cpus: cpus().length,
        rows,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await baseline.stop();
  await scaled.stop();
}
