import { describe, expect, it } from 'vitest';
import { localeModulePath, resolveLanguage, textDirection } from './i18n.ts';

describe('language choice', () => {
  it('defaults to English', () => {
    expect(resolveLanguage('', null)).toEqual({ language: 'en', remember: false });
    expect(resolveLanguage('', 'xx')).toEqual({ language: 'en', remember: false });
  });

  it('uses the stored language', () => {
    expect(resolveLanguage('', 'he')).toEqual({ language: 'he', remember: false });
  });

  it('lets ?lang= override and remembers it', () => {
    expect(resolveLanguage('?lang=ar', 'en')).toEqual({ language: 'ar', remember: true });
    expect(resolveLanguage('?lang=ar', 'ar')).toEqual({ language: 'ar', remember: false });
    expect(resolveLanguage('?lang=klingon', 'fr')).toEqual({ language: 'fr', remember: false });
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('zh')).toBe('ltr');
  });

  it('maps namespaces to locale files', () => {
    expect(localeModulePath('ar', 'translation')).toBe('../locales/ar.json');
    expect(localeModulePath('he', 'legal')).toBe('../locales/legal/he.json');
  });
});
