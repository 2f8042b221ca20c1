import { useTranslation } from '@/hooks/use-translation.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/lib/paths.ts';

/**
 * "Your order was declined" (docs/product/order-states.md#what-the-customer-sees) with "Place another order"
 * and "Cancel" (close).
 */
export default function DeclinedDialog({ reason, onClose }: { reason: string | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" className="gap-3 p-6">
        <DialogTitle>{t('declined.title')}</DialogTitle>
        <DialogDescription>{t('declined.text')}</DialogDescription>
        {reason && (
          <p className="text-stone-700">
            <bdi>{t('declined.reason', { reason })}</bdi>
          </p>
        )}
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('declined.cancel')}
          </Button>
          <ButtonLink to={paths.restaurantList}>{t('declined.placeAnother')}</ButtonLink>
        </div>
      </DialogContent>
    </Dialog>
  );
}
