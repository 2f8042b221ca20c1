// `npm start` to the first 200 of /healthz on a database that already exists (migrated and seeded by
// an unmeasured first start), on PostgreSQL and on the embedded PGlite, for this tree and a baseline
// ref started the baseline's own way, interleaved run by run so both see the same load; then the API
// process's resident memory after 1,000 requests (the web's NearByRestaurants and Restaurant, 10 at a
// time). The start script runs as `npm start` does with an up-to-date web build; this tree's API build
// is made fresh before the first run. Results and how to read them: docs/benchmarks.md.
// The baseline runs with this tree's node_modules (linked), so give the branch's base as --baseline.
//   npm run bench:start [-- --runs 5 --port 4640 --baseline main --database-url postgres://…]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareBaseline, type Baseline } from './lib/baseline.ts';
import { cityPoint, restaurantSlugs } from './lib/city.ts';
import { REQUEST_HEADERS, requestBody } from './lib/load.ts';
import { repoRoot } from './lib/server.ts';
import { loadAverage, median } from './lib/stats.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';
import { webOperation } from './lib/web-documents.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4640' },
    baseline: { type: 'string', default: 'main' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    requests: { type: 'string', default: '1000' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const REQUESTS = Number(values.requests);

type Subject = { label: string; root: string };
type Started = { child: ChildProcess; ms: number; load: string };

async function start(subject: Subject, env: Record<string, string>): Promise<Started> {
  const load = loadAverage();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: subject.root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      // The bench finds restaurant slugs with a query of its own, outside the web's registered documents.
      GRAPHQL_ARBITRARY_DOCUMENTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${subject.label}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, ms: performance.now() - began, load };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** VmRSS of the API process: the start script's child. */
function apiRssMb(child: ChildProcess): number {
  const [api] = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ');
  const line = readFileSync(`/proc/${api}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)!;
  return Number(line[1]) / 1024;
}

async function requestLoad(origin: string) {
  const slugs = await restaurantSlugs(origin);
  const nearby = webOperation('NearByRestaurants');
  const restaurant = webOperation('Restaurant');
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      const n = sent++;
      const body =
        n % 2 === 0
          ? requestBody(nearby, () => ({ ...cityPoint(), carousels: true }))
          : requestBody(restaurant, () => ({ slug: slugs[n % slugs.length] }));
      const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: REQUEST_HEADERS, body });
      if (!response.ok) throw new Error(`request ${n}: HTTP ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

async function main() {
  console.error(`load at start: ${loadAverage()}`);
  let baseline: Baseline | undefined;
  try {
    // This tree's dependencies, linked: a branch measured against its base only adds some.
    baseline = prepareBaseline(values.baseline!, { build: false, linkDependencies: true });
    const subjects: Subject[] = [
      { label: `${values.baseline} (${baseline.sha.slice(0, 8)})`, root: baseline.root },
      { label: 'this tree', root: repoRoot },
    ];
    // This tree's build, made before timing (npm start would make it on the first start).
    const { ensureApiBuild } = (await import(path.join(repoRoot, 'scripts/build-api.mjs'))) as {
      ensureApiBuild: (options: { force: boolean }) => Promise<boolean>;
    };
    await ensureApiBuild({ force: true });

    for (const kind of ['PostgreSQL', 'PGlite'] as const) {
      const envs: Record<string, string>[] = [];
      const cleanups: (() => Promise<void>)[] = [];
      try {
        for (const subject of subjects) {
          const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
          cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
          // On PostgreSQL demo mode is off, so the catalogue is seeded only when asked (the requests need it).
          const env: Record<string, string> = { DATA_DIR: dataDir, SEED: 'true' };
          if (kind === 'PostgreSQL') {
            const db = await createThrowawayDatabase(values['database-url']!, 'bench_start');
            cleanups.push(db.drop);
            env.DATABASE_URL = db.url;
          }
          envs.push(env);
          // The first start migrates and seeds; not measured.
          await stop((await start(subject, env)).child);
        }
        const times: number[][] = subjects.map(() => []);
        for (let run = 0; run < RUNS; run++) {
          for (const [i, subject] of subjects.entries()) {
            const started = await start(subject, envs[i]!);
            await stop(started.child);
            times[i]!.push(started.ms);
            console.log(
              `${kind} ${subject.label} run ${run + 1}: ${Math.round(started.ms)} ms (load ${started.load})`,
            );
          }
        }
        for (const [i, subject] of subjects.entries()) {
          const started = await start(subject, envs[i]!);
          const origin = `http://127.0.0.1:${PORT}`;
          let before: number, after: number;
          try {
            before = apiRssMb(started.child);
            await requestLoad(origin);
            after = apiRssMb(started.child);
          } finally {
            await stop(started.child);
          }
          console.log(
            `${kind} ${subject.label}: start median ${Math.round(median(times[i]!))} ms ` +
              `[${times[i]!.map(Math.round).join(', ')}]; RSS ${Math.round(before)} MB at start, ` +
              `${Math.round(after)} MB after ${REQUESTS} requests (load ${loadAverage()})`,
          );
        }
      } finally {
        for (const cleanup of cleanups) await cleanup();
      }
    }
  } finally {
    baseline?.remove();
  }
  console.error(`load at end: ${loadAverage()}`);
}

await main();
