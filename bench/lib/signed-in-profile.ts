// A Chromium profile whose localStorage holds a signed-in session (and a cart) for one origin, for
// tools that drive their own Chromium (Lighthouse). Playwright writes the entries once; each run then
// gets a fresh copy without the HTTP and code caches, so every run is a first visit of a signed-in user.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

// Caches (a first visit has none) and the lock of the Chromium that wrote the profile.
const REMOVED = [
  'Default/Cache',
  'Default/Code Cache',
  'Default/GPUCache',
  'Default/Service Worker',
  'SingletonLock',
  'SingletonSocket',
  'SingletonCookie',
];

export async function createSignedInProfile(origin: string, storage: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A light same-origin response: localStorage is per origin, the app itself need not run.
    await page.goto(`${origin}/healthz`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  } finally {
    await context.close();
  }
  return {
    /** A fresh copy of the profile, caches removed; the caller deletes it with `rmSync`. */
    copy(): string {
      const target = mkdtempSync(path.join(tmpdir(), 'bench-profile-run-'));
      cpSync(dir, target, { recursive: true });
      for (const entry of REMOVED) rmSync(path.join(target, entry), { recursive: true, force: true });
      return target;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
