// `npm run shots`: the screenshot walks (e2e/tests/shots/*.shots.ts) against a fresh web build; the
// pictures go to SHOTS_DIR (default /tmp/shots). They assert nothing, so `npm test` leaves them out.
//   node scripts/shots.mjs [playwright arguments, e.g. a file filter]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

ensureChromium();
if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) process.exit(1);
process.exit(
  run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=shots', ...process.argv.slice(2)],
    { E2E_SHOTS: '1' },
  ),
);
