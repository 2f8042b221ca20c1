import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS, debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 200 ms for place autocomplete', () => {
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(200);
  });

  it('runs once, with the last arguments, after the quiet period', () => {
    const run = vi.fn();
    const debounced = debounce(run, 200);
    debounced.call('F');
    vi.advanceTimersByTime(150);
    debounced.call('F-');
    vi.advanceTimersByTime(150);
    debounced.call('F-7');
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('F-7');
  });

  it('runs again for input after a quiet period', () => {
    const run = vi.fn();
    const debounced = debounce(run, 200);
    debounced.call('a');
    vi.advanceTimersByTime(200);
    debounced.call('b');
    vi.advanceTimersByTime(200);
    expect(run.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops a waiting call', () => {
    const run = vi.fn();
    const debounced = debounce(run, 200);
    debounced.call('a');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    debounced.cancel(); // harmless when nothing waits
  });
});
