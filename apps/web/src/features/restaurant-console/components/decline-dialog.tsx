import type { OrderStatus } from '@food/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { ConsoleDeclineOrderDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

const MAX_REASON = 500;

type Props = {
  order: { _id: string; orderId: string };
  onDone: (order: { _id: string; orderStatus: OrderStatus }) => void;
  onClose: () => void;
};

/** Decline with a reason the customer reads on their order (declineOrder). "Keep order" is focused first. */
export function DeclineDialog({ order, onDone, onClose }: Props) {
  const { t } = useTranslation('console');
  const [{ fetching }, decline] = useTypedMutation(ConsoleDeclineOrderDocument);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();

  const confirm = async () => {
    setFailure(null);
    const result = await decline({ id: order._id, reason: reason.trim() });
    if (result.data) onDone(result.data.declineOrder);
    else if (result.error) setFailure(errorMessage(result.error));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-3 p-6">
        <DialogTitle>{t('actions.declineTitle', { orderId: order.orderId })}</DialogTitle>
        <DialogDescription>{t('actions.declineText')}</DialogDescription>
        <label htmlFor={fieldId} className="text-sm font-semibold text-stone-900">
          {t('actions.reasonLabel')}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          maxLength={MAX_REASON}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-xl border border-stone-300 p-3 text-stone-900"
        />
        {failure && <Alert>{t('actions.failed', { message: failure })}</Alert>}
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.keep')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={fetching || reason.trim() === ''}
            className="bg-red-700 hover:bg-red-800"
          >
            {t('actions.declineConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
