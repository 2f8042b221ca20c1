// API throughput against the wire's ceiling (issue 12). autocannon sends the web's own NearByRestaurants
// and Restaurant operations to the production server (PGlite) and, interleaved in the same run, to a
// bare node:http server answering the identical captured bytes; REPS repetitions, medians, ratio.
// Coordinates change on every request (a random point within the demo city) and the restaurant slug
// rotates, so no whole-answer cache can inflate the figure. Besides req/s and latency it reads the API
// process's CPU time per request (/proc), which moves less with the machine's load. --baseline <ref>
// runs another commit's server (and a bare server with its bytes) interleaved in the same run.
// --scale runs bench/lib/scale.ts instead. Only 127.0.0.1, bounded in time. How to read it:
// docs/benchmarks.md.
//   npm run bench:api [-- --seconds 10 --connections 10 --reps 3 --port 4340] [--baseline main] [--scale]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CapturedAnswer } from './lib/bare-server.ts';
import { prepareBaseline, type Baseline } from './lib/baseline.ts';
import { capture, load, requestBody, type LoadResult, type VariableSource } from './lib/load.ts';
import { cityPoint, restaurantSlugs } from './lib/city.ts';
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
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const REPS = Number(values.reps);
const PORT = Number(values.port);

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

type Case = { operation: WebOperation; variables: VariableSource };

/** One server under test (this tree or the baseline) and the bare server replaying its bytes. */
type Subject = {
  label: string;
  server: RunningServer;
  bare?: Awaited<ReturnType<typeof startBare>>;
};

/** A run's figures; `cpuMsPerRequest` only for the API (the server's process tree, from /proc). */
type Run = LoadResult & { cpuMsPerRequest: number };

function startSubject(label: string, port: number, root: string): Promise<RunningServer> {
  return startServer({
    port,
    root,
    dataDir: `.data-bench-api-${port}`,
    // The baseline's checkout has no web build; it serves this tree's (GraphQL does not use it).
    env: { DISPATCHER: 'false', LOG_LEVEL: 'silent', WEB_DIST: path.join(repoRoot, 'apps/web/dist') },
  }).then((server) => {
    console.log(`${label}: ${server.origin}`);
    return server;
  });
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
    subjects.push({ label: 'this tree', server: await startSubject('this tree', PORT, repoRoot) });
    if (baseline) {
      const label = `${baseline.ref} ${baseline.sha.slice(0, 8)}`;
      subjects.push({ label, server: await startSubject(label, PORT + 2, baseline.root) });
    }
    const slugs = await restaurantSlugs(subjects[0]!.server.origin);
    let next = 0;
    const cases: Case[] = [
      { operation: webOperation('NearByRestaurants'), variables: cityPoint },
      { operation: webOperation('Restaurant'), variables: () => ({ slug: slugs[next++ % slugs.length] }) },
    ];
    // The same request for every subject, so the bare servers replay answers to the same question.
    const captureBodies = cases.map(({ operation, variables }) => requestBody(operation, variables));
    for (const [index, subject] of subjects.entries()) {
      const answers: Record<string, CapturedAnswer> = {};
      for (const [i, { operation }] of cases.entries()) {
        const answer = await capture(subject.server.origin, captureBodies[i]!);
        const text = Buffer.from(answer.body, 'base64');
        if (answer.status !== 200)
          throw new Error(`${subject.label}: ${operation.name} answered ${answer.status}`);
        answers[operation.name] = answer;
        console.log(
          `${subject.label}, ${operation.name}: ${text.length} bytes as sent (content-encoding ${answer.headers['content-encoding'] ?? 'none'})`,
        );
      }
      subject.bare = await startBare(PORT + 2 * index + 1, answers);
    }
    const targets = subjects.flatMap((subject) => [
      { name: `${subject.label} API`, origin: subject.server.origin, cpuMs: subject.server.cpuMs },
      { name: `${subject.label} bare`, origin: subject.bare!.origin, cpuMs: undefined },
    ]);
    const results = new Map<string, Run[]>();
    const run = async (target: (typeof targets)[number], c: Case, seconds: number): Promise<Run> => {
      const cpuBefore = target.cpuMs?.() ?? NaN;
      const r = await load({
        url: `${target.origin}/graphql`,
        connections: CONNECTIONS,
        seconds,
        body: () => requestBody(c.operation, c.variables),
        headers: { 'x-bench-operation': c.operation.name },
      });
      return { ...r, cpuMsPerRequest: ((target.cpuMs?.() ?? NaN) - cpuBefore) / r.requests };
    };
    for (const c of cases) for (const target of targets) await run(target, c, 2); // JIT and caches warm
    for (let rep = 0; rep < REPS; rep++) {
      for (const c of cases) {
        // Alternate which server goes first, so neither always meets the busier moment.
        for (const target of rep % 2 ? [...targets].reverse() : targets) {
          const r = await run(target, c, SECONDS);
          const key = `${c.operation.name} ${target.name}`;
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
      `\n${CONNECTIONS} connections × ${SECONDS} s × ${REPS}, medians; API = production server on PGlite, ` +
        `bare = node:http with the same bytes; CPU = the API process's user + system time per request`,
    );
    console.log(
      `${'operation'.padEnd(20)}${'server'.padEnd(20)}${'API req/s'.padStart(11)}${'bare req/s'.padStart(12)}` +
        `${'API/bare'.padStart(10)}${'API p50'.padStart(10)}${'API p99'.padStart(10)}${'CPU/req'.padStart(10)}` +
        `${'bare p50'.padStart(10)}${'bare p99'.padStart(10)}`,
    );
    const m = (c: Case, target: string, key: keyof Run) =>
      median((results.get(`${c.operation.name} ${target}`) ?? []).map((r) => r[key]));
    for (const c of cases) {
      for (const { label } of subjects) {
        const api = (key: keyof Run) => m(c, `${label} API`, key);
        const bare = (key: keyof Run) => m(c, `${label} bare`, key);
        console.log(
          `${c.operation.name.padEnd(20)}${label.padEnd(20)}${api('perSecond').toFixed(1).padStart(11)}` +
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
          `${c.operation.name.padEnd(20)}this tree / ${base.label}: API/bare ${ratio(share(current), share(base))}, ` +
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
