import { isConnectionFailure } from '../../lib/db-errors.ts';

/** Resolves after `ms`, or at once when `signal` aborts (tests pass one that moves a fake clock). */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

export const realWait: Wait = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Pauses between the reads of a live subscription while the database is unreachable (a restart takes
 * a few seconds): about half a minute in all, then the retryable error ends the subscription and the
 * client subscribes again (docs/faults.md).
 */
export const READ_RETRY_DELAYS_MS: readonly number[] = [
  250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000,
];

/**
 * `read()`, read again after each pause while it fails because the database cannot be reached; any
 * other failure, the last one, and one after `signal` aborted are thrown. With `failedOnce` the first
 * read already failed, so it starts with a pause.
 */
export async function readWhileUnreachable<T>(
  read: () => Promise<T>,
  {
    signal,
    wait = realWait,
    failedOnce = false,
    delays = READ_RETRY_DELAYS_MS,
  }: { signal: AbortSignal; wait?: Wait; failedOnce?: boolean; delays?: readonly number[] },
): Promise<T> {
  let attempt = 0;
  if (failedOnce) await wait(delays[attempt++]!, signal);
  for (;;) {
    try {
      return await read();
    } catch (error) {
      if (!isConnectionFailure(error) || attempt >= delays.length || signal.aborted) throw error;
      await wait(delays[attempt++]!, signal);
    }
  }
}
