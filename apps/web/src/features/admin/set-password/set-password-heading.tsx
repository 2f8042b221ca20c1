import { useLocation } from 'react-router';
import { StaffHeading } from '@/components/staff/staff-header.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { LANGUAGES, type Language, isLanguage } from '@/lib/i18n.ts';

/** Each language by its own name, as a reader of that language looks for it. */
const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  he: 'עברית',
  de: 'Deutsch',
  fr: 'Français',
  zh: '中文',
  km: 'ខ្មែរ',
};

/**
 * The set-password screen's header: reached signed out from a one-time link, it has no staff member
 * and no section to show, so the product's name, the back office, and a language choice. Choosing one
 * reloads with `?lang=` (which is remembered) and keeps the link's token, which is in the fragment.
 */
export function SetPasswordHeading() {
  const { t, i18n } = useTranslation('admin');
  const { hash } = useLocation();
  const choose = (language: string) => {
    if (isLanguage(language)) window.location.assign(`?lang=${language}${hash}`);
  };
  return (
    <StaffHeading>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Logo className="max-[419px]:[&>span:last-child]:sr-only" />
        <span className="truncate text-sm font-semibold text-stone-700">{t('title')}</span>
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <span className="max-sm:sr-only">{t('setPassword.language')}</span>
        <select
          value={i18n.language}
          onChange={(event) => choose(event.target.value)}
          className="min-h-10 rounded-lg border border-stone-300 bg-white px-2"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
    </StaffHeading>
  );
}
