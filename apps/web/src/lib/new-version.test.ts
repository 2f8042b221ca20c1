import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RELOADED_AT_KEY, RELOAD_DELAY_MS, RELOAD_GUARD_MS, createNewVersionReload } from './new-version.ts';
import { isOutdatedClient } from './api-error.ts';

function createMemoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const failure = (code: string) => ({ graphQLErrors: [new GraphQLError('x', { extensions: { code } })] });

function world(start = 1_000_000) {
  const calls: string[] = [];
  let clock = start;
  const timers: { run: () => void; at: number }[] = [];
  const storage = createMemoryStore();
  const onResult = createNewVersionReload({
    reload: () => calls.push('reload'),
    notify: (kind, message) => calls.push(`${kind}: ${message}`),
    text: (key) => key,
    storage,
    now: () => clock,
    schedule: (run, ms) => timers.push({ run, at: clock + ms }),
  });
  const advance = (ms: number) => {
    clock += ms;
    const due = timers.filter((timer) => timer.at <= clock);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > clock));
    for (const timer of due) timer.run();
  };
  return { calls, storage, onResult, advance };
}

describe('a tab left open across a deploy', () => {
  it('knows the two answers that mean "this build is out of date", and only those', () => {
    expect(isOutdatedClient(failure('DOCUMENT_NOT_REGISTERED'))).toBe(true);
    expect(isOutdatedClient(failure('DOCUMENT_OUTDATED'))).toBe(true);
    expect(isOutdatedClient(failure('BAD_USER_INPUT'))).toBe(false);
    expect(isOutdatedClient(undefined)).toBe(false);
  });

  it('says a new version is available, then reloads once, however many answers are refused', () => {
    const { calls, storage, onResult, advance } = world();
    onResult(failure('BAD_USER_INPUT'));
    expect(calls).toEqual([]);
    onResult(failure('DOCUMENT_NOT_REGISTERED'));
    onResult(failure('DOCUMENT_OUTDATED'));
    expect(calls).toEqual(['info: newVersion.reloading']);
    advance(RELOAD_DELAY_MS - 1);
    expect(calls).not.toContain('reload');
    advance(1);
    expect(calls).toEqual(['info: newVersion.reloading', 'reload']);
    expect(storage.getItem(RELOADED_AT_KEY)).toBe(String(1_000_000 + RELOAD_DELAY_MS));
  });

  it('after a reload that did not help, says so instead of reloading in a loop; later it may reload again', () => {
    const first = world();
    first.onResult(failure('DOCUMENT_NOT_REGISTERED'));
    first.advance(RELOAD_DELAY_MS);
    const reloadedAt = first.storage.getItem(RELOADED_AT_KEY)!;

    const soon = world(Number(reloadedAt) + 5_000);
    soon.storage.setItem(RELOADED_AT_KEY, reloadedAt);
    soon.onResult(failure('DOCUMENT_NOT_REGISTERED'));
    soon.advance(RELOAD_DELAY_MS);
    expect(soon.calls).toEqual(['error: newVersion.reloadFailed']);

    const later = world(Number(reloadedAt) + RELOAD_GUARD_MS);
    later.storage.setItem(RELOADED_AT_KEY, reloadedAt);
    later.onResult(failure('DOCUMENT_OUTDATED'));
    later.advance(RELOAD_DELAY_MS);
    expect(later.calls).toEqual(['info: newVersion.reloading', 'reload']);
  });
});
