import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// Every test gets a page that cannot reach anything but the app's own origin.
export const test = base.extend<{ blockedRequests: string[] }>({
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

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
