import { describe, expect, it } from 'vitest';

// Every shown string has an English key; Arabic and Hebrew translate every key; the other languages
// may cover a subset (they fall back to English) but never invent keys or drop placeholders.
type Tree = { [key: string]: Tree | Tree[] | string | string[] };

const files = import.meta.glob<Tree>(
  [
    './*.json',
    './legal/*.json',
    './account/*.json',
    './addresses/*.json',
    './checkout/*.json',
    './payments/*.json',
    './orders/*.json',
    './rider/*.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
const namespaces = {
  translation: './',
  legal: './legal/',
  account: './account/',
  addresses: './addresses/',
  checkout: './checkout/',
  payments: './payments/',
  orders: './orders/',
  rider: './rider/',
} as const;
const complete = ['ar', 'he'];
const partial = ['de', 'fr', 'zh', 'km'];

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') {
    out.set(prefix, tree);
  } else if (Array.isArray(tree) || (typeof tree === 'object' && tree !== null)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(namespaces))('locale namespace %s', (_namespace, dir) => {
  const english = leaves(files[`${dir}en.json`]);

  it('has English strings', () => {
    expect(english.size).toBeGreaterThan(10);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });

  it.each(complete)('%s translates every English key', (language) => {
    const translated = leaves(files[`${dir}${language}.json`]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...complete, ...partial])('%s only uses English keys, with the same placeholders', (language) => {
    const file = files[`${dir}${language}.json`];
    if (!file) return; // a partial language may skip a whole namespace and fall back to English
    for (const [key, text] of leaves(file)) {
      expect(english.has(key), `${language}: unknown key ${key}`).toBe(true);
      expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
  });
});
