// The text store behind useTranslation: nested JSON per language and namespace, looked up by dotted
// key with English as the fallback and {{name}} placeholders filled in. It replaces i18next at run
// time (i18next's types still check the keys at compile time, see i18next.d.ts): the language only
// changes by reloading the page (docs/product/accounts.md#language), so the store needs no more than this,
// and it keeps ~17 KB gzip off every first load (docs/architecture.md#quality-bars: 150 KB).

export type TextTree = { [key: string]: TextTree | TextTree[] | string | string[] };
export type TranslateOptions = { ns?: string; returnObjects?: boolean; defaultValue?: string } & Record<
  string,
  unknown
>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(PLACEHOLDER, (match, name: string) =>
    values[name] === undefined || values[name] === null ? match : String(values[name]),
  );
}

function interpolateDeep(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]));
  }
  return value;
}

export type TextStore = ReturnType<typeof createTextStore>;

export function createTextStore(language: string, fallbackLanguage: string) {
  const resources = new Map<string, TextTree>();
  const listeners = new Set<() => void>();
  let version = 0;
  const id = (lng: string, ns: string) => `${lng}/${ns}`;

  return {
    language,
    /** Bumped whenever texts arrive, so subscribed components re-render with them. */
    version: () => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (lng: string, ns: string) => resources.has(id(lng, ns)),
    add(lng: string, ns: string, tree: TextTree): void {
      resources.set(id(lng, ns), tree);
      version += 1;
      for (const listener of listeners) listener();
    },
    /** A string (or, with returnObjects, the subtree); the key itself when no language has it. */
    translate(ns: string, key: string, options: TranslateOptions = {}): unknown {
      const namespace = options.ns ?? ns;
      let value = lookup(resources.get(id(language, namespace)), key);
      if (value === undefined && language !== fallbackLanguage) {
        value = lookup(resources.get(id(fallbackLanguage, namespace)), key);
      }
      if (typeof value === 'string') return interpolate(value, options);
      if (value !== undefined && options.returnObjects) return interpolateDeep(value, options);
      return options.defaultValue ?? key;
    },
  };
}
