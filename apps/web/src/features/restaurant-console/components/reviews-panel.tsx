import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ConsoleReplyToReviewDocument, ConsoleReviewsDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

const MAX_REPLY = 500;

/** The Reviews tab: the restaurant's reviews, newest first; one public reply each. */
export function ReviewsPanel({ restaurant }: { restaurant: { _id: string } }) {
  const { t } = useTranslation('console');
  const [{ data, fetching, error }, reload] = useTypedQuery({
    query: ConsoleReviewsDocument,
    variables: { restaurant: restaurant._id, first: 50, offset: 0 },
  });
  if (fetching && !data) return <Spinner />;
  if (error) return <Alert>{errorMessage(error)}</Alert>;
  const reviews = data?.consoleReviews.reviews ?? [];
  return (
    <section aria-labelledby="reviews-title" className="space-y-3">
      <h2 id="reviews-title" className="text-lg font-bold text-stone-900">
        {t('reviews.title', { count: data?.consoleReviews.totalCount ?? 0 })}
      </h2>
      {reviews.length === 0 && <p className="text-stone-700">{t('reviews.empty')}</p>}
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review._id} className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <p className="font-semibold text-stone-900">
              {t('reviews.stars', { count: review.rating })} · <bdi>{review.order?.user.name}</bdi>
            </p>
            {review.description && <p className="text-stone-800">{review.description}</p>}
            {review.reply ? (
              <p className="rounded-xl bg-stone-50 p-3 text-stone-800">
                <span className="font-semibold">{t('reviews.yourReply')} </span>
                {review.reply}
              </p>
            ) : (
              <ReplyBox reviewId={review._id} onDone={() => reload({ requestPolicy: 'network-only' })} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReplyBox({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, reply] = useTypedMutation(ConsoleReplyToReviewDocument);
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setFailure(null);
        const result = await reply({ review: reviewId, text });
        if (result.error) setFailure(errorMessage(result.error));
        else onDone();
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {t('reviews.replyLabel')}
      </label>
      <textarea
        id={id}
        required
        maxLength={MAX_REPLY}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
      <p className="text-xs text-stone-700">{t('reviews.once', { count: MAX_REPLY - text.length })}</p>
      <Button type="submit" disabled={fetching || !text.trim()}>
        {t('reviews.send')}
      </Button>
      {failure && <Alert>{t('actions.failed', { message: failure })}</Alert>}
    </form>
  );
}
