import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { CancelOrderDocument } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';

type Props = { orderId: string; onCancelled: (order: OrderDetail) => void; onClose: () => void };

/**
 * Asks before cancelling (cancelOrder, allowed while PENDING or ACCEPTED). "Keep order" has the first
 * focus, so a stray Enter cancels nothing. A refusal (e.g. the restaurant moved on) stays visible.
 */
export default function CancelOrderDialog({ orderId, onCancelled, onClose }: Props) {
  const { t } = useTranslation('orders');
  const [{ fetching }, cancelOrder] = useTypedMutation(CancelOrderDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    const result = await cancelOrder({ id: orderId });
    if (result.data) onCancelled(result.data.cancelOrder);
    else if (result.error) setFailure(errorMessage(result.error));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" className="gap-3 p-6">
        <DialogTitle>{t('actions.cancelTitle')}</DialogTitle>
        <DialogDescription>{t('actions.cancelText')}</DialogDescription>
        {failure && <Alert>{t('actions.cancelFailed', { message: failure })}</Alert>}
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t('actions.cancelKeep')}
          </Button>
          <Button onClick={() => void confirm()} disabled={fetching} className="bg-red-700 hover:bg-red-800">
            {fetching && <Spinner className="text-white" />}
            {t('actions.cancelConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
