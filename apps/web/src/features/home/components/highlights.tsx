import { useTranslation } from '@/hooks/use-translation.ts';
import { Headset, Navigation, ShoppingBag, Wallet } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';

const icons = [Navigation, Wallet, ShoppingBag, Headset];

export function Highlights() {
  const { t } = useTranslation('home');
  const items = t('home.highlights', { returnObjects: true });
  return (
    <section aria-labelledby="highlights-title" className="py-16">
      <PageContainer>
        <h2 id="highlights-title" className="mb-8 text-3xl font-extrabold tracking-tight text-stone-900">
          {t('home.highlightsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, index) => {
            const Icon = icons[index % icons.length] ?? Navigation;
            return (
              <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mb-1 text-lg font-bold text-stone-900">{item.title}</h3>
                <p className="text-stone-600">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}
