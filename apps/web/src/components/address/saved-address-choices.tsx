import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Check, MapPin } from '@/components/ui/icons.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { addressLabelText } from './address-label-text.ts';
import { type SavedAddress, placeAddress } from './address-model.ts';
import { useAddressActions } from './use-address-actions.ts';

/** The bar panel's saved addresses: choosing one selects it (current location + "Address Selected"). */
export function SavedAddressChoices({
  addresses,
  onChosen,
}: {
  /** null while the profile loads. */
  addresses: readonly SavedAddress[] | null;
  onChosen: () => void;
}) {
  const { t } = useTranslation('addresses');
  const { location } = useCurrentLocation();
  const { selectAddress } = useAddressActions();
  const placed = (addresses ?? []).flatMap((address) => placeAddress(address) ?? []);

  return (
    <section aria-label={t('bar.saved')} className="border-t border-stone-200 pt-2">
      <h3 className="px-1 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {t('bar.saved')}
      </h3>
      {addresses === null ? (
        <p className="px-1 py-2 text-sm text-stone-600">{t('list.loading')}</p>
      ) : placed.length === 0 ? (
        <p className="px-1 py-2 text-sm text-stone-600">{t('bar.noSaved')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col overflow-y-auto">
          {placed.map((address) => {
            const isCurrent = location?._id === address._id;
            return (
              <li key={address._id}>
                <button
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => {
                    void selectAddress(address);
                    onChosen();
                  }}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-xl px-2 py-2 text-start hover:bg-stone-50',
                    isCurrent && 'bg-primary-50',
                  )}
                >
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-stone-900">
                      {addressLabelText(t, address.label)}
                    </span>
                    <span className="block truncate text-sm text-stone-700">
                      <bdi>{address.deliveryAddress}</bdi>
                    </span>
                  </span>
                  {isCurrent && <Check aria-hidden="true" className="size-4 shrink-0 text-primary-700" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
