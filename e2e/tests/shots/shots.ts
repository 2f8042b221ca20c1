import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

// Screenshot walks (`npm run shots`, docs/testing.md): pictures of screens at several widths and
// languages for people to look at. A walk waits for what it shows, and asserts nothing else; what a
// screen must do is checked by the journeys in ../*.spec.ts.
export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** `name`.png in SHOTS_DIR; CSS animations and transitions (dialogs, map zoom) are shown finished. */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, animations: 'disabled', ...options });
}
