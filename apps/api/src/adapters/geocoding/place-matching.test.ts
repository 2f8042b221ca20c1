import { describe, expect, it } from 'vitest';
import {
  MATCH_TIER,
  bestTier,
  containsWords,
  matchName,
  normalizeText,
  prepareQuery,
} from './place-matching.ts';

const q = (text: string) => prepareQuery(text)!;

describe('normalizeText', () => {
  it.each([
    ['Daman-e-Koh', 'daman e koh'],
    ['  F-7/2 ', 'f 7 2'],
    ['Zürich', 'zurich'],
    ['Ābādeh', 'abadeh'],
    ['!!!', ''],
  ])('%s → %s', (text, normalized) => expect(normalizeText(text)).toBe(normalized));
});

describe('matchName', () => {
  it.each([
    ['f 7', 'f 7', MATCH_TIER.exact],
    ['F7', 'f 7', MATCH_TIER.exact],
    ['jinnah', 'jinnah super market', MATCH_TIER.prefix],
    ['g9mar', 'g 9 markaz', MATCH_TIER.prefix],
    ['super', 'jinnah super market', MATCH_TIER.wordPrefix],
    ['inn', 'jinnah super market', null],
  ])('%s in %s', (query, name, tier) => expect(matchName(q(query), name)).toBe(tier));

  it('matches inside words only when asked to, from three characters', () => {
    expect(matchName(q('abad'), 'islamabad expressway', true)).toBe(MATCH_TIER.substring);
    expect(matchName(q('ab'), 'islamabad expressway', true)).toBeNull();
    expect(matchName(q('abad'), 'islamabad expressway')).toBeNull();
  });
});

describe('bestTier', () => {
  it('takes the best of the name and its aliases', () => {
    expect(bestTier(q('f 7 markaz'), ['jinnah super market', 'f 7 markaz'], 'islamabad')).toBe(
      MATCH_TIER.exact,
    );
  });

  it('matches several words across name and context, at least one in the name', () => {
    const context = 'f 7 markaz islamabad pakistan';
    expect(bestTier(q('jinnah f 7'), ['jinnah super market'], context)).toBe(MATCH_TIER.allWords);
    expect(bestTier(q('islamabad pakistan'), ['jinnah super market'], context)).toBeNull();
    expect(bestTier(q('jinnah lahore'), ['jinnah super market'], context)).toBeNull();
  });
});

describe('containsWords', () => {
  it('finds whole words only', () => {
    const text = normalizeText('House 5, Street 10, F-7/2, Islamabad');
    expect(containsWords(text, 'f 7')).toBe(true);
    expect(containsWords(text, 'islamabad')).toBe(true);
    expect(containsWords(text, 'f 10')).toBe(false);
    expect(containsWords(text, 'slamabad')).toBe(false);
  });
});
