import { useCallback } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { CombinedError } from 'urql';
import {
  CreateAddressDocument,
  DeleteAddressDocument,
  EditAddressDocument,
  SelectAddressDocument,
} from '@/gql/graphql.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { apiError } from '@/lib/api-error.ts';
import { showToast } from '@/lib/toast.ts';
import {
  type AddressDraft,
  type PlacedAddress,
  type SavedAddress,
  toAddressInput,
  toCurrentLocation,
} from './address-model.ts';

/**
 * The saved-address mutations with their toasts (docs/product/ordering.md#saved-addresses): create → "Address
 * added" (success), edit → "Address updated" (warning), delete → "Address Removed!", select → the current
 * location + "Address Selected"; any failure → "An error occured. Please try again. {details}".
 * Each returns the user's full list; urql's cache then re-runs the Profile query (it holds a User),
 * so every list showing the addresses gets the returned list. Resolves to the new list, or null.
 */
export function useAddressActions() {
  const { t } = useTranslation('addresses');
  const { location, setLocation } = useCurrentLocation();
  const [createState, create] = useTypedMutation(CreateAddressDocument);
  const [editState, edit] = useTypedMutation(EditAddressDocument);
  const [deleteState, remove] = useTypedMutation(DeleteAddressDocument);
  const [, select] = useTypedMutation(SelectAddressDocument);

  const fail = useCallback(
    (error: CombinedError) => {
      // Network failures have no server text; the generic words still say what happened.
      const details = apiError(error).message ?? t('toasts.networkDetails');
      showToast('error', t('toasts.failed', { details }));
    },
    [t],
  );

  const save = useCallback(
    async (draft: AddressDraft): Promise<readonly SavedAddress[] | null> => {
      const addressInput = toAddressInput(draft);
      const isEdit = addressInput._id !== undefined;
      const result = isEdit ? await edit({ addressInput }) : await create({ addressInput });
      const user =
        result.data && ('editAddress' in result.data ? result.data.editAddress : result.data.createAddress);
      if (!user) {
        if (result.error) fail(result.error);
        return null;
      }
      showToast(isEdit ? 'warning' : 'success', t(isEdit ? 'toasts.updated' : 'toasts.added'));
      // An edited address that is the current location keeps the current location in step.
      const id = addressInput._id;
      if (id !== undefined && location?._id === id) {
        setLocation({
          _id: id,
          label: addressInput.label,
          latitude: Number(addressInput.latitude),
          longitude: Number(addressInput.longitude),
          deliveryAddress: addressInput.deliveryAddress,
          details: addressInput.details,
        });
      }
      return user.addresses;
    },
    [create, edit, fail, location, setLocation, t],
  );

  const deleteAddress = useCallback(
    async (id: string): Promise<readonly SavedAddress[] | null> => {
      const result = await remove({ id });
      if (!result.data) {
        if (result.error) fail(result.error);
        return null;
      }
      showToast('success', t('toasts.removed'));
      return result.data.deleteAddress.addresses;
    },
    [fail, remove, t],
  );

  const selectAddress = useCallback(
    async (address: PlacedAddress): Promise<boolean> => {
      // The choice applies at once on this device; the server's "selected" mark follows.
      setLocation(toCurrentLocation(address));
      const result = await select({ id: address._id });
      if (!result.data) {
        if (result.error) fail(result.error);
        return false;
      }
      showToast('success', t('toasts.selected'));
      return true;
    },
    [fail, select, setLocation, t],
  );

  return {
    save,
    deleteAddress,
    selectAddress,
    isSaving: createState.fetching || editState.fetching,
    isDeleting: deleteState.fetching,
  };
}
