import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { RiderOffersQuery } from '@/gql/graphql.ts';
import { useRiderError } from '../hooks/use-rider-error.ts';
import type { useRider } from '../hooks/use-rider.ts';
import { type OfferNotice, noticeStillTrue } from '../utils/offer-notice.ts';

type Offer = RiderOffersQuery['riderOffers'][number];

/** The offers near the rider, live; the first rider to take one gets it. */
export function OffersList({ rider }: { rider: ReturnType<typeof useRider> }) {
  const { t, i18n } = useTranslation('rider');
  const errorText = useRiderError();
  const [notice, setNotice] = useState<OfferNotice | null>(null);
  const error = noticeStillTrue(notice, rider.offers) ? notice!.text : null;
  // Once a new offer has come in, the notice about an earlier one is stale: drop it for good.
  useEffect(() => {
    if (notice && !error) setNotice(null);
  }, [notice, error]);

  const take = async (offer: Offer) => {
    setNotice(null);
    const offersSeen = rider.offers.map((o) => o._id);
    const result = await rider.takeOffer(offer._id);
    if (result.error) {
      setNotice({ text: errorText(result.error), offersSeen });
      rider.reloadOffers();
    }
  };
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'currency', currency }).format(amount);
  const km = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(value);

  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-3">
      <h2 id="offers-title" className="text-lg font-semibold text-stone-900">
        {t('offers.title')}
      </h2>
      {error && <Alert>{error}</Alert>}
      <div aria-live="polite">
        {rider.offers.length === 0 ? (
          <p className="rounded-2xl bg-stone-50 p-4 text-stone-700">
            {rider.offersLoading ? t('offers.loading') : t('offers.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('offers.title')}>
            {rider.offers.map((offer) => (
              <li
                key={offer._id}
                data-testid="rider-offer"
                data-order={offer.orderId}
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {t('offers.heading', { orderId: offer.orderId, name: offer.restaurant.name })}
                  </p>
                  <p className="text-sm text-stone-700">{offer.restaurant.address}</p>
                  <p className="text-sm text-stone-700">
                    {t('offers.distances', {
                      toRestaurant: km(offer.distanceToRestaurant),
                      delivery: km(offer.deliveryDistance),
                    })}
                  </p>
                  <p className="text-sm text-stone-700">
                    {t('offers.earnings', {
                      amount: money(offer.deliveryCharges + offer.tipping, offer.currency),
                    })}
                  </p>
                </div>
                <Button
                  onClick={() => void take(offer)}
                  disabled={rider.taking}
                  aria-label={t('offers.takeLabel', { orderId: offer.orderId, name: offer.restaurant.name })}
                >
                  {t('offers.take')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
