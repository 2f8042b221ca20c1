import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ConfirmationCard } from './components/confirmation-card.tsx';
import { useNewsletterLink } from './hooks/use-newsletter-link.ts';

/**
 * /EmailConfirmation (docs/applications.md#pages): a welcome and a "get started" button home. Opened from a
 * subscription mail (?token=), it confirms the subscription first and says how that went.
 */
export default function EmailConfirmationPage() {
  const { t } = useTranslation('applications');
  usePageView(t('emailConfirmation.documentTitle'));
  const { state } = useNewsletterLink('confirm');
  const status = {
    none: null,
    idle: t('emailConfirmation.confirming'),
    working: t('emailConfirmation.confirming'),
    done: t('emailConfirmation.confirmed'),
    invalid: t('emailConfirmation.invalid'),
  }[state];
  return (
    <ConfirmationCard title={t('emailConfirmation.title')} homeLabel={t('emailConfirmation.getStarted')}>
      <p>{t('emailConfirmation.text')}</p>
      {status && (
        <p role="status" className="mt-4 font-semibold text-stone-900">
          {status}
        </p>
      )}
    </ConfirmationCard>
  );
}
