import { describe, expect, it } from 'vitest';
import { noticeStillTrue } from './offer-notice.ts';

const notice = { text: 'Another rider took this order first.', offersSeen: ['a', 'b'] };
const offers = (...ids: string[]) => ids.map((_id) => ({ _id }));

describe('noticeStillTrue', () => {
  it.each([
    ['the list is as it was', offers('a', 'b'), true],
    ['the taken offer left the list', offers('b'), true],
    ['every offer left', offers(), true],
    ['a new offer came in', offers('b', 'c'), false],
  ])('%s → %s', (_case, list, held) => {
    expect(noticeStillTrue(notice, list)).toBe(held);
  });

  it('no notice holds nothing', () => {
    expect(noticeStillTrue(null, offers())).toBe(false);
  });
});
