import { type JSX, useId } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RetryButton } from '@/components/ui/status-message.tsx';
import { useProfile } from '@/hooks/use-profile.ts';
import { AddressCardActions, AddressText } from './address-card-actions.tsx';
import { type PlacedAddress, type SavedAddress, placeAddress } from './address-model.ts';
import { useAddressEditor } from './use-address-editor.tsx';

export type CheckoutAddress = PlacedAddress;

type CheckoutAddressListProps = {
  selectedId: string | null;
  onSelect: (address: CheckoutAddress) => void;
};

/**
 * The checkout's address list (docs/product/screens.md#addresses), titled Delivery Details: selectable
 * cards (a radio group: arrow keys move the choice) with edit and delete, and "+ Add address" (location
 * dialog, then the form). A newly added address is chosen at once, as the server also selects it.
 */
export function CheckoutAddressList({ selectedId, onSelect }: CheckoutAddressListProps): JSX.Element {
  const { t } = useTranslation('addresses');
  const titleId = useId();
  const name = useId();
  const { profile, fetching, error, refetch } = useProfile();
  const known = new Set(profile?.addresses.map((address) => address._id));
  const editor = useAddressEditor((addresses) => {
    const added = addresses.find((address) => !known.has(address._id));
    const placed = added && placeAddress(added);
    if (placed) onSelect(placed);
  });
  const addresses = profile?.addresses ?? [];
  const choose = (address: SavedAddress) => {
    const placed = placeAddress(address);
    if (placed) onSelect(placed);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {t('list.checkoutTitle')}
      </h2>
      {!profile && fetching && (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('list.loading')}</span>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      )}
      {!profile && !fetching && error && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-700">
          <p>{t('list.loadFailed')}</p>
          <RetryButton onRetry={refetch} />
        </div>
      )}
      {profile && addresses.length === 0 && <p className="text-stone-600">{t('list.checkoutEmpty')}</p>}
      {addresses.length > 0 && (
        <div role="radiogroup" aria-labelledby={titleId} className="flex flex-col gap-3">
          {addresses.map((address) => {
            const isSelected = address._id === selectedId;
            return (
              <div
                key={address._id}
                className={cn(
                  'flex items-start gap-2 rounded-2xl border p-2 transition-colors',
                  isSelected ? 'border-primary-600 bg-primary-50' : 'border-stone-200 hover:bg-stone-50',
                )}
              >
                <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-xl p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
                  <input
                    type="radio"
                    name={name}
                    value={address._id}
                    checked={isSelected}
                    onChange={() => choose(address)}
                    className="mt-1 size-4 shrink-0 accent-primary-600"
                  />
                  <AddressText address={address} />
                </label>
                <AddressCardActions
                  address={address}
                  onEdit={editor.startEdit}
                  onDelete={editor.startDelete}
                />
              </div>
            );
          })}
        </div>
      )}
      {(profile || !fetching) && (
        <button
          ref={editor.addRef}
          type="button"
          onClick={editor.startAdd}
          className={cn(buttonClasses({ variant: 'secondary' }), 'self-start')}
        >
          {t('list.addAddress')}
        </button>
      )}
      {editor.element}
    </section>
  );
}
