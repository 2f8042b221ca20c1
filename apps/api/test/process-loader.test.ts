import { describe, expect, it } from 'vitest';
import { createProcessLoader } from '../src/lib/process-loader.ts';

// The process caches' loader (docs/api-performance.md "Cache hits without waiting"): a value already
// loaded is handed out as it is, and read at once by `peek`; nothing else changes.
describe('process loader', () => {
  function countingLoader(fail = new Set<string>()) {
    const batches: string[][] = [];
    const loader = createProcessLoader(
      async (keys: readonly string[]) => {
        batches.push([...keys]);
        return keys.map((key) => (fail.has(key) ? new Error(`no ${key}`) : `value of ${key}`));
      },
      { max: 10 },
    );
    return { loader, batches };
  }

  it('peeks only at values already loaded, and loads each key once', async () => {
    const { loader, batches } = countingLoader();
    expect(loader.peek('a')).toBeUndefined();
    const first = loader.load('a');
    expect(loader.peek('a')).toBeUndefined(); // still loading
    await expect(first).resolves.toBe('value of a');
    expect(loader.peek('a')).toBe('value of a');
    await expect(loader.load('a')).resolves.toBe('value of a');
    await expect(loader.loadMany(['a', 'b'])).resolves.toEqual(['value of a', 'value of b']);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('forgets a cleared key: no peek, and the next load reads it again', async () => {
    const { loader, batches } = countingLoader();
    await loader.load('a');
    loader.clear('a');
    expect(loader.peek('a')).toBeUndefined();
    await loader.load('a');
    loader.clearAll();
    expect(loader.peek('a')).toBeUndefined();
    await loader.load('a');
    expect(batches).toEqual([['a'], ['a'], ['a']]);
  });

  it('keeps at most `max` values, the least recently used leaving first', async () => {
    const { loader, batches } = countingLoader();
    const keys = Array.from({ length: 10 }, (_, i) => `k${i}`);
    await loader.loadMany(keys);
    await loader.load('k0'); // used again: k1 is now the least recently used
    await loader.load('k10');
    expect(loader.peek('k1')).toBeUndefined();
    for (const key of ['k0', ...keys.slice(2), 'k10']) expect(loader.peek(key)).toBe(`value of ${key}`);
    await loader.load('k1');
    expect(batches).toEqual([keys, ['k10'], ['k1']]);
  });

  it('keeps no failure: nothing to peek, and the next load tries again', async () => {
    const fail = new Set(['a']);
    const { loader, batches } = countingLoader(fail);
    await expect(loader.load('a')).rejects.toThrow('no a');
    expect(loader.peek('a')).toBeUndefined();
    fail.clear();
    await expect(loader.load('a')).resolves.toBe('value of a');
    expect(batches).toEqual([['a'], ['a']]);
  });
});
