import { describe, expect, it } from 'vitest';
import { parsePresets } from '../settings/settings-page.tsx';
import { EMPTY_DRAFT, draftOf, fromLocalInput, inputOf, toLocalInput } from './voucher-draft.ts';

describe('voucher form values', () => {
  it('sends only the figure of the chosen kind, empty limits as null', () => {
    const input = inputOf({ ...EMPTY_DRAFT, code: ' summer ', kind: 'FIXED', amount: '5', percent: '10' });
    expect(input).toMatchObject({
      code: 'summer',
      kind: 'FIXED',
      amount: 5,
      percent: null,
      totalLimit: null,
      perCustomerLimit: null,
      startsAt: null,
      minimumOrder: 0,
    });
  });

  it('round-trips a stored voucher, dates through the local datetime text', () => {
    const iso = '2025-06-01T08:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    const draft = draftOf({
      _id: 'v1',
      code: 'TEN',
      kind: 'PERCENT',
      percent: 10,
      amount: 0,
      fundedBy: 'RESTAURANT',
      startsAt: iso,
      endsAt: null,
      totalLimit: 100,
      perCustomerLimit: null,
      usedCount: 3,
      minimumOrder: 20,
      restaurants: [{ _id: 'r1', name: 'Karahi House' }],
      enabled: true,
      createdAt: iso,
    });
    expect(inputOf(draft)).toEqual({
      code: 'TEN',
      kind: 'PERCENT',
      percent: 10,
      amount: null,
      fundedBy: 'RESTAURANT',
      startsAt: iso,
      endsAt: null,
      totalLimit: 100,
      perCustomerLimit: null,
      minimumOrder: 20,
      restaurantIds: ['r1'],
      enabled: true,
    });
  });

  it('reads tip presets separated by commas or spaces', () => {
    expect(parsePresets('5, 10 15,')).toEqual([5, 10, 15]);
  });
});
