import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

/** A check whose answers the test releases in any order. */
function controlledCheck() {
  const pending = new Map<string, (answer: string) => void>();
  const run = (value: string) => new Promise<string>((resolve) => pending.set(value, resolve));
  return { run, release: (value: string) => pending.get(value)!(`checked ${value}`) };
}

describe('latestOnly', () => {
  it('keeps the newest answer when an older one resolves after it', async () => {
    const check = controlledCheck();
    const delivered: string[] = [];
    const latest = latestOnly(check.run, (answer) => delivered.push(answer));
    const first = latest.call('a');
    const second = latest.call('ab');
    check.release('ab');
    await second;
    check.release('a');
    await first;
    expect(delivered).toEqual(['checked ab']);
  });

  it('delivers answers that arrive in order', async () => {
    const check = controlledCheck();
    const delivered: string[] = [];
    const latest = latestOnly(check.run, (answer) => delivered.push(answer));
    const first = latest.call('a');
    check.release('a');
    await first;
    const second = latest.call('ab');
    check.release('ab');
    await second;
    expect(delivered).toEqual(['checked a', 'checked ab']);
  });

  it('drops what is in flight once superseded', async () => {
    const check = controlledCheck();
    const delivered: string[] = [];
    const latest = latestOnly(check.run, (answer) => delivered.push(answer));
    const pending = latest.call('a');
    latest.supersede();
    check.release('a');
    await pending;
    expect(delivered).toEqual([]);
  });
});
