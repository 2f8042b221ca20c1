// Debouncing for as-you-type lookups (docs/product/limits.md#timing: place autocomplete waits 200 ms after
// the last keystroke). Timers are injectable so the rule is tested without waiting.

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type Debounced<A extends unknown[]> = {
  /** Schedules `run` with these arguments, replacing anything still waiting. */
  call: (...args: A) => void;
  /** Drops the waiting call, if any. */
  cancel: () => void;
};

export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number,
  timers: Timers = browserTimers,
): Debounced<A> {
  let pending: unknown;
  let isPending = false;
  const cancel = () => {
    if (isPending) timers.clearTimeout(pending);
    isPending = false;
  };
  return {
    call: (...args) => {
      cancel();
      isPending = true;
      pending = timers.setTimeout(() => {
        isPending = false;
        run(...args);
      }, ms);
    },
    cancel,
  };
}
