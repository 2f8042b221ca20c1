import { useTranslation } from '@/hooks/use-translation.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { AddressSearch } from './address-search.tsx';
import { HeroArt } from './hero-art.tsx';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-100 via-primary-50 to-stone-50">
      <PageContainer className="grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-start gap-5">
          <h1 className="max-w-2xl text-4xl leading-tight font-extrabold tracking-tight text-stone-900 md:text-5xl lg:text-6xl">
            {t('home.heroTitle')}
          </h1>
          <p className="max-w-xl text-lg text-stone-700">{t('home.heroSubtitle')}</p>
          <AddressSearch />
        </div>
        <HeroArt />
      </PageContainer>
    </section>
  );
}
