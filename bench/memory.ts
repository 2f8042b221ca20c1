// Resident memory of the production server (`npm start`'s compiled API) under mixed load, for this
// tree and a baseline ref side by side (each on its own port and database, the same load at the same
// time): RSS after start, after a warm-up of 1,000 mixed requests, then every 10 s over 10 minutes of
// mixed load at a bounded rate (the web's NearByRestaurants with carousels and Restaurant, and server
// rendered pages: the list, a restaurant). 127.0.0.1 only. Results and how to read them:
// docs/benchmarks.md "Start-up and memory".
//   npm run bench:memory [-- --minutes 10 --rate 40 --baseline main --database pglite --port 4650]
//   npm run bench:memory -- --baseline HEAD --env SEMI_SPACE_MB=4   a setting for this tree only
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareBaseline, type Baseline } from './lib/baseline.ts';
import { cityPoint, restaurantSlugs } from './lib/city.ts';
import { REQUEST_HEADERS, requestBody } from './lib/load.ts';
import { repoRoot } from './lib/server.ts';
import { loadAverage } from './lib/stats.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';
import { webOperation } from './lib/web-documents.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'sample-seconds': { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1000' },
    // Requests per second per server during the long run; bounded, so the run sends a known number.
    rate: { type: 'string', default: '40' },
    port: { type: 'string', default: '4650' },
    baseline: { type: 'string', default: 'main' },
    database: { type: 'string', default: 'postgresql' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // Throwaway databases are named <prefix>_<time>: on a shared server, a prefix of your own.
    'database-prefix': { type: 'string', default: 'bench_memory' },
    // KEY=VALUE for this tree's server only (repeatable): a setting measured against the same code without it.
    env: { type: 'string', multiple: true, default: [] },
  },
});
const MINUTES = Number(values.minutes);
const SAMPLE_MS = Number(values['sample-seconds']) * 1000;
const WARMUP = Number(values.warmup);
const RATE = Number(values.rate);
const PORT = Number(values.port);
const CONNECTIONS = 10;

type Subject = { label: string; root: string; port: number; env: Record<string, string> };

async function start(subject: Subject): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: subject.root,
    env: {
      ...process.env,
      PORT: String(subject.port),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      // The bench finds restaurant slugs with a query of its own, outside the web's registered documents.
      GRAPHQL_ARBITRARY_DOCUMENTS: 'true',
      ...subject.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${subject.label}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${subject.port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

function apiPid(child: ChildProcess): string {
  return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0]!;
}

/** CPU time (user + system) the API process has used so far, in ms. */
function apiCpuMs(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${apiPid(child)}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** VmRSS of the API process (the start script's child), in MB. */
function apiRssMb(child: ChildProcess): number {
  const api = apiPid(child);
  const line = readFileSync(`/proc/${api}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)!;
  return Number(line[1]) / 1024;
}

/**
 * Where the API process's resident memory is, from /proc/PID/smaps: the node binary's pages (file
 * backed, shared), malloc's main heap (brk), and anonymous mappings (V8's heap, thread arenas, stacks).
 */
function rssParts(child: ChildProcess): string {
  const parts = { binary: 0, malloc: 0, anonymous: 0, other: 0 };
  let part: keyof typeof parts = 'other';
  for (const line of readFileSync(`/proc/${apiPid(child)}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1]!;
      part =
        name === ''
          ? 'anonymous'
          : name === '[heap]'
            ? 'malloc'
            : name.endsWith('/node')
              ? 'binary'
              : 'other';
    } else if (line.startsWith('Rss:')) parts[part] += Number(line.split(/\s+/)[1]) / 1024;
  }
  return Object.entries(parts)
    .map(([name, mb]) => `${name} ${mb.toFixed(0)}`)
    .join(', ');
}

/** One mixed request: two GraphQL operations the web sends most, and two server-rendered pages. */
function mixedRequest(origin: string, slugs: string[]) {
  const nearby = webOperation('NearByRestaurants');
  const restaurant = webOperation('Restaurant');
  return async (n: number) => {
    const slug = slugs[n % slugs.length]!;
    let response: Response;
    switch (n % 4) {
      case 0:
        response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: REQUEST_HEADERS,
          body: requestBody(nearby, () => ({ ...cityPoint(), carousels: true })),
        });
        break;
      case 1:
        response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: REQUEST_HEADERS,
          body: requestBody(restaurant, () => ({ slug })),
        });
        break;
      default:
        response = await fetch(`${origin}${n % 4 === 2 ? '/restaurant-list' : `/restaurant/${slug}`}`, {
          headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
        });
    }
    if (!response.ok) throw new Error(`request ${n}: HTTP ${response.status}`);
    await response.arrayBuffer();
  };
}

