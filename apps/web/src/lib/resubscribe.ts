// A live stream that outlives a fault (docs/faults.md): the server ends a subscription with a
// retryable SERVICE_UNAVAILABLE when the database stayed away too long, or the socket is lost (graphql-ws
// does not reconnect by itself, lib/graphql-client.ts). Either way the screen still wants its stream, so
// it is subscribed again after a pause; every live stream starts with, or catches up to, the current state.
// A server that shuts down closes its sockets with 1012 Service Restart (docs/operations.md "Restarts and
// shutdown"): then the stream is subscribed again at once, to whichever instance answers. A subscription
// sent again says so (`resumed`), and the server starts its streams with their current state, so what
// was published while the socket was down is not lost.
import { errorCodeOf } from './api-error.ts';

export type StreamSink<T> = { next(value: T): void; error(error: unknown): void; complete(): void };

type GraphQLErrorLike = { extensions?: Record<string, unknown> };
type ResultLike = { data?: unknown; errors?: readonly (GraphQLErrorLike | Error)[] };

/** Pauses before each new subscription in a row; a delivered value starts the series again. */
export const RESUBSCRIBE_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000, 15_000];

/** Close codes of a server that goes away on purpose (restart, shutdown): subscribe again at once. */
export const RESTART_CLOSE_CODES: readonly number[] = [1012, 1001];

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

function isRestartClose(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null || !('code' in failure)) return false;
  return RESTART_CLOSE_CODES.includes((failure as { code: unknown }).code as number);
}

export type SubscribeAttempt = {
  /** Not the first subscription of this stream: the server should start it with the current state. */
  resumed: boolean;
};

/**
 * `subscribe` (one subscription; returns what ends it), subscribed again whenever it ends with a
 * retryable error or its connection is lost, until the returned function is called: at once when the
 * server closed the socket for a restart, otherwise after a pause. A retryable error result is not
 * passed on: the screen sees the values of the next subscription instead.
 */
export function resubscribing<T extends ResultLike>(
  subscribe: (sink: StreamSink<T>, attempt: SubscribeAttempt) => () => void,
  sink: StreamSink<T>,
  { schedule = realSchedule }: { schedule?: Schedule } = {},
): () => void {
  let stopped = false;
  let attempt = 0;
  let dispose = () => {};
  let cancelPause = () => {};

  const again = (failure?: unknown) => {
    const delay = isRestartClose(failure)
      ? 0
      : RESUBSCRIBE_DELAYS_MS[Math.min(attempt++, RESUBSCRIBE_DELAYS_MS.length - 1)]!;
    cancelPause = schedule(() => {
      if (!stopped) start(true);
    }, delay);
  };
  function start(resumed: boolean) {
    let endedRetryably = false;
    let done = false;
    const end = (then: () => void) => {
      if (done || stopped) return;
      done = true;
      then();
    };
    dispose = subscribe(
      {
        next(result) {
          if (done || stopped) return;
          if (result.data == null && result.errors?.some(isRetryableError)) {
            endedRetryably = true;
            return;
          }
          attempt = 0;
          sink.next(result);
        },
        error: (failure) => end(() => (isRetryableFailure(failure) ? again(failure) : sink.error(failure))),
        complete: () => end(() => (endedRetryably ? again() : sink.complete())),
      },
      { resumed },
    );
  }

  start(false);
  return () => {
    stopped = true;
    cancelPause();
    dispose();
  };
}
