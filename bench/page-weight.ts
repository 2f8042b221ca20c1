// Page-weight budget (issue 11): the bytes a first visit really transfers, as the server sent them
// (compressed when it compresses), for everything loaded until the network is idle, per resource type,
// at a desktop and a phone viewport. Budget: 150 KB per route, 250 KB on routes whose screen shows a map
// (routes.ts MAP_ROUTES). Deterministic: it counts bytes, not time, so CI runs it (scripts/test.mjs
// reads `routes[].withinBudget` from --out). How to read it: docs/benchmarks.md.
//   npm run bench:weight [-- --out file.json] [--budget-kb 150] [--map-budget-kb 250] [--port 4320] [--only /login] [--detail]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot, startServer } from './lib/server.ts';
import { prepareSignedInWorld } from './lib/signed-in-world.ts';
import { kb, loadAverage } from './lib/stats.ts';
import { isMapRoute, signedInRoutes, weightRoutes } from './routes.ts';
import { classify, RESOURCE_KINDS, type ResourceKind } from './lib/resource-kind.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'budget-kb': { type: 'string', default: '150' },
    'map-budget-kb': { type: 'string', default: '250' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4320' },
    /** Only routes containing this text (for a quick look; the budget verdict then covers only them). */
    only: { type: 'string' },
    /** Print every request's bytes, heaviest first (to find what pushed a route over its budget). */
    detail: { type: 'boolean', default: false },
  },
});
const budgetBytes = Number(values['budget-kb']) * 1024;
const mapBudgetBytes = Number(values['map-budget-kb']) * 1024;

// The phone matches Lighthouse's mobile emulation (Moto G Power: 412×823 at 1.75 device pixels).
const VIEWPORTS = [
  { name: '1280x720', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, isMobile: false },
  { name: '412x823', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
] as const;

type ViewportWeight = {
  total: number;
  requests: number;
  byKind: Record<ResourceKind, number>;
  /** Text responses over 1 KB that arrived without a Content-Encoding. */
  uncompressedText: number;
  /** The scripts loaded (paths on the server). */
  scripts: string[];
};

type RouteWeight = {
  route: string;
  map: boolean;
  budgetBytes: number;
  viewports: Record<string, ViewportWeight>;
  /** The heavier viewport's total. */
  total: number;
  /** Staff apps' source files in the scripts this customer route loaded: there must be none. */
  staffModules: string[];
  withinBudget: boolean;
};

// The staff apps' sources (docs/web-rendering.md "Chunks"): none may reach a customer route's first
// load, whatever Rollup's merging of small chunks does (apps/web/vite.config.ts).
const STAFF_SOURCES =
  /^src\/(features\/(admin|admin-orders|menu-editor|restaurant-console|rider)\/|app\/staff\/|app\/admin-|locales\/(admin\w*|menuEditor|staff|statements|console|rider)\/)/;
const chunkModules = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/dist/.vite/chunk-modules.json'), 'utf8'),
) as Record<string, string[]>;

