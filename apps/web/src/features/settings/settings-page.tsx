import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { LANGUAGE_STORAGE_KEY, textDirection } from '@/lib/i18n.ts';
import { writeItem } from '@/lib/storage.ts';

// The language screen (docs/product/screens.md#profile-and-settings): every language the app ships, in the
// order of their English names (Arabic, English, Hebrew keep their original relative order); each name is
// shown in its own language too, so a reader who cannot read the current one still finds theirs.
const CHOICES = [
  { code: 'ar', nativeName: 'العربية' },
  { code: 'zh', nativeName: '中文' },
  { code: 'en', nativeName: 'English' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'he', nativeName: 'עברית' },
  { code: 'km', nativeName: 'ខ្មែរ' },
] as const;

type Choice = (typeof CHOICES)[number]['code'];

/** Settings: the language, stored under `language` in local storage; the page reloads in it. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation('account');
  const current = i18n.resolvedLanguage;
  const [choice, setChoice] = useState<Choice>(CHOICES.find((c) => c.code === current)?.code ?? 'en');
  usePageView(t('settings.title'));

  const save = () => {
    writeItem(LANGUAGE_STORAGE_KEY, choice);
    // A ?lang= in the address would win over the stored choice (lib/i18n.ts), so it is dropped.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      window.location.replace(url.toString());
    } else {
      window.location.reload();
    }
  };

  return (
    <PageContainer width="narrow" className="py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">{t('settings.title')}</h1>
      {/* Native radios: arrow keys follow the page's direction, and no script is needed for them. */}
      <section
        aria-labelledby="language-heading"
        className="mt-6 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="language-heading" className="text-lg font-bold text-stone-900">
          {t('settings.language')}
        </h2>
        <div role="radiogroup" aria-labelledby="language-heading" className="mt-4 flex flex-col gap-2">
          {CHOICES.map(({ code, nativeName }) => (
            <label
              key={code}
              className="flex cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 p-3 hover:bg-stone-50 has-checked:border-primary-600 has-checked:bg-primary-50"
            >
              <input
                type="radio"
                name="language"
                value={code}
                checked={choice === code}
                onChange={() => setChoice(code)}
                className="size-5 shrink-0 accent-primary-600"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-stone-900">{t(`settings.languages.${code}`)}</span>
                <span lang={code} dir={textDirection(code)} className="text-sm text-stone-600">
                  {nativeName}
                </span>
              </span>
            </label>
          ))}
        </div>
        <Button className="mt-5" onClick={save}>
          {t('settings.save')}
        </Button>
      </section>
    </PageContainer>
  );
}
