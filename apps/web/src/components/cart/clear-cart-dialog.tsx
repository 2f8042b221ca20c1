import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';

type ClearCartDialogProps = {
  open: boolean;
  /** The restaurant whose items would be deleted, when known. */
  restaurantName?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The clear-cart confirmation (docs/product/ordering.md#cart): asked before anything from a second restaurant
 * replaces the cart. Escape, the overlay and Cancel all leave the cart as it is; Cancel has the first focus,
 * so a stray Enter never deletes anything.
 */
export function ClearCartDialog({ open, restaurantName, onConfirm, onCancel }: ClearCartDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role="alertdialog" className="gap-3 p-6">
        <DialogTitle>{t('cart.clearDialog.title')}</DialogTitle>
        <DialogDescription>
          {restaurantName
            ? t('cart.clearDialog.description', { name: restaurantName })
            : t('cart.clearDialog.descriptionUnnamed')}
        </DialogDescription>
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('cart.clearDialog.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('cart.clearDialog.ok')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default ClearCartDialog;
