import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Check, MapPin, Plus } from '@/components/ui/icons.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { showToast } from '@/lib/toast.ts';
import { AddressCardActions, AddressText } from './address-card-actions.tsx';
import { type SavedAddress, placeAddress } from './address-model.ts';
import { useAddressActions } from './use-address-actions.ts';
import { useAddressEditor } from './use-address-editor.tsx';

type ProfileAddressListProps = {
  /** The card's heading id and text ("My addresses"). */
  titleId: string;
  title: string;
  addresses: readonly SavedAddress[];
};

/**
 * The profile's saved addresses (docs/product/screens.md#addresses): select one
 * as the current location, edit, delete after a confirmation, and add through the plus button.
 */
export function ProfileAddressList({ titleId, title, addresses }: ProfileAddressListProps) {
  const { t } = useTranslation('addresses');
  const { location } = useCurrentLocation();
  const { selectAddress } = useAddressActions();
  const editor = useAddressEditor();

  const select = (address: SavedAddress) => {
    const placed = placeAddress(address);
    if (!placed) return showToast('error', t('toasts.failed', { details: t('toasts.badPoint') }));
    void selectAddress(placed);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        <button
          ref={editor.addRef}
          type="button"
          aria-label={t('list.add')}
          title={t('list.add')}
          onClick={editor.startAdd}
          className="flex size-10 items-center justify-center rounded-full bg-primary-600 text-white shadow-sm hover:bg-primary-700"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      {addresses.length === 0 ? (
        <div className="flex flex-col items-start gap-1">
          <p className="font-semibold text-stone-900">{t('list.empty')}</p>
          <p className="text-stone-600">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => {
            const isCurrent = location?._id === address._id;
            return (
              <li
                key={address._id}
                className={cn(
                  'flex items-start gap-2 rounded-2xl border p-2',
                  isCurrent ? 'border-primary-600 bg-primary-50' : 'border-stone-200',
                )}
              >
                <button
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => select(address)}
                  className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-1.5 text-start hover:bg-stone-50/60"
                >
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
                  <AddressText address={address} />
                  {isCurrent && (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700">
                      <Check aria-hidden="true" className="size-4" />
                      {t('list.current')}
                    </span>
                  )}
                </button>
                <AddressCardActions
                  address={address}
                  onEdit={editor.startEdit}
                  onDelete={editor.startDelete}
                />
              </li>
            );
          })}
        </ul>
      )}
      {editor.element}
    </section>
  );
}
