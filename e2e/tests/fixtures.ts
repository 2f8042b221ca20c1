import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { rulesBelowSerious } from './axe-rules.ts';
import type { Session } from './order-api.ts';

// Every test gets a page that cannot reach anything but the app's own origin, and whose `goto` and
// `reload` return once React has taken the page over (see waitForHydration).
export const test = base.extend<{ blockedRequests: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      // `commit` asks for the page as it arrives (the layout checks hold its scripts back on purpose).
      if (args[1]?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  blockedRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        async (route) => {
          blocked.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
});

export { expect };

// Read once per worker from axe-core's metadata, not at each of the journeys' checks.
const belowSerious = rulesBelowSerious();

/**
 * Until no animation that ends is running: a toast or dialog fading in has, for a moment, too little
 * contrast. Two frames first, since a toast added by the last action starts its transition a frame after
 * it is mounted; a few rounds, since one animation's end can start another.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

async function seriousViolations(page: Page) {
  // In the page itself (legacy mode): the default runs each frame's part and then finishes in a new
  // blank page with axe injected again, twice the time for pages that have no frames (the app has
  // none). Only violations are detailed, and rules that cannot report a serious or critical one are
  // left out: what is asserted is unchanged, at less than half the time (docs/testing.md "CI time").
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .disableRules(belowSerious)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  let serious = await seriousViolations(page);
  // Journeys share the demo accounts, so another journey's order can toast on this page while axe
  // reads it. A violation that is still there once the page has settled again is real.
  if (serious.length > 0) {
    await settleAnimations(page);
    serious = await seriousViolations(page);
  }
  expect(serious).toEqual([]);
}

/** Signs in for the rest of the test: opens a light page of the app's origin and stores the session. */
export async function storeSession(page: Page, session: Session) {
  await page.goto('/privacy');
  await page.evaluate(({ token, tokenExpiration }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('tokenExpiration', tokenExpiration);
  }, session);
}

/** Signs in with `token` (and a `language`, when given) stored before every page load of the test. */
export async function signInOnLoad(page: Page, token: string, language?: string) {
  await page.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('token', value!);
      if (lang) window.localStorage.setItem('language', lang);
    },
    [token, language ?? ''],
  );
}

/**
 * Waits until React has taken over the page (hydrated it, or rendered over the server's frame). The
 * server's HTML is complete before the scripts run, so a test that clicks or types at once would act
 * on a page that cannot answer yet (docs/web-rendering.md).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // Not the app (an API answer, a payment provider's page): nothing to wait for.
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The operation a GraphQL request body names. The web sends its registered documents by hash with
 * their operation name and no text (docs/api-performance.md "Trusted documents"), so journeys that
 * watch or answer one operation go by its name, never by words of the document.
 */
export function operationOf(postData: string | null): string | undefined {
  try {
    return (JSON.parse(postData ?? '{}') as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
}

/** Whether a request body is the named operation (see operationOf). */
export const isOperation = (postData: string | null, name: string) => operationOf(postData) === name;
