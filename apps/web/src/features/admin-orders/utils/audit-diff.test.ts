import { describe, expect, it } from 'vitest';
import { diffFields } from './audit-diff.ts';

describe('diffFields', () => {
  it('lists the fields that differ, in order, with values as text', () => {
    expect(
      diffFields(
        JSON.stringify({ orderStatus: 'ACCEPTED', riderId: null, same: 1 }),
        JSON.stringify({ orderStatus: 'ASSIGNED', riderId: 'r1', same: 1, tags: ['a'] }),
      ),
    ).toEqual([
      { field: 'orderStatus', before: 'ACCEPTED', after: 'ASSIGNED' },
      { field: 'riderId', before: null, after: 'r1' },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
  });

  it('treats a creation or removal (null side) and broken JSON as empty', () => {
    expect(diffFields(null, '{"name":"Zone A"}')).toEqual([{ field: 'name', before: null, after: 'Zone A' }]);
    expect(diffFields('{"name":"Zone A"}', null)).toEqual([{ field: 'name', before: 'Zone A', after: null }]);
    expect(diffFields('not json', '[1]')).toEqual([]);
  });
});
