import { useTranslation } from '@/hooks/use-translation.ts';
import { Star } from '@/components/ui/icons.ts';
import type { RestaurantInfoQuery } from '@/gql/graphql.ts';

type ReviewData = RestaurantInfoQuery['restaurant']['reviewData'];

/** The review count, then each review: reviewer, rating /5, description and date. */
export function ReviewsTab({ reviewData }: { reviewData: ReviewData }) {
  const { t, i18n } = useTranslation('menu');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="space-y-3">
      <h3 className="font-bold text-stone-900">{t('menu.info.reviewTotal', { count: reviewData.total })}</h3>
      {reviewData.reviews.length === 0 ? (
        <p className="text-sm text-stone-600">{t('menu.info.noReviews')}</p>
      ) : (
        <ul className="space-y-3">
          {reviewData.reviews.map((review) => (
            <li key={review._id} className="space-y-1 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-stone-900">
                  <bdi>{review.order?.user.name || t('menu.info.anonymous')}</bdi>
                </p>
                <time dateTime={review.createdAt} className="text-xs text-stone-600">
                  {formatDate(date, review.createdAt)}
                </time>
              </div>
              <p className="inline-flex items-center gap-1 text-sm">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span aria-hidden="true" className="font-semibold">
                  {t('common.ratingOutOf', { ns: 'translation', rating: review.rating })}
                </span>
                <span className="sr-only">{t('menu.info.reviewRating', { rating: review.rating })}</span>
              </p>
              {review.description && (
                <p className="text-sm text-stone-700">
                  <bdi>{review.description}</bdi>
                </p>
              )}
              {review.reply && (
                <p className="ms-3 border-s-2 border-stone-300 ps-2 text-sm text-stone-700">
                  <span className="font-semibold">{t('menu.info.restaurantReply')}: </span>
                  <bdi>{review.reply}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : format.format(value);
}
