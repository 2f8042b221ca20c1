// Lighthouse 12 with its mobile defaults (Moto G Power emulation, simulated throttling) in Debian's
// Chromium, N runs per route, medians of performance, LCP, CLS and TBT (issue 11). Public routes are
// measured as a new visitor (Lighthouse resets the origin's storage); signed-in routes run on a copy of
// a profile holding the demo customer's session and a cart, with storage reset off. With --baseline
// another git ref is built in a temporary worktree and measured interleaved with this tree, run by run,
// so both see the same machine load. How to read it: docs/benchmarks.md.
//   npm run bench:lighthouse [-- --baseline main] [--runs 3] [--only /,/login] [--port 4330]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prepareBaseline, type Baseline } from './lib/baseline.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { createSignedInProfile } from './lib/signed-in-profile.ts';
import { prepareSignedInWorld } from './lib/signed-in-world.ts';
import { loadAverage, median, ratio } from './lib/stats.ts';
import { lighthouseRoutes } from './routes.ts';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    runs: { type: 'string', default: '3' },
    /** Comma-separated routes to measure, e.g. `/,/checkout,/order-detail` (a prefix stands for its ids). */
    only: { type: 'string' },
    port: { type: 'string', default: '4330' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);

type Figures = { performance: number; lcp: number; cls: number; tbt: number };
type Audit = Figures & { lcpElement?: string };
const METRICS = ['performance', 'lcp', 'cls', 'tbt'] as const;

type Build = {
  name: string;
  server: RunningServer;
  routes: { route: string; signedIn: boolean }[];
  profile: Awaited<ReturnType<typeof createSignedInProfile>>;
  runs: Map<string, Figures[]>;
};

async function setUp(name: string, server: RunningServer): Promise<Build> {
  const world = await prepareSignedInWorld(server.origin);
  const wanted = values.only?.split(',').map((r) => r.trim());
  const routes = (await lighthouseRoutes(server.origin, world.orderId)).filter(
    (r) => !wanted || wanted.some((w) => r.route === w || (w !== '/' && r.route.startsWith(`${w}/`))),
  );
  const profile = await createSignedInProfile(server.origin, world.storage);
  return { name, server, routes, profile, runs: new Map() };
}

let chromePort = PORT + 5;

async function audit(build: Build, route: string, signedIn: boolean): Promise<Audit> {
  const userDataDir = signedIn ? build.profile.copy() : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    ...(userDataDir ? { userDataDir } : {}), // default: a fresh temporary profile
    port: chromePort++,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(build.server.origin + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
      // Its gatherer reads every text body with a 1 s protocol timeout, which fails the whole run on a
      // busy machine; it does not count in the score, and bench:weight reports uncompressed responses.
      skipAudits: ['uses-text-compression'],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${route}: ${lhr?.runtimeError?.message}`);
    // A signed-in screen that sent us to the sign-in page would measure the wrong screen.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(build.server.origin + route).pathname) {
      throw new Error(`${route} ended on ${landed}: the profile's session or cart was not used`);
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    chrome.kill();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The LCP element's HTML snippet, shortened: which element to look at when LCP is slow. */
function lcpElementOf(details: unknown): string | undefined {
  type Table = { items?: { items?: { node?: { snippet?: string } }[] }[] };
  const snippet = (details as Table | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
  return snippet?.replace(/\s+/g, ' ').slice(0, 90);
}

/** A run that fails (e.g. a protocol timeout on a very busy machine) is tried once more, then skipped. */
async function auditWithRetry(build: Build, route: string, signedIn: boolean, label: string) {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await audit(build, route, signedIn);
    } catch (error) {
      console.error(`${label} ${build.name} ${route} attempt ${attempt} failed: ${String(error)}`);
    }
  }
  return undefined;
}

function medians(runs: Figures[]): Figures {
  return Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])) as Figures;
}

const show: Record<(typeof METRICS)[number], (n: number) => string> = {
  performance: (n) => String(Math.round(n)),
  lcp: (n) => `${(n / 1000).toFixed(2)} s`,
  cls: (n) => n.toFixed(3),
  tbt: (n) => `${Math.round(n)} ms`,
};

function report(builds: Build[]) {
  const [current, base] = builds;
  if (!current) return;
  console.log(
    `\nLighthouse 12 mobile (simulated throttling), median of ${RUNS} runs per route` +
      (base ? `; each figure beside the baseline (${base.name}) and the ratio current / baseline` : ''),
  );
  const header = METRICS.map((m) => (base ? `${m} (base, ratio)` : m).padStart(base ? 30 : 12)).join('');
  console.log(`${'route'.padEnd(56)}${header}`);
  current.routes.forEach(({ route, signedIn }, i) => {
    const label = `${route}${signedIn ? ' (signed in)' : ''}`;
    const mine = medians(current.runs.get(route) ?? []);
    const baseRoute = base?.routes[i]?.route;
    const theirs = base && baseRoute ? medians(base.runs.get(baseRoute) ?? []) : undefined;
    const cells = METRICS.map((m) =>
      theirs
        ? `${show[m](mine[m])} (${show[m](theirs[m])}, ${ratio(mine[m], theirs[m])})`.padStart(30)
        : show[m](mine[m]).padStart(12),
    );
    const counted = current.runs.get(route)?.length ?? 0;
    const note = counted < RUNS ? ` (${counted} of ${RUNS} runs succeeded)` : '';
    console.log(`${label.slice(0, 55).padEnd(56)}${cells.join('')}${note}`);
  });
  console.log(`load average (1/5/15 min) at the end: ${loadAverage()}`);
}

const builds: Build[] = [];
let baseline: Baseline | undefined;
try {
  if (values.baseline) baseline = prepareBaseline(values.baseline);
  console.error(`load average at the start: ${loadAverage()}`);
  builds.push(
    await setUp('current', await startServer({ port: PORT, dataDir: '.data-bench-lighthouse', build: true })),
  );
  if (baseline) {
    const server = await startServer({
      port: PORT + 1,
      dataDir: '.data-bench-lighthouse',
      root: baseline.root,
    });
    builds.push(await setUp(`${baseline.ref} ${baseline.sha.slice(0, 8)}`, server));
  }
  for (let run = 0; run < RUNS; run++) {
    // Alternate which build goes first, so neither always meets a warmer or busier machine.
    const order = run % 2 ? [...builds].reverse() : builds;
    for (let i = 0; i < builds[0]!.routes.length; i++) {
      for (const build of order) {
        const { route, signedIn } = build.routes[i]!;
        const figures = await auditWithRetry(build, route, signedIn, `run ${run + 1}/${RUNS}`);
        if (!figures) continue;
        build.runs.set(route, [...(build.runs.get(route) ?? []), figures]);
        console.error(
          `run ${run + 1}/${RUNS} ${build.name} ${route}: ${METRICS.map((m) => `${m} ${show[m](figures[m])}`).join(', ')} (load ${loadAverage()})` +
            (figures.lcpElement ? `\n    LCP element: ${figures.lcpElement}` : ''),
        );
      }
    }
  }
  report(builds);
} finally {
  for (const build of builds) {
    build.profile.remove();
    await build.server.stop();
  }
  baseline?.remove();
}
