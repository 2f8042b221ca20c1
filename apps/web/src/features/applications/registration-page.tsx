import { Check } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { RegistrationForm } from './components/registration-form.tsx';

/**
 * /becomeavendor and /becomerider (also /becomearider), docs/applications.md#pages: a hero banner with its
 * copy and a get-started link, and the form card headed "Get started today".
 */
export default function RegistrationPage({ audience }: { audience: 'vendor' | 'rider' }) {
  const { t } = useTranslation('applications');
  usePageView(t(`${audience}.documentTitle`));
  const benefits = t(`${audience}.benefits`, { returnObjects: true });
  return (
    <div className="bg-gradient-to-b from-primary-100 via-primary-50 to-stone-50">
      <PageContainer className="grid items-start gap-10 py-10 md:py-16 lg:grid-cols-2">
        <section className="flex flex-col items-start gap-5 lg:sticky lg:top-24">
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-stone-900 md:text-5xl">
            {t(`${audience}.heroTitle`)}
          </h1>
          <p className="max-w-xl text-lg text-stone-700">{t(`${audience}.heroText`)}</p>
          <ul className="flex flex-col gap-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-3 font-semibold text-stone-800">
                <span className="flex size-7 items-center justify-center rounded-full bg-primary-600 text-white">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <a
            href="#apply"
            className="inline-flex h-12 items-center rounded-full bg-stone-900 px-6 font-semibold text-white hover:bg-stone-800"
          >
            {t(`${audience}.getStarted`)}
          </a>
        </section>
        <section
          id="apply"
          aria-labelledby="apply-title"
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h2 id="apply-title" className="text-2xl font-bold text-stone-900">
            {t('getStartedToday')}
          </h2>
          <p className="mt-1 mb-6 text-stone-600">{t(`${audience}.formIntro`)}</p>
          <RegistrationForm isRider={audience === 'rider'} />
        </section>
      </PageContainer>
    </div>
  );
}
