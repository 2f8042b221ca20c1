import { describe, expect, it, vi } from 'vitest';
import {
  RESUBSCRIBE_DELAYS_MS,
  resubscribing,
  type Schedule,
  type StreamSink,
  type SubscribeAttempt,
} from './resubscribe.ts';

type Result = {
  data?: { n: number } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

const busy = {
  message: 'The service is briefly unavailable; try again.',
  extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true },
};

/** A fake socket client: each subscription's sink, and whether it was disposed. */
function fakeServer() {
  const subscriptions: { sink: StreamSink<Result>; disposed: boolean; resumed: boolean }[] = [];
  const subscribe = (sink: StreamSink<Result>, { resumed }: SubscribeAttempt) => {
    const entry = { sink, disposed: false, resumed };
    subscriptions.push(entry);
    return () => void (entry.disposed = true);
  };
  return { subscriptions, subscribe, latest: () => subscriptions.at(-1)! };
}

/** A clock that runs a paused resubscription only when the test says so. */
function manualSchedule() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const entry = { run, ms, cancelled: false };
    pending.push(entry);
    return () => void (entry.cancelled = true);
  };
  const fire = () => {
    const next = pending.shift();
    if (!next) throw new Error('nothing scheduled');
    if (!next.cancelled) next.run();
    return next.ms;
  };
  return { schedule, pending, fire };
}

const listener = () => ({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });

describe('resubscribing', () => {
  it('subscribes again after the server ends the stream with a retryable SERVICE_UNAVAILABLE', () => {
    const server = fakeServer();
    const clock = manualSchedule();
    const screen = listener();
    resubscribing(server.subscribe, screen, { schedule: clock.schedule });

    server.latest().sink.next({ data: { n: 1 } });
    server.latest().sink.next({ errors: [busy] });
    server.latest().sink.complete();
    expect(server.subscriptions).toHaveLength(1);
    expect(clock.fire()).toBe(RESUBSCRIBE_DELAYS_MS[0]);
    expect(server.subscriptions).toHaveLength(2);
    server.latest().sink.next({ data: { n: 2 } });

    // The screen saw values only: neither the retryable error nor an end.
    expect(screen.next.mock.calls).toEqual([[{ data: { n: 1 } }], [{ data: { n: 2 } }]]);
    expect(screen.error).not.toHaveBeenCalled();
    expect(screen.complete).not.toHaveBeenCalled();
  });

  it('subscribes again, with growing pauses, while the socket keeps failing; a value resets the pauses', () => {
    const server = fakeServer();
    const clock = manualSchedule();
    const screen = listener();
    resubscribing(server.subscribe, screen, { schedule: clock.schedule });

    const pauses = [];
    for (let i = 0; i < 3; i++) {
      server.latest().sink.error({ code: 1006, reason: 'socket closed' });
      pauses.push(clock.fire());
    }
    expect(pauses).toEqual(RESUBSCRIBE_DELAYS_MS.slice(0, 3));
    server.latest().sink.next({ data: { n: 3 } });
    server.latest().sink.error(new Error('connection lost'));
    expect(clock.fire()).toBe(RESUBSCRIBE_DELAYS_MS[0]);
    expect(server.subscriptions).toHaveLength(5);
    expect(screen.error).not.toHaveBeenCalled();
  });

  it('passes on an error that is not retryable and an ordinary end, and subscribes no more', () => {
    const server = fakeServer();
    const clock = manualSchedule();
    const screen = listener();
    resubscribing(server.subscribe, screen, { schedule: clock.schedule });
    const notFound = [{ message: 'Order not found.', extensions: { code: 'NOT_FOUND' } }];
    server.latest().sink.error(notFound);
    expect(screen.error).toHaveBeenCalledWith(notFound);

    const other = listener();
    resubscribing(server.subscribe, other, { schedule: clock.schedule });
    server.latest().sink.complete();
    expect(other.complete).toHaveBeenCalledOnce();
    expect(clock.pending).toHaveLength(0);
    expect(server.subscriptions).toHaveLength(2);
  });

  it('stops for good when the screen unsubscribes, also during a pause', () => {
    const server = fakeServer();
    const clock = manualSchedule();
    const stop = resubscribing(server.subscribe, listener(), { schedule: clock.schedule });
    server.latest().sink.error({ code: 1006, reason: 'socket closed' });
    stop();
    clock.fire();
    expect(server.subscriptions).toHaveLength(1);
    expect(server.subscriptions[0]!.disposed).toBe(true);
  });

  it('subscribes again at once, marked resumed, when the server closes the socket for a restart', () => {
    const server = fakeServer();
    const clock = manualSchedule();
    const screen = listener();
    resubscribing(server.subscribe, screen, { schedule: clock.schedule });
    expect(server.latest().resumed).toBe(false);

    // A lost socket waits; a restart (1012) does not, however many restarts come in a row.
    server.latest().sink.error({ code: 1006, reason: '' });
    expect(clock.fire()).toBe(RESUBSCRIBE_DELAYS_MS[0]);
    expect(server.latest().resumed).toBe(true);
    for (const code of [1012, 1012, 1001]) {
      server.latest().sink.error({ code, reason: 'Service Restart' });
      expect(clock.fire()).toBe(0);
      expect(server.latest().resumed).toBe(true);
    }
    // A restarting server refusing the next socket is an ordinary loss: the pauses go on growing.
    server.latest().sink.error({ code: 1006, reason: '' });
    expect(clock.fire()).toBe(RESUBSCRIBE_DELAYS_MS[1]);
    expect(server.subscriptions).toHaveLength(6);
    expect(screen.error).not.toHaveBeenCalled();
    expect(screen.complete).not.toHaveBeenCalled();
  });
});
