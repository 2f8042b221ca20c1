// The staff apps' stylesheet and shared texts (lib/staff-texts.ts).
import { withStaffTexts } from '@/lib/staff-texts.ts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { StaffHeading } from '@/components/staff/staff-header.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { apiError } from '@/lib/api-error.ts';
import { DeliveryPanel } from './components/delivery-panel.tsx';
import { OffersList } from './components/offers-list.tsx';
import { usePositionReporter } from './hooks/use-position-reporter.ts';
import { useRiderError } from './hooks/use-rider-error.ts';
import { useRider } from './hooks/use-rider.ts';

// The rider's statement: a chunk of its own (components/rider-statement.tsx), fetched when opened.
const RiderStatement = lazy(() => withStaffTexts(import('./components/rider-statement.tsx'), 'statements'));

/** /rider (docs/rider-app.md): go online, take an offer, ride it to the customer. */
export function RiderPage() {
  const { t } = useTranslation('rider');
  usePageView(t('documentTitle'));
  const rider = useRider();
  const online = Boolean(rider.rider?.isOnline);
  const { state, position } = usePositionReporter(online, () => {
    rider.reloadOffers();
  });
  const errorText = useRiderError();
  const [showStatement, setShowStatement] = useState(false);
  // A failed switch is about the moment it happened (online or not, on which delivery): once that
  // changes, say by delivering, the notice is no longer true and goes.
  const situation = `${online}:${rider.delivery?._id ?? ''}`;
  const [failure, setFailure] = useState<{ text: string; situation: string } | null>(null);
  const error = failure?.situation === situation ? failure.text : null;

  const toggle = async () => {
    setFailure(null);
    const result = await rider.setOnline(!online);
    if (result.error) setFailure({ text: errorText(result.error), situation });
    rider.reloadProfile();
  };

  let content;
  if (rider.loading) {
    content = (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (rider.error || !rider.rider) {
    content = (
      <Alert>
        {rider.error && apiError(rider.error).code === 'FORBIDDEN' ? t('notRider') : t('errors.generic')}
      </Alert>
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <section
          aria-labelledby="status-title"
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="status-title" className="font-semibold text-stone-900">
              {t('status.hello', { name: rider.rider.name })}
            </h2>
            <p className="text-stone-700" data-testid="rider-status" aria-live="polite">
              {online ? t(`status.online.${state}`) : t('status.offline')}
            </p>
          </div>
          <Button
            role="switch"
            aria-checked={online}
            onClick={() => void toggle()}
            disabled={rider.switching}
            variant={online ? 'secondary' : 'primary'}
            size="lg"
          >
            {online ? t('status.goOffline') : t('status.goOnline')}
          </Button>
        </section>
        {error && <Alert>{error}</Alert>}
        <Button
          variant="secondary"
          aria-expanded={showStatement}
          onClick={() => setShowStatement(!showStatement)}
          className="self-start"
        >
          {showStatement ? t('statement.back') : t('statement.open')}
        </Button>
        {showStatement ? (
          <Suspense fallback={<Spinner />}>
            <RiderStatement />
          </Suspense>
        ) : rider.delivery ? (
          <DeliveryPanel delivery={rider.delivery} position={position} rider={rider} />
        ) : online ? (
          <OffersList rider={rider} />
        ) : (
          <p className="rounded-2xl bg-stone-50 p-4 text-stone-700">{t('offers.offline')}</p>
        )}
      </div>
    );
  }

  return (
    <PageContainer width="narrow" className="flex flex-col gap-6 py-6 sm:py-10">
      {/* In the staff shell's header (docs/product/screens.md#staff-apps). */}
      <StaffHeading>
        <h1 className="text-xl font-bold text-stone-900">{t('title')}</h1>
        {rider.rider && (
          <p
            data-state={online ? 'online' : 'offline'}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${online ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
          >
            {online ? t('status.badgeOnline') : t('status.badgeOffline')}
          </p>
        )}
        {rider.rider && (
          <Link to="/rider/earnings" className="font-semibold text-stone-900 underline underline-offset-4">
            {t('earnings.link')}
          </Link>
        )}
      </StaffHeading>
      {content}
    </PageContainer>
  );
}

export default RiderPage;
