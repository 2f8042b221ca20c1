import { useId, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import { Star } from '@/components/ui/icons.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ReviewOrderDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';

// Five stars; submitting needs at least 2 and a description (docs/product/validation.md#reviews-and-chat).
const STARS = [1, 2, 3, 4, 5] as const;
const MIN_RATING = 2;

type Props = { orderId: string; onReviewed: (order: OrderDetail) => void; onClose: () => void };

/**
 * The review modal (docs/product/screens.md#order-detail): closed by the close icon or after a successful
 * submit.
 */
export default function ReviewDialog({ orderId, onReviewed, onClose }: Props) {
  const { t } = useTranslation('orders');
  usePageView(undefined, 'NAVIGATE_TO_RATE_AND_REVIEW');
  const [rating, setRating] = useState(0);
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, reviewOrder] = useTypedMutation(ReviewOrderDocument);
  const ids = { rating: useId(), description: useId(), hint: useId() };
  const canSubmit = rating >= MIN_RATING && description.trim() !== '' && !fetching;

  const submit = async () => {
    if (!canSubmit) return;
    setFailure(null);
    const result = await reviewOrder({ order: orderId, rating, description: description.trim() });
    if (result.data) onReviewed(result.data.reviewOrder);
    // The first error's message (docs/product/errors.md#orders-and-payments).
    else if (result.error) setFailure(errorMessage(result.error));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="sheet" closeLabel={t('review.close')} className="gap-4 overflow-y-auto p-6">
        <DialogTitle className="pe-12">{t('review.title')}</DialogTitle>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div>
            <p id={ids.rating} className="mb-2 font-semibold text-stone-900">
              {t('review.ratingLabel')}
            </p>
            {/* Native radios: arrow keys move and choose in one step, in both reading directions. */}
            <div
              role="radiogroup"
              aria-labelledby={ids.rating}
              aria-describedby={ids.hint}
              className="flex gap-1"
            >
              {STARS.map((star) => (
                <label
                  key={star}
                  className="relative cursor-pointer rounded-full p-1 text-amber-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600"
                >
                  <input
                    type="radio"
                    name={ids.rating}
                    value={star}
                    checked={rating === star}
                    onChange={() => setRating(star)}
                    aria-label={t('review.star', { count: star })}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'pointer-events-none size-9',
                      star <= rating ? 'fill-amber-400' : 'fill-none',
                    )}
                  />
                </label>
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.description} className="font-semibold text-stone-900">
              {t('review.descriptionLabel')}
            </label>
            <textarea
              id={ids.description}
              value={description}
              maxLength={500}
              rows={4}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={t('review.descriptionPlaceholder')}
              className="rounded-xl border border-stone-300 px-3 py-2 text-stone-900 outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30"
            />
          </div>
          <p id={ids.hint} className="text-sm text-stone-600">
            {t('review.hint')}
          </p>
          {failure && <Alert>{failure}</Alert>}
          <Button type="submit" size="lg" disabled={!canSubmit}>
            {fetching && <Spinner className="text-white" />}
            {t('review.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
