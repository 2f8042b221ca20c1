// The restaurant list page at scale (docs/restaurant-paging.md): DOM nodes, mounted cards and the
// longest long task in Chromium (unthrottled) on the demo city (62 restaurants, the baseline) and on the
// same city with ~10,000 restaurants in range, measured in one run against two local servers: on the
// first page, and after scrolling page after page to the end of the list (every page of the demo city,
// PAGES more at scale, 25 by default). The grid is windowed, so the DOM should not grow with the pages.
// Run: `npx tsx bench/list-page-dom.ts` after `npm run build -w apps/web`. BENCH_PORT (two ports),
// COPIES, PAGES, REPEATS (3) and WEB_ROOT (serve another checkout's build, e.g. main's) change the
// setup. Only 127.0.0.1 is contacted.
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Response } from 'playwright-core';
import { migrate, openDatabase } from '../apps/api/src/db/client.ts';
import { cloneRestaurants } from '../apps/api/src/db/seed/clone-restaurants.ts';
import { DEMO_LOCATION, seedDemoData } from '../apps/api/src/db/seed/index.ts';
import { startServer } from './lib/server.ts';

const port = Number(process.env.BENCH_PORT ?? 5630);
const copies = Number(process.env.COPIES ?? 160);
const pages = Number(process.env.PAGES ?? 25);
// Another checkout whose web build both servers serve (e.g. main's, for a before/after in one session).
const root = process.env.WEB_ROOT;
// Long tasks are noisy on a shared machine: each figure is measured this many times.
const repeats = Number(process.env.REPEATS ?? 3);

async function seedAtScale(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  await seedDemoData({ db, now: new Date() });
  await cloneRestaurants(db, { copies });
  await close();
}

type Figures = {
  /** Pages and restaurants loaded, and grid cards mounted in the DOM at the end. */
  pages: number;
  loaded: number;
  cards: number;
  domNodes: number;
  /** The most DOM nodes seen after any page while scrolling. */
  maxDomNodes: number;
  longestTaskMs: number;
  answerBytes: number;
};

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
  // Pages after the first that arrived, and the restaurants every list answer brought.
  let morePagesFetched = 0;
  let fetchedRestaurants = 0;
  let firstPageFetched = false;
  const isListAnswer = (response: Response) =>
    response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('NearBy');
  const isLaterPage = (response: Response) =>
    isListAnswer(response) && /"after":"/.test(response.request().postData() ?? '');
  page.on('response', async (response) => {
    if (!isListAnswer(response)) return;
    if (isLaterPage(response)) morePagesFetched += 1;
    else firstPageFetched = true;
    const body = await response.body();
    answerBytes = Math.max(answerBytes, body.length);
    const answer = JSON.parse(body.toString()) as {
      data?: { nearByRestaurants?: { restaurants: unknown[] } };
    };
    fetchedRestaurants += answer.data?.nearByRestaurants?.restaurants.length ?? 0;
  });
  const grid = page.locator('section[aria-labelledby="all-restaurants-title"] a[href^="/restaurant/"]');
  const loadMore = page.getByRole('button', { name: 'Load more restaurants' });
  // LoadMore's spinner: a page is on its way (the sentinel asks well before the end).
  const settled = () => page.waitForFunction(() => document.querySelector('main [role="status"]') === null);
  const domNodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
  await page.goto(`${origin}/restaurant-list`);
  await grid.first().waitFor();
  // Scrolling to the end is what loads the next page (the sentinel), as for a user; the sentinel may
  // fetch a page before the scroll, which counts too. The DOM is sampled after every page.
  let maxDomNodes = await domNodes();
  while (morePagesFetched < morePages) {
    await settled();
    maxDomNodes = Math.max(maxDomNodes, await domNodes());
    if ((await loadMore.count()) === 0) break;
    const before = morePagesFetched;
    const next = page.waitForResponse(isLaterPage);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    if (morePagesFetched === before) await next;
    else void next.catch(() => {});
  }
  await settled();
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    longestTaskMs: Math.round((window as unknown as { longest: number }).longest),
  }));
  const cards = await grid.count();
  await context.close();
  // A server-rendered first page came with the HTML, not as an answer: the web's pages are of 12.
  const loaded = fetchedRestaurants + (firstPageFetched ? 0 : 12);
  return {
    pages: 1 + morePagesFetched,
    loaded,
    cards,
    ...figures,
    maxDomNodes: Math.max(maxDomNodes, figures.domNodes),
    answerBytes,
  };
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.longestTaskMs - b.longestTaskMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const baseline = await startServer({ port, root, dataDir: `.data-bench-list-${port}` });
const scaled = await startServer({
  port: port + 1,
  root,
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
  // The baseline city has six pages: its first page, then all of them, against 1 and 1 + PAGES at scale.
  for (const [baseMore, bigMore] of [
    [0, 0],
    [5, pages],
  ] as const) {
    // Interleaved repeats; the run with the median longest task is kept, every run's is reported.
    const baseRuns: Figures[] = [];
    const bigRuns: Figures[] = [];
    for (let run = 0; run < repeats; run++) {
      baseRuns.push(await measure(browser, baseline.origin, baseMore));
      console.log('baseline', JSON.stringify(baseRuns.at(-1)));
      bigRuns.push(await measure(browser, scaled.origin, bigMore));
      console.log('at scale', JSON.stringify(bigRuns.at(-1)), 'load', loadavg());
    }
    const base = { ...median(baseRuns), longestTaskMsRuns: baseRuns.map((run) => run.longestTaskMs) };
    const big = { ...median(bigRuns), longestTaskMsRuns: bigRuns.map((run) => run.longestTaskMs) };
    rows.push({
      pagesLoaded: { baseline: base.pages, at10k: big.pages },
      baseline: base,
      at10k: big,
      domRatio: +(big.domNodes / base.domNodes).toFixed(2),
      maxDomRatio: +(big.maxDomNodes / base.maxDomNodes).toFixed(2),
      longestTaskRatio: base.longestTaskMs > 0 ? +(big.longestTaskMs / base.longestTaskMs).toFixed(2) : null,
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
