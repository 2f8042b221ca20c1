import { Button } from '@/components/ui/button.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ConfirmationCard } from './components/confirmation-card.tsx';
import { useNewsletterLink } from './hooks/use-newsletter-link.ts';

/** /unsubscribe?token= from a subscription mail: one button, then the outcome and a way home. */
export default function UnsubscribePage() {
  const { t } = useTranslation('applications');
  usePageView(t('unsubscribe.documentTitle'));
  const { state, follow } = useNewsletterLink('unsubscribe');
  const isPending = state === 'idle' || state === 'working';
  return (
    <ConfirmationCard
      title={t('unsubscribe.title')}
      homeLabel={t('unsubscribe.backHome')}
      action={
        isPending ? (
          <Button size="lg" disabled={state === 'working'} onClick={() => void follow()}>
            {t('unsubscribe.button')}
          </Button>
        ) : undefined
      }
    >
      {state === 'done' ? (
        <p role="status">{t('unsubscribe.done')}</p>
      ) : state === 'invalid' || state === 'none' ? (
        <p role="status">{t('unsubscribe.invalid')}</p>
      ) : (
        <p>{t('unsubscribe.text')}</p>
      )}
    </ConfirmationCard>
  );
}
