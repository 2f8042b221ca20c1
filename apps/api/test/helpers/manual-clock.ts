import type { DispatchClock } from '../../src/simulator/dispatch-clock.ts';

/**
 * A DispatchClock that moves only when the test moves it. advance() runs the timers falling due in
 * the order of their time and lets the work each one starts finish (`settle`, e.g. the dispatcher's
 * idle()) before the next, so a test can say "five minutes later" and then assert what did, or did
 * not, happen by then.
 */
export function manualClock(start = Date.now()) {
  let now = start;
  let lastId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: DispatchClock = {
    now: () => new Date(now),
    setTimeout(callback, ms) {
      const id = ++lastId;
      timers.set(id, { at: now + Math.max(0, ms), run: callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    now: () => now,
    /** Timers set and not yet run or cleared. */
    pending: () => timers.size,
    async advance(ms: number, settle: () => Promise<void>) {
      const until = now + ms;
      await settle();
      for (;;) {
        let due: [number, { at: number; run: () => void }] | undefined;
        for (const entry of timers)
          if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
        await settle();
      }
      now = until;
    },
  };
}
