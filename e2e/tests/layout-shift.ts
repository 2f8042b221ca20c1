import type { Page } from '@playwright/test';

// Layout stability checks (docs/layout-and-images.md). A page is loaded in stages, each painted before
// the next may start — the shell, then the screen's code, then its data — as on a slow phone, where
// every stage reaches the screen. Whatever moved on the way is summed as CLS would count it.

type RecordedShift = { value: number; hadRecentInput: boolean; sources: string[] };
type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};
type ShiftRecorder = { shifts: RecordedShift[]; observer: PerformanceObserver };

/** Starts recording layout shifts from the document's start; call before the page is opened. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'removed node';
      const classes = node.getAttribute('class')?.trim().split(/\s+/).slice(0, 4).join('.');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    const shifts: RecordedShift[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${describe(node)} y ${Math.round(from.y)}→${Math.round(to.y)} h ${Math.round(from.height)}→${Math.round(to.height)}`,
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    const recorder: ShiftRecorder = { shifts, observer };
    Object.assign(window, { layoutShiftRecorder: recorder, recordShiftEntries: record });
  });
}

/**
 * The sum of every layout shift so far that no user input caused (a stricter figure than CLS, which
 * keeps only the worst burst), with a description of what moved, for the failure message.
 */
export async function layoutShiftScore(page: Page): Promise<{ score: number; shifts: string[] }> {
  // Shifts are reported after the frame that caused them: let the current frames finish first.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const { layoutShiftRecorder: recorder, recordShiftEntries: record } = window as unknown as {
      layoutShiftRecorder: ShiftRecorder;
      recordShiftEntries: (entries: PerformanceEntryList) => void;
    };
    record(recorder.observer.takeRecords());
    const counted = recorder.shifts.filter((shift) => !shift.hadRecentInput);
    return {
      score: counted.reduce((sum, shift) => sum + shift.value, 0),
      shifts: counted.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(', ')}`),
    };
  });
}

/**
 * Opens `path` in stages: code loaded on demand (route and dialog chunks) waits until the shell has
 * painted, and GraphQL answers wait until `isLoadingShown` resolves (the screen's loading state is on
 * screen). Returns once the requests are released; the caller then waits for the loaded screen.
 */
export async function openInStages(page: Page, path: string, isLoadingShown: () => Promise<void>) {
  const shell = await page.request.get('/');
  const shellAssets = new Set(
    [...(await shell.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]),
  );
  let releaseChunks!: () => void;
  const chunksReleased = new Promise<void>((resolve) => (releaseChunks = resolve));
  let releaseData!: () => void;
  const dataReleased = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route(
    (url) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !shellAssets.has(url.pathname),
    async (route) => {
      await chunksReleased;
      await route.fallback();
    },
  );
  await page.route('**/graphql', async (route) => {
    await dataReleased;
    await route.fallback();
  });

  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  releaseChunks();
  await isLoadingShown();
  releaseData();
}

/** Waits until every image in the viewport has loaded (so its box and pixels are final). */
export async function waitForVisibleImages(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        // Cards past a carousel's edge are off screen (and lazy, so never loaded): not counted.
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .every((image) => image.complete),
  );
}
