import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

describe('newestFirst', () => {
  it('orders by time, newest first, unreadable times last', () => {
    const items = [
      { id: 'a', createdAt: '2025-01-01T10:00:00.000Z' },
      { id: 'b', createdAt: 'later?' },
      { id: 'c', createdAt: '2025-01-01T12:00:00.000Z' },
      { id: 'd', createdAt: '2025-01-01T11:00:00.000Z' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(items[0]!.id).toBe('a'); // the input is not reordered
  });
});
