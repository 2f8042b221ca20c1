import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { AdminCancelOrderDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

const MAX_REASON = 500;

/**
 * Cancel with the reason the customer reads (adminCancelOrder). A paid order says that it will be
 * refunded. "Keep order" comes first; the confirm button needs a reason.
 */
export function CancelOrderDialog({
  order,
  refundText,
  onDone,
  onClose,
}: {
  order: { _id: string; orderId: string };
  /** Set for a paid order: what will be refunded, in words. */
  refundText: string | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminOrders');
  const [{ fetching }, cancel] = useTypedMutation(AdminCancelOrderDocument);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();

  const confirm = async () => {
    setFailure(null);
    const result = await cancel({ id: order._id, reason: reason.trim() });
    if (result.data) onDone();
    else if (result.error) setFailure(errorMessage(result.error));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-3 p-6">
        <DialogTitle className="text-lg font-bold">
          {t('cancel.title', { orderId: order.orderId })}
        </DialogTitle>
        <DialogDescription>{t('cancel.text')}</DialogDescription>
        {refundText && <Alert tone="info">{refundText}</Alert>}
        <label htmlFor={fieldId} className="text-sm font-semibold text-stone-900">
          {t('cancel.reason')}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          maxLength={MAX_REASON}
          rows={3}
          required
          onChange={(event) => setReason(event.target.value)}
          className="rounded-xl border border-stone-300 p-3 text-stone-900"
        />
        {failure && <Alert>{t('cancel.failed', { message: failure })}</Alert>}
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={fetching || reason.trim() === ''}
            className="bg-red-700 hover:bg-red-800"
          >
            {t('cancel.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
