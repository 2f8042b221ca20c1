import { useTranslation } from '@/hooks/use-translation.ts';
import { ProfileAddressList } from '@/components/address/profile-address-list.tsx';
import type { Profile } from '@/hooks/use-profile.ts';

/**
 * My addresses (docs/product/screens.md#addresses): select a saved address as the
 * current location, edit or delete it, or add one through the plus button.
 */
export function AddressesCard({ addresses }: { addresses: Profile['addresses'] }) {
  const { t } = useTranslation('account');
  return (
    <ProfileAddressList titleId="addresses-card" title={t('profile.addresses.title')} addresses={addresses} />
  );
}
