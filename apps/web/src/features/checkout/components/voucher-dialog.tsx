import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import type { CouponOutcome } from '../hooks/use-coupon.ts';

type VoucherDialogProps = {
  onApply: (code: string) => Promise<CouponOutcome>;
  isApplying: boolean;
  onClose: () => void;
};

/**
 * The voucher dialog (docs/product/screens.md#checkout): title "apply a voucher", a free-text code and an
 * apply button. The server's answer decides (docs/product/ordering.md#vouchers); on success the dialog closes
 * and the field starts empty next time.
 */
export function VoucherDialog({ onApply, isApplying, onClose }: VoucherDialogProps) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || isApplying) return;
    const outcome = await onApply(code);
    if (outcome.ok) {
      setCode('');
      onClose();
    } else {
      setError(outcome.fieldError);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-4 p-6" closeLabel={t('voucher.close')}>
        <DialogTitle className="pe-10">{t('voucher.title')}</DialogTitle>
        <DialogDescription>{t('voucher.description')}</DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <label htmlFor={fieldId} className="text-sm font-semibold text-stone-800">
            {t('voucher.code')}
          </label>
          <input
            id={fieldId}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="h-11 rounded-xl border border-stone-300 px-3 text-stone-900 aria-invalid:border-red-600"
          />
          {error && (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={isApplying || !code.trim()}>
            {t('voucher.apply')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default VoucherDialog;
