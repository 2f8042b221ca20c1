import { describe, expect, it } from 'vitest';
import { splitTags } from './split-tags.ts';

describe('splitTags', () => {
  it('splits text around tagged runs, keeping the order of the language', () => {
    expect(
      splitTags('By continuing, you agree to our <terms>Terms</terms> and <privacy>Privacy</privacy>.'),
    ).toEqual([
      { tag: null, text: 'By continuing, you agree to our ' },
      { tag: 'terms', text: 'Terms' },
      { tag: null, text: ' and ' },
      { tag: 'privacy', text: 'Privacy' },
      { tag: null, text: '.' },
    ]);
    expect(splitTags('בהמשך ל<terms>תנאים</terms>')).toEqual([
      { tag: null, text: 'בהמשך ל' },
      { tag: 'terms', text: 'תנאים' },
    ]);
  });

  it('leaves plain and unmatched text alone', () => {
    expect(splitTags('plain')).toEqual([{ tag: null, text: 'plain' }]);
    expect(splitTags('<a>open only')).toEqual([{ tag: null, text: '<a>open only' }]);
    expect(splitTags('')).toEqual([]);
  });
});
