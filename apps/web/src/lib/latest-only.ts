/**
 * Wraps an async check so that only the newest call's answer is delivered: an older validation that
 * resolves after a newer one (a lazily loaded schema, a slow first call) must not overwrite it.
 * `supersede()` drops every answer still in flight, e.g. when a submit takes over.
 */
export function latestOnly<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
  deliver: (result: Result) => void,
) {
  let generation = 0;
  return {
    async call(...args: Args): Promise<void> {
      const mine = ++generation;
      const result = await run(...args);
      if (mine === generation) deliver(result);
    },
    supersede(): void {
      generation++;
    },
  };
}
