import { describe, expect, it } from 'vitest';
import { mergeMessages } from './use-chat.ts';

const message = (id: string, createdAt: string, text = id) => ({
  id,
  message: text,
  createdAt,
  user: { id: 'u1', name: 'Demo' },
});

describe('mergeMessages (history, live and sent, once each)', () => {
  it('keeps one copy per id, oldest first', () => {
    const history = [message('a', '2026-01-01T10:00:00Z'), message('b', '2026-01-01T10:01:00Z')];
    const live = [message('b', '2026-01-01T10:01:00Z'), message('c', '2026-01-01T10:03:00Z')];
    const sent = [message('d', '2026-01-01T10:02:00Z'), message('c', '2026-01-01T10:03:00Z')];
    expect(mergeMessages(history, live, sent).map((m) => m.id)).toEqual(['a', 'b', 'd', 'c']);
  });
});
