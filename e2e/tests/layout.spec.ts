import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { layoutShiftScore, openInStages, recordLayoutShifts, waitForVisibleImages } from './layout-shift.ts';

const CAROUSEL_PRIORITY_CARDS = 4;

// Issue 11 (stable layout, LCP images): nothing on screen moves while a public route loads, and the
// image a visitor sees first is fetched at once. See docs/layout-and-images.md.

const CLS_BUDGET = 0.05;
// Staged loads on a shared 2-core machine: each stage waits for the previous one to be painted.
const LOAD_TIMEOUT = { timeout: 45_000 };
const SLUG = 'karahi-point';

const viewports = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
];

type Journey = {
  path: string;
  /** Shown once the screen's code has run, while its data may still be loading. */
  screen: (page: Page) => Locator;
  /** Shown once the data has arrived. */
  loaded: (page: Page) => Locator;
};

const journeys: Record<string, Journey> = {
  'restaurant list': {
    path: '/restaurant-list',
    screen: (page) => page.getByRole('heading', { level: 1, name: 'Restaurants' }),
    loaded: (page) => page.getByRole('heading', { name: 'All restaurants' }),
  },
  'restaurant page': {
    path: `/restaurant/${SLUG}`,
    screen: (page) => page.locator('main header'),
    // A menu category's heading (the footer has level-2 headings too, hence `main`).
    loaded: (page) => page.locator('main h2').first(),
  },
  home: {
    path: '/',
    screen: (page) => page.getByRole('heading', { level: 1 }),
    loaded: (page) => page.getByRole('button', { name: 'Find restaurants' }),
  },
  login: {
    path: '/login',
    screen: (page) => page.getByRole('heading', { level: 1 }),
    loaded: (page) => page.getByRole('link', { name: /continue with e-?mail/i }),
  },
};

for (const { name: size, viewport } of viewports) {
  test.describe(`on a ${size} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    for (const [name, journey] of Object.entries(journeys)) {
      test(`the ${name} does not shift while it loads`, async ({ page }) => {
        test.setTimeout(120_000);
        await recordLayoutShifts(page);
        await openInStages(page, journey.path, () => expect(journey.screen(page)).toBeVisible(LOAD_TIMEOUT));
        await expect(journey.loaded(page)).toBeVisible(LOAD_TIMEOUT);
        await waitForVisibleImages(page);
        const { score, shifts } = await layoutShiftScore(page);
        expect(score, `layout shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(CLS_BUDGET);
      });
    }

    test('the restaurant banner and the first list cards load first, with their size', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/restaurant/${SLUG}`);
      await expect(page.locator('main header img')).toBeVisible(LOAD_TIMEOUT);
      await expectPriorityImage(page.locator('main header img'));

      await page.goto('/restaurant-list');
      const images = page.locator('main section').first().locator('img');
      await expect(images.first()).toBeVisible(LOAD_TIMEOUT);
      // Every card the first screen shows is a priority image; the carousel's later ones stay lazy.
      const firstScreen = await images.evaluateAll(
        (all) => all.filter((image) => image.getBoundingClientRect().left < innerWidth).length,
      );
      expect(firstScreen).toBeGreaterThan(0);
      for (let index = 0; index < firstScreen; index += 1) await expectPriorityImage(images.nth(index));
      // A carousel longer than its priority cards (the first 4, lib/image-sizes.ts) keeps the rest lazy.
      if ((await images.count()) > Math.max(firstScreen, CAROUSEL_PRIORITY_CARDS))
        await expect(images.last()).toHaveAttribute('loading', 'lazy');
      // The grid is windowed (docs/restaurant-paging.md): its rows mount as they near the viewport.
      await page.locator('#all-restaurants-title').scrollIntoViewIfNeeded();
      const gridImage = page.locator('#all-restaurants-title + ul img').last();
      await expect(gridImage).toHaveAttribute('loading', 'lazy');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the largest paint is a priority image', async ({ page }) => {
    test.setTimeout(120_000);
    await recordLargestPaint(page);
    // The list's largest paint is its first card or, when text wins, its heading: an image it is, it
    // must be a priority one. The restaurant page's is always its banner.
    for (const [path, mustBeImage] of [
      ['/restaurant-list', false],
      [`/restaurant/${SLUG}`, true],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeVisible(LOAD_TIMEOUT);
      await waitForVisibleImages(page);
      await expect.poll(() => largestPaint(page)).not.toBe('');
      const largest = await largestPaint(page);
      if (mustBeImage) expect(largest, path).toBe('IMG');
      // The observer marks the LCP element so the test can find it again.
      if (largest === 'IMG') await expectPriorityImage(page.locator('img[data-largest-paint]'));
    }
    await expectNoSeriousA11yViolations(page);
  });
});

async function expectPriorityImage(image: Locator) {
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
}

const largestPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { largestPaint?: string }).largestPaint ?? '');

/** Keeps the latest largest-contentful-paint element's tag in `window.largestPaint` and marks it. */
async function recordLargestPaint(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
      if (!entry?.element) return;
      document
        .querySelectorAll('[data-largest-paint]')
        .forEach((node) => node.removeAttribute('data-largest-paint'));
      entry.element.setAttribute('data-largest-paint', '');
      Object.assign(window, { largestPaint: entry.element.nodeName });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
