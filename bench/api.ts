// API throughput against the wire's ceiling (issues 12 and 25). autocannon sends the web's own
// NearByRestaurants and Restaurant operations, as the web sends them (registered hash + variables), to
// the compiled production server outside demo mode (PGlite, or a throwaway PostgreSQL database beside
// DATABASE_URL when it is set) and, interleaved in the same run, to a bare node:http server answering
// the identical captured bytes; REPS repetitions, medians, ratio.
// Coordinates change on every request (a random point within the demo city), so NearByRestaurants is
// worked out whenever the point's page has not been seen (the answer cache keeps first pages by the
// restaurants they show); the restaurant slug rotates through the list, so Restaurant is answered from
// the server's answer cache once warm, as a popular menu is (docs/api-performance.md "Answer cache"). Besides req/s and latency it reads the API
// process's CPU time per request (/proc), which moves less with the machine's load. --baseline <ref>
// runs another commit's server (and a bare server with its bytes) interleaved in the same run.
// --scale runs bench/lib/scale.ts instead. Only 127.0.0.1, bounded in time. How to read it:
// docs/benchmarks.md.
//   npm run bench:api [-- --seconds 10 --connections 10 --reps 3 --port 4340] [--baseline main] [--scale]
//     [--cpu-prof <folder>]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CapturedAnswer } from './lib/bare-server.ts';
import { prepareBaseline, type Baseline } from './lib/baseline.ts';
import {
  capture,
  load,
  REQUEST_HEADERS,
  requestBody,
  type LoadResult,
  type VariableSource,
} from './lib/load.ts';
import { firstListPage } from './lib/city.ts';
import { DEFAULT_LOCATION } from './routes.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';
import { runScale } from './lib/scale.ts';
import { repoRoot, startServer, type RunningServer } from './lib/server.ts';
import { loadAverage, median, ratio } from './lib/stats.ts';
import { webOperation, type WebOperation } from './lib/web-documents.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    reps: { type: 'string', default: '3' },
    port: { type: 'string', default: '4340' },
    scale: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    // A folder: each API under test writes a CPU profile there (node --cpu-prof) when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const REPS = Number(values.reps);
const PORT = Number(values.port);
const PROFILE_DIR = values['cpu-prof'] && path.resolve(values['cpu-prof']);

