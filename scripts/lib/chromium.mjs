// Browser tests use Debian's Chromium; no test tool may download a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it: sudo apt-get install -y chromium`);
  }
  console.log('Installing Chromium from Debian packages…');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const res = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
