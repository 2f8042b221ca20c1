import { useEffect } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { type AnalyticsEvent, trackEvent } from '@/lib/analytics.ts';

/** Sets the document title ("Page · Brand") and records the screen's navigation event once. */
export function usePageView(title: string | undefined, event?: AnalyticsEvent): void {
  const { t } = useTranslation();
  const brand = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
  useEffect(() => {
    if (event) trackEvent(event);
  }, [event]);
}
