import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Heart } from '@/components/ui/icons.ts';
import { AddFavouriteDocument } from '@/gql/graphql.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useSession } from '@/hooks/use-session.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { showToast } from '@/lib/toast.ts';
import { type FavouriteOverride, isShownAsFavourite } from './favourite-state.ts';

/**
 * The heart on a restaurant card (docs/product/ordering.md#favourites): signed out it says "You are not
 * logged in."; signed in it toggles the restaurant, re-fetches the profile and says the list was
 * updated. Filled when the restaurant is in the profile's favourites.
 */
export function FavouriteButton({
  restaurantId,
  name,
  className,
}: {
  restaurantId: string;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { profile, refetch } = useProfile();
  const [{ fetching }, addFavourite] = useTypedMutation(AddFavouriteDocument);
  const [override, setOverride] = useState<FavouriteOverride | null>(null);
  const favourite = profile?.favourite;
  const isFavourite = isLoggedIn && isShownAsFavourite({ restaurantId, favourite, override });

  async function toggle() {
    if (!isLoggedIn) {
      showToast('error', t('favourites.notLoggedIn'));
      return;
    }
    if (fetching) return;
    setOverride({ isFavourite: !isFavourite, basis: favourite });
    const result = await addFavourite({ id: restaurantId });
    if (!result.data) {
      setOverride(null);
      showToast('error', result.error ? errorMessage(result.error) : t('errors.generic'));
      return;
    }
    setOverride({ isFavourite: result.data.addFavourite.favourite.includes(restaurantId), basis: favourite });
    refetch();
    showToast('success', t('favourites.listUpdated'));
  }

  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'favourites.remove' : 'favourites.add', { name })}
      onClick={() => void toggle()}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-white hover:text-primary-700',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', isFavourite && 'fill-current text-primary-600')} />
    </button>
  );
}
