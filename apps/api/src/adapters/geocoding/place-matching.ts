// How typed text matches a place name, shared by the gazetteer, the restaurants and the world cities.
// Better tiers rank first; within a tier the nearer (or more prominent) place wins.

/** Lower case, accents and punctuation dropped, single spaces: "Daman-e-Koh" → "daman e koh". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export type PreparedQuery = {
  /** Normalized text. */
  text: string;
  /** Without spaces, so "f7" finds "F-7" and "g 9 markaz" finds "G-9 Markaz". */
  compact: string;
  tokens: string[];
};

export function prepareQuery(query: string): PreparedQuery | null {
  const text = normalizeText(query);
  if (!text) return null;
  return { text, compact: text.replaceAll(' ', ''), tokens: text.split(' ') };
}

export const MATCH_TIER = {
  exact: 0,
  prefix: 1,
  wordPrefix: 2,
  allWords: 3,
  substring: 4,
} as const;

/**
 * How well a normalized name matches, or null: the whole name, its start, the start of a later word,
 * or (substring tier, when allowed) anywhere inside it for queries of three characters or more.
 */
export function matchName(query: PreparedQuery, name: string, allowSubstring = false): number | null {
  if (name === query.text) return MATCH_TIER.exact;
  if (name.startsWith(query.text)) return MATCH_TIER.prefix;
  // Compact forms only when the first characters agree: cheap enough for 135,000 city names.
  if (name[0] === query.compact[0]) {
    const compact = name.replaceAll(' ', '');
    if (compact === query.compact) return MATCH_TIER.exact;
    if (compact.startsWith(query.compact)) return MATCH_TIER.prefix;
  }
  if (name.includes(` ${query.text}`)) return MATCH_TIER.wordPrefix;
  if (allowSubstring && query.compact.length >= 3 && name.replaceAll(' ', '').includes(query.compact)) {
    return MATCH_TIER.substring;
  }
  return null;
}

/**
 * "jinnah super f 7" or "karahi f 8": every word of a query of several words starts a word of the name
 * or of its context (area, city, country), and at least one of them starts a word of the name.
 */
export function matchesAllWords(query: PreparedQuery, name: string, context: string): boolean {
  if (query.tokens.length < 2) return false;
  const nameWords = name.split(' ');
  const contextWords = context.split(' ');
  let isInName = false;
  for (const token of query.tokens) {
    if (nameWords.some((word) => word.startsWith(token))) isInName = true;
    else if (!contextWords.some((word) => word.startsWith(token))) return false;
  }
  return isInName;
}

/** The best tier over a place's names (its name and aliases), or null when none matches. */
export function bestTier(
  query: PreparedQuery,
  names: readonly string[],
  context: string,
  allowSubstring = false,
): number | null {
  let best: number | null = null;
  for (const name of names) {
    const tier = matchName(query, name, allowSubstring);
    if (tier !== null && (best === null || tier < best)) best = tier;
  }
  if (
    (best === null || best > MATCH_TIER.allWords) &&
    names.some((n) => matchesAllWords(query, n, context))
  ) {
    best = MATCH_TIER.allWords;
  }
  return best;
}

/**
 * Whole words of `name` appear, in order, inside `text` (both normalized): finds "F-7" in "House 5,
 * Street 10, F-7/2, Islamabad" when free text is geocoded.
 */
export function containsWords(text: string, name: string): boolean {
  return ` ${text} `.includes(` ${name} `);
}
