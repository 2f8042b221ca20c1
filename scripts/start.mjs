// `npm start`: build the web app when its sources are newer than the build and the API when its
// sources changed since its build, then run the compiled API server, which serves the built app,
// /graphql and /healthz from one port (docs/architecture.md#the-shape, "Start-up").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiDist, ensureApiBuild } from './build-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newestSource > statSync(built).mtimeMs;
}

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureApiBuild({ onBuild: () => console.log('Building the API…') });

// Source maps on, so stack traces in logs and error reports name the TypeScript files and lines.
// Memory (docs/benchmarks.md "Start-up and memory"): V8 sizes its heap for the machine, so on a large
// one it lets the old generation grow to several times the live heap before a full collection (a
// page render's garbage then held 200-370 MB resident for a 55 MB live heap). A 256 MB old generation
// (over four times the live heap) makes V8 collect at about 1.3 times the live heap; 4 MB semi-spaces
// instead of 16 MB keep 24 MB less young generation, and the more frequent scavenges free the
// requests' Buffers (malloc'd outside the heap) sooner: 20 MB less of malloc's heap under bench:memory,
// for no more CPU per request; two glibc malloc arenas instead of one per thread
// that ever allocated (zlib and brotli on libuv's pool, V8's GC helpers) stop idle arenas holding
// freed memory; and a fixed 128 KB threshold for malloc to map a block of its own and to give the top
// of its heap back (glibc otherwise raises the first up to 32 MB as large blocks are freed, and the
// rendered pages' buffers then stay in the heap): RSS 134-149 MB over 10 minutes of bench:memory
// against 135-162, for 13% more CPU per request. Each can be overridden from the environment.
const server = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    `--max-semi-space-size=${process.env.SEMI_SPACE_MB ?? 4}`,
    `--max-old-space-size=${process.env.OLD_SPACE_MB ?? 256}`,
    path.join(apiDist, 'main.js'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      ...process.env,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
