// Page-weight budget (DESIGN.md "Quality bars"): the first load of each route may ship at most
// 150 KB of JS + CSS, gzipped. Deterministic: it measures bytes, not time. Maps are loaded on demand
// (DESIGN.md): chunks named map-* are reported in their own column and not counted in the budget.
//   npm run bench:weight [-- --out file.json] [--budget-kb 150]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from './lib/server.ts';
import { prepareSignedInWorld } from './lib/signed-in-world.ts';
import { signedInRoutes, weightRoutes } from './routes.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, 'budget-kb': { type: 'string', default: '150' } },
});
const budgetBytes = Number(values['budget-kb']) * 1024;

type RouteWeight = {
  route: string;
  files: number;
  jsGzip: number;
  cssGzip: number;
  total: number;
  onDemandGzip: number;
  withinBudget: boolean;
};

const isOnDemand = (url: string) => /^map-/.test(new URL(url).pathname.split('/').pop() ?? '');

async function measure(
  browser: Browser,
  origin: string,
  route: string,
  storage: Record<string, string> = {},
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await context.route(
    (url) => url.origin !== origin,
    (r) => r.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const pending: Promise<{ kind: 'js' | 'css'; onDemand: boolean; gzip: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        kind: type === 'script' ? 'js' : 'css',
        onDemand: isOnDemand(response.url()),
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  const all = await Promise.all(pending);
  await context.close();
  const sum = (list: typeof all) => list.reduce((n, f) => n + f.gzip, 0);
  const files = all.filter((f) => !f.onDemand);
  const jsGzip = sum(files.filter((f) => f.kind === 'js'));
  const cssGzip = sum(files.filter((f) => f.kind === 'css'));
  const total = jsGzip + cssGzip;
  const onDemandGzip = sum(all.filter((f) => f.onDemand));
  return {
    route,
    files: files.length,
    jsGzip,
    cssGzip,
    total,
    onDemandGzip,
    withinBudget: total <= budgetBytes,
  };
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4320), dataDir: '.data-bench' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const routes = await weightRoutes(server.origin);
  const results: RouteWeight[] = [];
  for (const route of routes) results.push(await measure(browser, server.origin, route));
  const world = await prepareSignedInWorld(server.origin);
  for (const route of signedInRoutes(world.orderId)) {
    results.push({
      ...(await measure(browser, server.origin, route, world.storage)),
      route: `${route} (signed in)`,
    });
  }
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log(
    `route${' '.repeat(45)}   JS KB  CSS KB  total KB  map KB (on demand)  (budget ${values['budget-kb']} KB gzip)`,
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(50)} ${kb(r.jsGzip)} ${kb(r.cssGzip)}   ${kb(r.total)}  ${kb(r.onDemandGzip)}             ${r.withinBudget ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (values.out) writeFileSync(values.out, JSON.stringify({ budgetBytes, routes: results }, null, 2));
  process.exitCode = results.every((r) => r.withinBudget) ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
