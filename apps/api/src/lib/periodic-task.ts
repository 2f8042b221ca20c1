/** A job the server runs in the background: started with the server, stopped (and awaited) before it closes. */
export type PeriodicTask = { start(): void; stop(): Promise<void> };

/**
 * Runs `run` after `firstAfterMs`, then `everyMs` after each pass ends, so passes never overlap. A pass
 * that throws is handed to `onError` and the next one comes as usual. Timers are unref'd: a pending pass
 * never keeps the process alive, and `stop` waits for a pass under way.
 */
export function createPeriodicTask({
  run,
  everyMs,
  firstAfterMs = 0,
  onError,
}: {
  run: () => Promise<void>;
  everyMs: number;
  firstAfterMs?: number;
  onError: (error: unknown) => void;
}): PeriodicTask {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(pass, ms);
    timer.unref();
  };
  const pass = () => {
    if (stopped) return;
    running = run()
      .catch(onError)
      .finally(() => later(everyMs));
  };
  return {
    start: () => (firstAfterMs > 0 ? later(firstAfterMs) : pass()),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
