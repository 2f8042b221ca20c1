import { describe, expect, it } from 'vitest';
import { cartLineIdentity } from './line-identity.ts';

const line = (addons: { _id: string; options: string[] }[], foodId = 'f', variationId = 'v') => ({
  foodId,
  variationId,
  addons,
});

describe('cartLineIdentity', () => {
  it.each([
    [
      'option order does not matter',
      line([{ _id: 'a', options: ['x', 'y'] }]),
      line([{ _id: 'a', options: ['y', 'x'] }]),
    ],
    [
      'group order does not matter',
      line([
        { _id: 'a', options: ['x'] },
        { _id: 'b', options: ['z'] },
      ]),
      line([
        { _id: 'b', options: ['z'] },
        { _id: 'a', options: ['x'] },
      ]),
    ],
    ['an empty group is no choice', line([{ _id: 'a', options: [] }]), line([])],
  ])('same: %s', (_name, a, b) => {
    expect(cartLineIdentity(a)).toBe(cartLineIdentity(b));
  });

  it.each([
    ['another food', line([], 'f1'), line([], 'f2')],
    ['another variation', line([], 'f', 'v1'), line([], 'f', 'v2')],
    ['another option', line([{ _id: 'a', options: ['x'] }]), line([{ _id: 'a', options: ['y'] }])],
    ['an extra option', line([{ _id: 'a', options: ['x'] }]), line([{ _id: 'a', options: ['x', 'y'] }])],
    // ids that would collide under naive joining ("a,b" + "c" vs "a" + "b,c")
    [
      'ids containing separators',
      line([{ _id: 'g', options: ['a,b', 'c'] }]),
      line([{ _id: 'g', options: ['a', 'b,c'] }]),
    ],
  ])('different: %s', (_name, a, b) => {
    expect(cartLineIdentity(a)).not.toBe(cartLineIdentity(b));
  });
});