async function startBare(port: number, answers: Record<string, CapturedAnswer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  writeFileSync(path.join(dir, 'answers.json'), JSON.stringify(answers));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'lib/bare-server.ts'),
      String(port),
      path.join(dir, 'answers.json'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One of the web's operations; each subject sends its own checkout's registered hash of it. */
type Case = { name: string; variables: VariableSource };

/** One server under test (this tree or the baseline) and the bare server replaying its bytes. */
type Subject = {
  label: string;
  server: RunningServer;
  /** The web's operations as registered in the subject's checkout, by name. */
  operations: Map<string, WebOperation>;
  bare?: Awaited<ReturnType<typeof startBare>>;
};

/** A run's figures; `cpuMsPerRequest` only for the API (the server's process tree, from /proc). */
type Run = LoadResult & { cpuMsPerRequest: number };

/**
 * The compiled production server (`npm start`'s script builds apps/api/dist when stale) outside demo
 * mode: it runs only registered documents, as in production. It seeds the catalogue (SEED), on PGlite
 * in a fresh data folder or, with DATABASE_URL, in a throwaway database beside it.
 */
async function startSubject(label: string, port: number, root: string): Promise<Subject> {
  const database = process.env.DATABASE_URL
    ? await createThrowawayDatabase(process.env.DATABASE_URL, `bench_api_${port}`)
    : undefined;
  try {
    const server = await startServer({
      port,
      root,
      dataDir: `.data-bench-api-${port}`,
      env: {
        DEMO_MODE: 'false',
        SEED: 'true',
        DISPATCHER: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'bench-api-secret-bench-api-secret-0123',
        // The baseline's checkout has no web build; it serves this tree's (GraphQL does not use it).
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      ...(PROFILE_DIR ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] } : {}),
    });
    console.log(
      `${label}: ${server.origin} (${database ? 'PostgreSQL' : 'PGlite'}, compiled, not demo mode)`,
    );
    const operations = new Map(CASE_NAMES.map((name) => [name, webOperation(name, root)]));
    return {
      label,
      operations,
      server: {
        ...server,
        stop: async () => {
          await server.stop();
          await database?.drop();
        },
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

const CASE_NAMES = ['NearByRestaurants', 'Restaurant'];

/** Slugs of the restaurants around the city's default location, asked as the web asks. */
async function restaurantSlugs(subject: Subject): Promise<string[]> {
  const response = await fetch(`${subject.server.origin}/graphql`, {
    method: 'POST',
    headers: REQUEST_HEADERS,
    body: requestBody(subject.operations.get('NearByRestaurants')!, () => firstListPage(DEFAULT_LOCATION)),
  });
  const json = (await response.json()) as {
    data?: {
      nearByRestaurants: { restaurants: { slug: string }[] };
      nearByCarouselRestaurants: { slug: string }[] | null;
    };
    errors?: unknown;
  };
  if (!json.data)
    throw new Error(`${subject.label}: NearByRestaurants failed: ${JSON.stringify(json.errors)}`);
  const { nearByRestaurants, nearByCarouselRestaurants } = json.data;
  const slugs = [
    ...new Set([...nearByRestaurants.restaurants, ...(nearByCarouselRestaurants ?? [])].map((r) => r.slug)),
  ];
  if (slugs.length === 0) throw new Error('no restaurant found near the default location');
  return slugs;
}

async function main() {
  if (values.scale) {
    await runScale({ port: PORT, seconds: SECONDS, connections: CONNECTIONS });
    return;
  }
  console.log(`load average at the start: ${loadAverage()}`);
  let baseline: Baseline | undefined;
  const subjects: Subject[] = [];
  try {
    if (values.baseline) baseline = prepareBaseline(values.baseline, { build: false });
    subjects.push(await startSubject('this tree', PORT, repoRoot));
    if (baseline) {
      subjects.push(
        await startSubject(`${baseline.ref} ${baseline.sha.slice(0, 8)}`, PORT + 2, baseline.root),
      );
    }
    const slugs = await restaurantSlugs(subjects[0]!);
    let next = 0;
    const cases: Case[] = [
      { name: 'NearByRestaurants', variables: () => firstListPage() },
      { name: 'Restaurant', variables: () => ({ slug: slugs[next++ % slugs.length] }) },
    ];
    // The same question for every subject, so the bare servers replay answers to the same question.
    const captureVariables = cases.map(({ variables }) => variables());
    for (const [index, subject] of subjects.entries()) {
      const answers: Record<string, CapturedAnswer> = {};
      for (const [i, { name }] of cases.entries()) {
        const body = requestBody(subject.operations.get(name)!, () => captureVariables[i]!);
        const answer = await capture(subject.server.origin, body);
        const text = Buffer.from(answer.body, 'base64');
        if (answer.status !== 200) throw new Error(`${subject.label}: ${name} answered ${answer.status}`);
        answers[name] = answer;
        console.log(
          `${subject.label}, ${name}: ${text.length} bytes as sent (content-encoding ${answer.headers['content-encoding'] ?? 'none'})`,
        );
      }
      subject.bare = await startBare(PORT + 2 * index + 1, answers);
    }
    const targets = subjects.flatMap((subject) => [
      { name: `${subject.label} API`, subject, origin: subject.server.origin, cpuMs: subject.server.cpuMs },
      { name: `${subject.label} bare`, subject, origin: subject.bare!.origin, cpuMs: undefined },
    ]);
    const results = new Map<string, Run[]>();
    const run = async (target: (typeof targets)[number], c: Case, seconds: number): Promise<Run> => {
      const cpuBefore = target.cpuMs?.() ?? NaN;
      const operation = target.subject.operations.get(c.name)!;
      const r = await load({
        url: `${target.origin}/graphql`,
        connections: CONNECTIONS,
        seconds,
        body: () => requestBody(operation, c.variables),
        headers: { 'x-bench-operation': c.name },
      });
      return { ...r, cpuMsPerRequest: ((target.cpuMs?.() ?? NaN) - cpuBefore) / r.requests };
    };
    for (const c of cases) for (const target of targets) await run(target, c, 2); // JIT and caches warm
    for (let rep = 0; rep < REPS; rep++) {
      for (const c of cases) {
        // Alternate which server goes first, so neither always meets the busier moment.
        for (const target of rep % 2 ? [...targets].reverse() : targets) {
          const r = await run(target, c, SECONDS);
          const key = `${c.name} ${target.name}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          console.log(
            `rep ${rep + 1}/${REPS} ${key}: ${r.perSecond.toFixed(1)} req/s, p50 ${r.p50.toFixed(1)} ms, ` +
              `p99 ${r.p99.toFixed(1)} ms` +
              (target.cpuMs ? `, CPU ${r.cpuMsPerRequest.toFixed(3)} ms/req` : '') +
              `${r.failures ? `, ${r.failures} failed` : ''} (load ${loadAverage()})`,
          );
        }
      }
    }
    console.log(
      `\n${CONNECTIONS} connections × ${SECONDS} s × ${REPS}, medians; API = compiled production server on ` +
        `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (registered documents only), ` +
        `bare = node:http with the same bytes; CPU = the API process's user + system time per request`,
    );
    console.log(
      `${'operation'.padEnd(20)}${'server'.padEnd(20)}${'API req/s'.padStart(11)}${'bare req/s'.padStart(12)}` +
        `${'API/bare'.padStart(10)}${'API p50'.padStart(10)}${'API p99'.padStart(10)}${'CPU/req'.padStart(10)}` +
        `${'bare p50'.padStart(10)}${'bare p99'.padStart(10)}`,
    );
    const m = (c: Case, target: string, key: keyof Run) =>
      median((results.get(`${c.name} ${target}`) ?? []).map((r) => r[key]));
    for (const c of cases) {
      for (const { label } of subjects) {
        const api = (key: keyof Run) => m(c, `${label} API`, key);
        const bare = (key: keyof Run) => m(c, `${label} bare`, key);
        console.log(
          `${c.name.padEnd(20)}${label.padEnd(20)}${api('perSecond').toFixed(1).padStart(11)}` +
            `${bare('perSecond').toFixed(0).padStart(12)}${ratio(api('perSecond'), bare('perSecond')).padStart(10)}` +
            `${`${api('p50').toFixed(1)} ms`.padStart(10)}${`${api('p99').toFixed(1)} ms`.padStart(10)}` +
            `${`${api('cpuMsPerRequest').toFixed(3)} ms`.padStart(10)}` +
            `${`${bare('p50').toFixed(1)} ms`.padStart(10)}${`${bare('p99').toFixed(1)} ms`.padStart(10)}`,
        );
      }
      const [current, base] = subjects;
      if (current && base) {
        const share = (s: Subject) =>
          m(c, `${s.label} API`, 'perSecond') / m(c, `${s.label} bare`, 'perSecond');
        console.log(
          `${c.name.padEnd(20)}this tree / ${base.label}: API/bare ${ratio(share(current), share(base))}, ` +
            `CPU/req ${ratio(m(c, `${current.label} API`, 'cpuMsPerRequest'), m(c, `${base.label} API`, 'cpuMsPerRequest'))}, ` +
            `p99 ${ratio(m(c, `${current.label} API`, 'p99'), m(c, `${base.label} API`, 'p99'))}`,
        );
      }
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    for (const subject of subjects) {
      await subject.bare?.stop();
      await subject.server.stop();
    }
    baseline?.remove();
  }
}

await main();
