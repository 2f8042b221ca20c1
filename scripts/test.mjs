// `npm test`: every suite, in order, with one summary line at the end.
//   node scripts/test.mjs [--suite domain,api,web,e2e,weight] [--summary file.json] [--label name]
// DATABASE_URL in the environment runs the API suite against PostgreSQL instead of embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: 'domain,api,web,e2e,weight' },
    summary: { type: 'string' },
    label: { type: 'string', default: '' },
  },
});
const wanted = values.suite.split(',').map((s) => s.trim());
mkdirSync(results, { recursive: true });

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestSuite(name, dir) {
  return () => {
    const out = path.join(results, `${name}.json`);
    rmSync(out, { force: true });
    const status = run('npx', [
      'vitest',
      'run',
      '--root',
      dir,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ]);
    const report = readJson(out);
    if (!report) return { passed: 0, failed: 1, note: `no report (exit ${status})` };
    const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    return { passed: report.numPassedTests, failed };
  };
}

const suites = {
  domain: vitestSuite('domain', 'packages/domain'),
  api: vitestSuite(`api${process.env.DATABASE_URL ? '-postgres' : ''}`, 'apps/api'),
  web: vitestSuite('web', 'apps/web'),
  e2e: () => {
    ensureChromium();
    if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0)
      return { passed: 0, failed: 1, note: 'web build failed' };
    const out = path.join(results, 'e2e.json');
    rmSync(out, { force: true });
    const status = run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      // The screenshot walks are `npm run shots`, never part of the suite.
      { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_SHOTS: '' },
    );
    const stats = readJson(out)?.stats;
    if (!stats) return { passed: 0, failed: 1, note: `no report (exit ${status})` };
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (status !== 0 && !stats.unexpected ? 1 : 0),
    };
  },
  weight: () => {
    ensureChromium();
    if (
      !existsSync(path.join(root, 'apps/web/dist/index.html')) &&
      run('npm', ['run', 'build', '-w', 'apps/web']) !== 0
    ) {
      return { passed: 0, failed: 1, note: 'web build failed' };
    }
    const out = path.join(results, 'page-weight.json');
    rmSync(out, { force: true });
    run('npm', ['run', 'weight', '-w', 'bench', '--', '--out', out]);
    const routes = readJson(out)?.routes;
    if (!routes) return { passed: 0, failed: 1, note: 'no page-weight report' };
    const failed = routes.filter((r) => !r.withinBudget).length;
    return { passed: routes.length - failed, failed };
  },
};

const summary = [];
for (const name of wanted) {
  const suite = suites[name];
  if (!suite) {
    console.error(`Unknown suite "${name}". Known: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${name}${values.label ? ` (${values.label})` : ''} ===`);
  summary.push({ suite: values.label ? `${name}:${values.label}` : name, ...suite() });
}

if (values.summary) {
  const previous = readJson(values.summary) ?? [];
  writeFileSync(values.summary, JSON.stringify([...previous, ...summary], null, 2));
}
console.log('\nSuite results:');
for (const s of summary)
  console.log(`  ${s.suite}: ${s.passed} passed, ${s.failed} failed${s.note ? ` (${s.note})` : ''}`);
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
