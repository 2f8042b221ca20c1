import { useTranslation } from '@/hooks/use-translation.ts';
import { Bike, ShoppingBag, Store } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';

// The platform's three audiences, in this order (docs/product/README.md#audiences).
const icons = [ShoppingBag, Store, Bike];

export function HowItWorks() {
  const { t } = useTranslation('home');
  const groups = t('howItWorks.groups', { returnObjects: true });
  return (
    <section aria-labelledby="how-it-works-title" className="bg-white py-16">
      <PageContainer>
        <h2 id="how-it-works-title" className="text-3xl font-extrabold tracking-tight text-stone-900">
          {t('howItWorks.title')}
        </h2>
        <p className="mt-2 mb-10 max-w-2xl text-lg text-stone-600">{t('howItWorks.intro')}</p>
        <div className="grid gap-6 md:grid-cols-3">
          {groups.map((group, index) => {
            const Icon = icons[index] ?? ShoppingBag;
            return (
              <article key={group.title} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
                <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-600 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mb-4 text-xl font-bold text-stone-900">{group.title}</h3>
                <ol className="space-y-3">
                  {group.steps.map((step, stepIndex) => (
                    <li key={step} className="flex gap-3 text-stone-700">
                      <span
                        aria-hidden="true"
                        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800"
                      >
                        {stepIndex + 1}
                      </span>
                      <span>{step}</span>
                    </li>
                  ))}
                </ol>
              </article>
            );
          })}
        </div>
      </PageContainer>
    </section>
  );
}
