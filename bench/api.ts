// API throughput against the wire's ceiling (issue 12). autocannon sends the web's own NearByRestaurants
// and Restaurant operations to the production server (PGlite) and, interleaved in the same run, to a
// bare node:http server answering the identical captured bytes; REPS repetitions, medians, ratio.
// Coordinates change on every request (a random point within the demo city) and the restaurant slug
// rotates, so no whole-answer cache can inflate the figure. --scale runs bench/lib/scale.ts instead.
// Only 127.0.0.1, bounded in time. How to read it: docs/benchmarks.md.
//   npm run bench:api [-- --seconds 10 --connections 10 --reps 3 --port 4340] [--scale]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CapturedAnswer } from './lib/bare-server.ts';
import { capture, load, requestBody, type LoadResult, type VariableSource } from './lib/load.ts';
import { cityPoint, restaurantSlugs } from './lib/city.ts';
import { runScale } from './lib/scale.ts';
import { startServer } from './lib/server.ts';
import { loadAverage, median, ratio } from './lib/stats.ts';
import { webOperation, type WebOperation } from './lib/web-documents.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    reps: { type: 'string', default: '3' },
    port: { type: 'string', default: '4340' },
    scale: { type: 'boolean', default: false },
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

async function main() {
  if (values.scale) {
    await runScale({ port: PORT, seconds: SECONDS, connections: CONNECTIONS });
    return;
  }
  console.log(`load average at the start: ${loadAverage()}`);
  const server = await startServer({
    port: PORT,
    dataDir: '.data-bench-api',
    env: { DISPATCHER: 'false', LOG_LEVEL: 'silent' },
  });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const slugs = await restaurantSlugs(server.origin);
    let next = 0;
    const cases: Case[] = [
      { operation: webOperation('NearByRestaurants'), variables: cityPoint },
      { operation: webOperation('Restaurant'), variables: () => ({ slug: slugs[next++ % slugs.length] }) },
    ];
    const answers: Record<string, CapturedAnswer> = {};
    for (const { operation, variables } of cases) {
      const answer = await capture(server.origin, requestBody(operation, variables));
      const text = Buffer.from(answer.body, 'base64');
      if (answer.status !== 200) throw new Error(`${operation.name} answered ${answer.status}`);
      answers[operation.name] = answer;
      console.log(
        `${operation.name}: ${text.length} bytes as sent (content-encoding ${answer.headers['content-encoding'] ?? 'none'})`,
      );
    }
    bare = await startBare(PORT + 1, answers);
    const targets = [
      { name: 'API', origin: server.origin },
      { name: 'bare', origin: bare.origin },
    ];
    const results = new Map<string, LoadResult[]>();
    const run = (target: (typeof targets)[number], c: Case, seconds: number) =>
      load({
        url: `${target.origin}/graphql`,
        connections: CONNECTIONS,
        seconds,
        body: () => requestBody(c.operation, c.variables),
        headers: { 'x-bench-operation': c.operation.name },
      });
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
              `p99 ${r.p99.toFixed(1)} ms${r.failures ? `, ${r.failures} failed` : ''} (load ${loadAverage()})`,
          );
        }
      }
    }
    console.log(
      `\n${CONNECTIONS} connections × ${SECONDS} s × ${REPS}, medians; API = production server on PGlite, bare = node:http with the same bytes`,
    );
    console.log(
      `${'operation'.padEnd(20)}${'API req/s'.padStart(11)}${'bare req/s'.padStart(12)}${'API/bare'.padStart(10)}` +
        `${'API p50'.padStart(10)}${'API p99'.padStart(10)}${'bare p50'.padStart(10)}${'bare p99'.padStart(10)}`,
    );
    for (const c of cases) {
      const m = (target: string, key: keyof LoadResult) =>
        median((results.get(`${c.operation.name} ${target}`) ?? []).map((r) => r[key]));
      console.log(
        `${c.operation.name.padEnd(20)}${m('API', 'perSecond').toFixed(1).padStart(11)}${m('bare', 'perSecond').toFixed(0).padStart(12)}` +
          `${ratio(m('API', 'perSecond'), m('bare', 'perSecond')).padStart(10)}` +
          `${`${m('API', 'p50').toFixed(1)} ms`.padStart(10)}${`${m('API', 'p99').toFixed(1)} ms`.padStart(10)}` +
          `${`${m('bare', 'p50').toFixed(1)} ms`.padStart(10)}${`${m('bare', 'p99').toFixed(1)} ms`.padStart(10)}`,
      );
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

await main();
