/** The dispatcher's time source and timers, injectable so tests run deterministic and fast. */
export type DispatchClock = {
  now(): Date;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: DispatchClock = {
  now: () => new Date(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
