import { useTranslation } from '@/hooks/use-translation.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { AppBadges } from './components/app-badges.tsx';
import { Faq } from './components/faq.tsx';
import { Hero } from './components/hero.tsx';
import { Highlights } from './components/highlights.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { JoinUs } from './components/join-us.tsx';
import { NearbyMap } from './components/nearby-map.tsx';

export function HomePage() {
  const { t } = useTranslation('home');
  usePageView(t('home.documentTitle'), 'NAVIGATE_TO_HOME');
  return (
    <>
      <Hero />
      <NearbyMap />
      <Highlights />
      <HowItWorks />
      <JoinUs />
      <AppBadges />
      <Faq />
    </>
  );
}

export default HomePage;
