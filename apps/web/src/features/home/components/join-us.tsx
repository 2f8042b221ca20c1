import { ArrowRight, Bike, Store } from '@/components/ui/icons.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { paths } from '@/lib/paths.ts';

/** The home page's call to register as a restaurant or to ride (docs/product/README.md#audiences). */
export function JoinUs() {
  const { t } = useTranslation('home');
  const cards = [
    { Icon: Store, key: 'vendor', to: paths.becomeVendor },
    { Icon: Bike, key: 'rider', to: paths.becomeRider },
  ] as const;
  return (
    <section aria-labelledby="join-us-title" className="py-16">
      <PageContainer>
        <h2 id="join-us-title" className="mb-8 text-3xl font-extrabold tracking-tight text-stone-900">
          {t('home.join.title')}
        </h2>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {cards.map(({ Icon, key, to }) => (
            <article
              key={key}
              className="flex flex-col items-start gap-4 rounded-3xl bg-primary-50 p-6 ring-1 ring-primary-100 sm:p-8"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-600 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-2xl font-bold text-stone-900">{t(`home.join.${key}Title`)}</h3>
              <p className="text-stone-700">{t(`home.join.${key}Text`)}</p>
              <ButtonLink to={to} size="lg" className="h-auto min-h-12 py-2 text-center whitespace-normal">
                {t(`home.join.${key}Cta`)}
                <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </ButtonLink>
            </article>
          ))}
        </div>
      </PageContainer>
    </section>
  );
}
