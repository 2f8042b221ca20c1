import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ConfirmationCard } from './components/confirmation-card.tsx';

/** /ThankYouPage (docs/applications.md#pages): after a sign-up or contact form; a button back home. */
export default function ThankYouPage() {
  const { t } = useTranslation('applications');
  usePageView(t('thankYou.documentTitle'));
  return (
    <ConfirmationCard title={t('thankYou.title')} homeLabel={t('thankYou.backHome')}>
      <p>{t('thankYou.text')}</p>
    </ConfirmationCard>
  );
}
