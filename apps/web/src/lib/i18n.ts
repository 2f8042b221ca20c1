// i18next setup. English is bundled so the first paint never flashes keys; every other language is
// its own chunk, fetched before the first render when it is the chosen one. Texts used by a group of
// screens live in their own namespace (`legal`; `account` for the sign-in, profile and settings
// screens; `addresses`, `checkout`, `payments`, `orders`), loaded with those screens. The choice lives in localStorage under `language` (accounts §2
// "Language screen"); `?lang=xx` sets it too, for tests.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { readItem, writeItem } from './storage.ts';

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

export const NAMESPACES = ['translation', 'legal', 'account', 'addresses', 'checkout', 'payments', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const loaders: Record<string, () => Promise<ResourceKey>> = {
  ...import.meta.glob<ResourceKey>(['../locales/*.json', '!../locales/en.json'], { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../locales/legal/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../locales/account/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../locales/addresses/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../locales/checkout/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../locales/payments/*.json', { import: 'default' }),
  ...import.meta.glob<ResourceKey>('../locales/orders/*.json', { import: 'default' }),
};

export function localeModulePath(language: string, namespace: string): string {
  return namespace === 'translation'
    ? `../locales/${language}.json`
    : `../locales/${namespace}/${language}.json`;
}

/** Loads a screen's namespace before the screen renders (used by the route table). */
export function loadNamespace(namespace: Namespace): Promise<void> {
  return i18next.loadNamespaces(namespace);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[localeModulePath(language, namespace)];
    if (!load) return callback(null, {});
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isLanguage(language) ? textDirection(language) : 'ltr';
}

export async function initI18n(): Promise<typeof i18next> {
  const { language, remember } = resolveLanguage(window.location.search, readItem(LANGUAGE_STORAGE_KEY));
  if (remember) writeItem(LANGUAGE_STORAGE_KEY, language);
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['translation'],
      defaultNS: 'translation',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(language);
  return i18next;
}
