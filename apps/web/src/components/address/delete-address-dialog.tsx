import { type RefObject, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import type { SavedAddress } from './address-model.ts';
import { useAddressActions } from './use-address-actions.ts';

type DeleteAddressDialogProps = {
  /** The address asked about; the dialog is open while there is one. */
  address: SavedAddress | null;
  onClose: () => void;
  onDeleted?: (addresses: readonly SavedAddress[]) => void;
  /** Where focus goes once the address (and the delete button that opened this) is gone. */
  focusAfterDelete: RefObject<HTMLElement | null>;
};

/**
 * Asks before deleting a saved address. Cancel has the first focus, so a stray Enter deletes nothing;
 * the dialog stays open (and says so) while the deletion runs.
 */
export function DeleteAddressDialog({
  address,
  onClose,
  onDeleted,
  focusAfterDelete,
}: DeleteAddressDialogProps) {
  const { t } = useTranslation('addresses');
  const { deleteAddress, isDeleting } = useAddressActions();
  const isDeleted = useRef(false);
  const confirm = async () => {
    if (!address || isDeleting) return;
    const addresses = await deleteAddress(address._id);
    if (addresses) {
      isDeleted.current = true;
      onDeleted?.(addresses);
      onClose();
    }
  };
  return (
    <Dialog open={address !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        className="gap-3 p-6"
        onCloseAutoFocus={(event) => {
          if (!isDeleted.current) return;
          isDeleted.current = false;
          event.preventDefault();
          focusAfterDelete.current?.focus();
        }}
      >
        <DialogTitle>{t('delete.title')}</DialogTitle>
        <DialogDescription>
          <bdi>{address?.deliveryAddress}</bdi> {t('delete.description')}
        </DialogDescription>
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button
            onClick={confirm}
            disabled={isDeleting}
            aria-busy={isDeleting}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
