// Texts. English is bundled so the first paint never flashes keys; every other language is
// its own chunk, fetched before the first render when it is the chosen one. Texts used by a group of
// screens live in their own namespace (`legal`; `account` for the sign-in, profile and settings
// screens; `home` for the home page, `menu` for a restaurant's page; `addresses`, `checkout`,
// `payments`, `orders`), loaded with those screens. The choice lives in localStorage under `language`
// (docs/product/accounts.md#language); `?lang=xx` sets it too, for tests.
import en from '../locales/en.json';
import { readItem, writeItem } from './storage.ts';
import { createTextStore, type TextStore, type TextTree } from './translations.ts';

export const LANGUAGES = ['en', 'ar', 'he', 'de', 'fr', 'zh', 'km'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar', 'he']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** `?lang=` wins (and is remembered), then the stored choice, then English. */
export function resolveLanguage(
  search: string,
  stored: string | null,
): { language: Language; remember: boolean } {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) return { language: requested, remember: requested !== stored };
  return { language: isLanguage(stored) ? stored : DEFAULT_LANGUAGE, remember: false };
}

export const NAMESPACES = [
  'translation',
  'home',
  'menu',
  'legal',
  'account',
  'addresses',
  'checkout',
  'payments',
  'orders',
  'applications',
  'console',
  'rider',
] as const;
/**
 * The staff apps' namespaces: their text files are registered by the staff chunks themselves
 * (lib/staff-texts.ts), so the customer's entry never lists them.
 */
export type StaffNamespace =
  | 'staff'
  | 'admin'
  | 'adminPeople'
  | 'adminRestaurants'
  | 'adminZones'
  | 'adminSettings'
  | 'adminMoney'
  | 'adminOrders'
  | 'menuEditor'
  | 'statements';
export type Namespace = (typeof NAMESPACES)[number] | StaffNamespace;

const loaders: Record<string, () => Promise<TextTree>> = {
  ...import.meta.glob<TextTree>(['../locales/*.json', '!../locales/en.json'], { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/home/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/menu/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/legal/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/account/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/addresses/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/checkout/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/payments/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/orders/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/applications/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/console/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/rider/*.json', { import: 'default' }),
};

/** Adds text files that a lazily loaded part of the app brings (keys as `localeModulePath` gives them). */
export function registerTextLoaders(more: Record<string, () => Promise<TextTree>>): void {
  Object.assign(loaders, more);
}

export function localeModulePath(language: string, namespace: string): string {
  return namespace === 'translation'
    ? `../locales/${language}.json`
    : `../locales/${namespace}/${language}.json`;
}

let store: TextStore = createTextStore(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);
store.add(DEFAULT_LANGUAGE, 'translation', en as TextTree);

/** The texts of the running page (useTranslation reads them). */
export function textStore(): TextStore {
  return store;
}

const pending = new Map<string, Promise<void>>();

function loadTexts(language: string, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  if (store.has(language, namespace)) return Promise.resolve();
  let loading = pending.get(key);
  if (!loading) {
    const load = loaders[localeModulePath(language, namespace)];
    const owner = store;
    loading = (load ? load() : Promise.resolve({}))
      .then((tree) => owner.add(language, namespace, tree))
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** Loads a namespace in the page's language and in English, the fallback. */
export function loadNamespace(namespace: Namespace): Promise<void> {
  const languages = new Set([store.language, DEFAULT_LANGUAGE]);
  return Promise.all([...languages].map((language) => loadTexts(language, namespace))).then(() => undefined);
}

function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
}

// One store per language, kept: the server renders pages in several languages (docs/web-rendering.md).
const stores = new Map<Language, TextStore>();

/** Makes `language` the texts of the page being rendered and loads the given namespaces. */
export async function selectLanguage(language: Language, namespaces: readonly Namespace[] = ['translation']) {
  let selected = stores.get(language);
  if (!selected) {
    selected = createTextStore(language, DEFAULT_LANGUAGE);
    selected.add(DEFAULT_LANGUAGE, 'translation', en as TextTree);
    stores.set(language, selected);
  }
  store = selected;
  // A language file that fails to load leaves English in place rather than a blank page.
  await Promise.all(namespaces.map((namespace) => loadNamespace(namespace).catch(() => undefined)));
}

/** The page's language: `?lang=`, then the stored choice; returns it once its texts are loaded. */
export async function initI18n(): Promise<Language> {
  const { language, remember } = resolveLanguage(window.location.search, readItem(LANGUAGE_STORAGE_KEY));
  if (remember) writeItem(LANGUAGE_STORAGE_KEY, language);
  await selectLanguage(language);
  applyDocumentLanguage(language);
  return language;
}