function staffModulesIn(scripts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const script of scripts) {
    for (const id of chunkModules[script.replace(/^\//, '')] ?? []) if (STAFF_SOURCES.test(id)) found.add(id);
  }
  return [...found].sort();
}

async function measure(
  browser: Browser,
  origin: string,
  route: string,
  { viewport, deviceScaleFactor, isMobile }: (typeof VIEWPORTS)[number],
  storage: Record<string, string>,
): Promise<ViewportWeight> {
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch: isMobile });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  // Chromium's own count of what crossed the wire per request (headers + body as encoded), which is
  // what the user pays for; re-compressing bodies here would hide a server that does not compress.
  const cdp = await context.newCDPSession(page);
  const responses = new Map<string, { kind: ResourceKind; text: boolean; encoded: boolean; url: string }>();
  const detail: { bytes: number; kind: ResourceKind; url: string }[] = [];
  const weight: ViewportWeight = {
    total: 0,
    requests: 0,
    byKind: Object.fromEntries(RESOURCE_KINDS.map((k) => [k, 0])) as Record<ResourceKind, number>,
    uncompressedText: 0,
    scripts: [],
  };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    responses.set(requestId, {
      kind: classify(response.url, type, response.mimeType),
      text: /text|javascript|json|svg|xml|graphql/.test(response.mimeType),
      encoded: Boolean(headers['content-encoding'] && headers['content-encoding'] !== 'identity'),
      url: response.url,
    });
  });
  let started = 0;
  let settled = 0;
  cdp.on('Network.requestWillBeSent', () => void started++);
  cdp.on('Network.loadingFailed', () => void settled++);
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    settled++;
    const response = responses.get(requestId);
    if (!response) return;
    weight.requests++;
    weight.total += encodedDataLength;
    weight.byKind[response.kind] += encodedDataLength;
    if (response.text && !response.encoded && encodedDataLength > 1024) weight.uncompressedText++;
    if (response.kind === 'js') weight.scripts.push(new URL(response.url).pathname);
    if (values.detail) detail.push({ bytes: encodedDataLength, kind: response.kind, url: response.url });
  });
  await cdp.send('Network.enable');
  await page.goto(origin + route, { waitUntil: 'load' });
  await untilIdle(page, () => ({ started, settled }));
  await context.close();
  if (values.detail) {
    console.log(`${route} ${viewport.width}x${viewport.height}`);
    for (const r of detail.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(r.bytes).padStart(7)} ${r.kind.padEnd(7)} ${r.url.replace(origin, '')}`);
    }
  }
  return weight;
}

const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 20_000;

/**
 * "Network idle" that does not depend on the machine's speed: no request in flight for QUIET_MS, then
 * the page's main thread idle (a busy thread may be about to ask for more, e.g. while the entry chunk
 * still runs), and no request started meanwhile. Bounded, so a page that polls still ends.
 */
async function untilIdle(page: Page, counts: () => { started: number; settled: number }) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    let quietSince = Date.now();
    let last = counts().started;
    while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      const now = counts();
      if (now.started !== last || now.settled < now.started) {
        last = now.started;
        quietSince = Date.now();
      }
    }
    const before = counts().started;
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
    await new Promise((r) => setTimeout(r, 100)); // let the CDP events of a last request arrive
    const now = counts();
    if (now.started === before && now.settled === now.started) return;
  }
}

const server = await startServer({ port: Number(values.port), dataDir: '.data-bench' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const world = await prepareSignedInWorld(server.origin);
  const routes = [
    ...(await weightRoutes(server.origin)).map((route) => ({ route, label: route, storage: {} })),
    ...signedInRoutes(world.orderId).map((route) => ({
      route,
      label: `${route} (signed in)`,
      storage: world.storage,
    })),
  ];
  const results: RouteWeight[] = [];
  for (const { route, label, storage } of routes.filter((r) => r.label.includes(values.only ?? ''))) {
    const map = isMapRoute(route);
    const budget = map ? mapBudgetBytes : budgetBytes;
    const viewports: Record<string, ViewportWeight> = {};
    for (const v of VIEWPORTS) viewports[v.name] = await measure(browser, server.origin, route, v, storage);
    const total = Math.max(...Object.values(viewports).map((w) => w.total));
    const staffModules = staffModulesIn(Object.values(viewports).flatMap((w) => w.scripts));
    const withinBudget = total <= budget && staffModules.length === 0;
    results.push({ route: label, map, budgetBytes: budget, viewports, total, staffModules, withinBudget });
  }
  print(results);
  if (values.out) {
    writeFileSync(
      values.out,
      JSON.stringify({ budgetBytes, mapBudgetBytes, loadAverage: loadAverage(), routes: results }, null, 2),
    );
  }
  process.exitCode = results.every((r) => r.withinBudget) ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}

function print(results: RouteWeight[]) {
  const cell = (s: string, n = 8) => s.padStart(n);
  console.log(
    `KB on the wire until network idle (headers + encoded bodies); budget ${values['budget-kb']} KB, ` +
      `${values['map-budget-kb']} KB on map routes (*)`,
  );
  console.log(
    `${'route'.padEnd(38)}${cell('viewport', 10)}${RESOURCE_KINDS.map((k) => cell(k)).join('')}${cell('total', 9)}${cell('requests', 9)}  verdict`,
  );
  for (const r of results) {
    for (const [name, w] of Object.entries(r.viewports)) {
      const note = w.uncompressedText ? ` (${w.uncompressedText} text responses not compressed)` : '';
      console.log(
        `${`${r.route}${r.map ? ' *' : ''}`.slice(0, 37).padEnd(38)}${cell(name, 10)}` +
          `${RESOURCE_KINDS.map((k) => cell(kb(w.byKind[k]))).join('')}${cell(kb(w.total), 9)}${cell(String(w.requests), 9)}  ` +
          `${w.total <= r.budgetBytes ? 'ok' : 'OVER BUDGET'}${note}`,
      );
    }
    if (r.staffModules.length) console.log(`  STAFF CODE in the first load: ${r.staffModules.join(', ')}`);
  }
  console.log(`load average (1/5/15 min): ${loadAverage()}`);
}