/** `count` requests, CONNECTIONS at a time; with `perSecond`, no faster than that. */
async function send(send: (n: number) => Promise<void>, count: number, perSecond?: number) {
  const began = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      if (perSecond) {
        const due = began + (n * 1000) / perSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      await send(n);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/** Least-squares slope of RSS over time, in MB per minute. */
function slope(points: { t: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mm = points.reduce((s, p) => s + p.mb, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.mb - mm), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return (num / den) * 60_000;
}

async function measure(subject: Subject) {
  const child = await start(subject);
  try {
    const origin = `http://127.0.0.1:${subject.port}`;
    const atStart = apiRssMb(child);
    const request = mixedRequest(origin, await restaurantSlugs(origin));
    await send(request, WARMUP);
    const afterWarmup = apiRssMb(child);
    console.log(
      `${subject.label}: RSS ${atStart.toFixed(0)} MB at start, ${afterWarmup.toFixed(0)} MB after ${WARMUP} ` +
        `requests (${rssParts(child)} MB; load ${loadAverage()})`,
    );
    const total = Math.round(MINUTES * 60 * RATE);
    const began = performance.now();
    const cpuBefore = apiCpuMs(child);
    const samples: { t: number; mb: number }[] = [];
    const sampler = setInterval(() => {
      const sample = { t: performance.now() - began, mb: apiRssMb(child) };
      samples.push(sample);
      console.log(
        `${subject.label}: ${(sample.t / 1000).toFixed(0)} s ${sample.mb.toFixed(0)} MB (load ${loadAverage()})`,
      );
    }, SAMPLE_MS);
    try {
      await send((n) => request(WARMUP + n), total, RATE);
    } finally {
      clearInterval(sampler);
    }
    const cpuPerRequest = (apiCpuMs(child) - cpuBefore) / total;
    console.log(`${subject.label}: at the end ${rssParts(child)} MB`);
    const mbs = samples.map((s) => s.mb);
    const secondHalf = samples.filter((s) => s.t >= (MINUTES * 60_000) / 2);
    return {
      label: subject.label,
      atStart,
      afterWarmup,
      min: Math.min(...mbs),
      max: Math.max(...mbs),
      last: mbs.at(-1)!,
      slope: slope(samples),
      slopeSecondHalf: slope(secondHalf),
      requests: WARMUP + total,
      cpuPerRequest,
      seconds: (performance.now() - began) / 1000,
    };
  } finally {
    await stop(child);
  }
}

async function main() {
  console.error(`load at start: ${loadAverage()}`);
  let baseline: Baseline | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const own = Object.fromEntries(
      values.env.map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`--env ${pair}: expected KEY=VALUE`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    );
    const label = values.env.length ? `this tree (${values.env.join(' ')})` : 'this tree';
    const subjects: Subject[] = [{ label, root: repoRoot, port: PORT, env: own }];
    if (values.baseline !== 'none') {
      baseline = prepareBaseline(values.baseline!, { build: false, linkDependencies: true });
      subjects.push({
        label: `${values.baseline} (${baseline.sha.slice(0, 8)})`,
        root: baseline.root,
        port: PORT + 1,
        // This tree's web build, so both render the same pages (the baseline's worktree has none).
        env: { WEB_DIST: path.join(repoRoot, 'apps/web/dist') },
      });
    }
    for (const subject of subjects) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      // Outside demo mode the catalogue is seeded only when asked (the requests need it).
      subject.env = { ...subject.env, DATA_DIR: dataDir, SEED: 'true' };
      if (values.database === 'postgresql') {
        const db = await createThrowawayDatabase(values['database-url']!, values['database-prefix']!);
        cleanups.push(db.drop);
        subject.env.DATABASE_URL = db.url;
      }
      // The first start builds what is stale, migrates and seeds; not measured.
      await stop(await start(subject));
    }
    const results = await Promise.all(subjects.map(measure));
    console.log(
      `\n${values.database}, ${MINUTES} min at ${RATE} requests/s per server after ${WARMUP} warm-up requests`,
    );
    console.log(
      '| server | RSS at start | after warm-up | over the run: min / max / last | MB per minute (all / second half) | requests | CPU per request (run) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      console.log(
        `| ${r.label} | ${r.atStart.toFixed(0)} MB | ${r.afterWarmup.toFixed(0)} MB | ` +
          `${r.min.toFixed(0)} / ${r.max.toFixed(0)} / ${r.last.toFixed(0)} MB | ` +
          `${r.slope.toFixed(2)} / ${r.slopeSecondHalf.toFixed(2)} | ${r.requests} in ${r.seconds.toFixed(0)} s | ` +
          `${r.cpuPerRequest.toFixed(2)} ms |`,
      );
    }
  } finally {
    for (const cleanup of cleanups) await cleanup();
    baseline?.remove();
  }
  console.error(`load at end: ${loadAverage()}`);
}

await main();
