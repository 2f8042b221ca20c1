import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n.ts';

// Every shown string has an English key, and every language the app ships translates every key of
// every namespace (the root files and each folder), keeping the placeholders and markup tags; a key
// only English has would show English in the middle of another language (docs/languages.md).
type Tree = { [key: string]: Tree | Tree[] | string | string[] };

// Any folder found here is a namespace, so a new feature's texts are checked without listing it.
const files = import.meta.glob<Tree>(['./*.json', './*/*.json'], { eager: true, import: 'default' });
const folders = [...new Set(Object.keys(files).map((path) => path.slice(0, path.lastIndexOf('/') + 1)))];
const others = LANGUAGES.filter((language) => language !== 'en');

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

/** {{placeholders}} and <tags> (rendered as links) must survive translation. */
const markers = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

it('finds the root texts and the namespace folders', () => {
  expect(folders).toContain('./');
  expect(folders.length).toBeGreaterThan(5);
});

describe.each(folders)('locale namespace %s', (dir) => {
  const english = leaves(files[`${dir}en.json`]);

  it('has English strings', () => {
    expect(files[`${dir}en.json`], `${dir}en.json`).toBeDefined();
    expect(english.size).toBeGreaterThan(0);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });

  it.each(others)('%s translates every English key and no other', (language) => {
    const file = files[`${dir}${language}.json`];
    expect(file, `${dir}${language}.json is missing`).toBeDefined();
    const translated = leaves(file);
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const unknown = [...translated.keys()].filter((key) => !english.has(key));
    expect(missing, `${language}: keys only English has`).toEqual([]);
    expect(unknown, `${language}: keys English does not have`).toEqual([]);
  });

  it.each(others)('%s keeps the placeholders and tags, and no text is empty', (language) => {
    for (const [key, text] of leaves(files[`${dir}${language}.json`])) {
      expect(markers(text), `${language}: ${key}`).toEqual(markers(english.get(key) ?? ''));
      expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
  });
});
