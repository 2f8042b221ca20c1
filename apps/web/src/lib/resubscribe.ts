// A live stream that outlives a fault (docs/faults.md): the server ends a subscription with a
// retryable SERVICE_UNAVAILABLE when the database stayed away too long, and graphql-ws gives up on a
// socket after a few quick reconnection attempts. Either way the screen still wants its stream, so it
// is subscribed again after a pause; every live stream starts with, or catches up to, the current state.
import { errorCodeOf } from './api-error.ts';

export type StreamSink<T> = { next(value: T): void; error(error: unknown): void; complete(): void };

type GraphQLErrorLike = { extensions?: Record<string, unknown> };
type ResultLike = { data?: unknown; errors?: readonly (GraphQLErrorLike | Error)[] };

/** Pauses before each new subscription in a row; a delivered value starts the series again. */
export const RESUBSCRIBE_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000, 15_000];

/** Runs `run` after `ms`; returns what cancels it (tests pass their own clock). */
export type Schedule = (run: () => void, ms: number) => () => void;

const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

const isRetryableError = (error: GraphQLErrorLike | Error) =>
  'extensions' in error &&
  errorCodeOf(error) === 'SERVICE_UNAVAILABLE' &&
  error.extensions?.['retryable'] === true;

/** graphql-ws reports the errors of an operation as an array, a lost socket as a close event or Error. */
function isRetryableFailure(failure: unknown): boolean {
  if (Array.isArray(failure)) return failure.some((error) => isRetryableError(error as GraphQLErrorLike));
  return true;
}

/**
 * `subscribe` (one subscription; returns what ends it), subscribed again whenever it ends with a
 * retryable error or its connection is lost, until the returned function is called. A retryable error
 * result is not passed on: the screen sees the values of the next subscription instead.
 */
export function resubscribing<T extends ResultLike>(
  subscribe: (sink: StreamSink<T>) => () => void,
  sink: StreamSink<T>,
  { schedule = realSchedule }: { schedule?: Schedule } = {},
): () => void {
  let stopped = false;
  let attempt = 0;
  let dispose = () => {};
  let cancelPause = () => {};

  const again = () => {
    const delay = RESUBSCRIBE_DELAYS_MS[Math.min(attempt++, RESUBSCRIBE_DELAYS_MS.length - 1)]!;
    cancelPause = schedule(() => {
      if (!stopped) start();
    }, delay);
  };
  function start() {
    let endedRetryably = false;
    let done = false;
    const end = (then: () => void) => {
      if (done || stopped) return;
      done = true;
      then();
    };
    dispose = subscribe({
      next(result) {
        if (done || stopped) return;
        if (result.data == null && result.errors?.some(isRetryableError)) {
          endedRetryably = true;
          return;
        }
        attempt = 0;
        sink.next(result);
      },
      error: (failure) => end(() => (isRetryableFailure(failure) ? again() : sink.error(failure))),
      complete: () => end(() => (endedRetryably ? again() : sink.complete())),
    });
  }

  start();
  return () => {
    stopped = true;
    cancelPause();
    dispose();
  };
}
