// Browser tests use Debian's Chromium; no test tool may download a browser of its own.
//   - the journeys (e2e/playwright.config.ts): the headless shell, package chromium-headless-shell:
//     the browser without its desktop parts and without the flags Debian's `chromium` wrapper adds
//     (GPU rasterisation, done in software here). The same journeys took two thirds of the CPU and
//     wall time they took in /usr/bin/chromium (docs/testing.md "CI time").
//   - the page-weight budget and the benches (bench/lib/chromium.ts): /usr/bin/chromium, the browser
//     people use (Lighthouse needs it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
};

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : Object.keys(PACKAGES);
  const missing = wanted.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  const packages = missing.map((file) => PACKAGES[file]);
  if (packages.includes(undefined) || process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${missing.join(', ')}. Install it: sudo apt-get install -y chromium chromium-headless-shell`,
    );
  }
  console.log(`Installing ${packages.join(' and ')} from Debian packages…`);
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const res = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
