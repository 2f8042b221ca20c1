import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn.ts';
import { Check, MapPin } from '@/components/ui/icons.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import type { Profile } from '@/hooks/use-profile.ts';
import { showToast } from '@/lib/toast.ts';
import { addressToLocation } from '../utils/address-location.ts';
import { ProfileCard } from './profile-card.tsx';

/**
 * My addresses (accounts §2 "Profile"): choosing a saved address makes it the current location.
 * Adding and editing addresses belong to checkout.
 */
export function AddressesCard({ addresses }: { addresses: Profile['addresses'] }) {
  const { t } = useTranslation('account');
  const { location, setLocation } = useCurrentLocation();

  const select = (address: Profile['addresses'][number]) => {
    const next = addressToLocation(address);
    if (!next) return showToast('error', t('auth.common.somethingWentWrong'));
    setLocation(next);
    showToast('success', t('profile.addresses.selected'));
  };

  return (
    <ProfileCard id="addresses-card" title={t('profile.addresses.title')}>
      {addresses.length === 0 ? (
        <p className="text-stone-600">{t('profile.addresses.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) => {
            const isCurrent = location?._id === address._id;
            return (
              <li key={address._id}>
                <button
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => select(address)}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-2xl border p-3 text-start transition-colors hover:bg-stone-50',
                    isCurrent ? 'border-primary-600 bg-primary-50' : 'border-stone-200',
                  )}
                >
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{address.label}</span>
                    <span className="block text-sm break-words text-stone-700">
                      {address.deliveryAddress}
                    </span>
                    {address.details && (
                      <span className="block text-sm break-words text-stone-600">{address.details}</span>
                    )}
                  </span>
                  {isCurrent && (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700">
                      <Check aria-hidden="true" className="size-4" />
                      {t('profile.addresses.current')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </ProfileCard>
  );
}
