import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import {
  type AdminVoucherFieldsFragment,
  CreateVoucherDocument,
  UpdateVoucherDocument,
  type VoucherFunder,
  type VoucherKind,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { apiError } from '@/lib/api-error.ts';
import { CheckField, FormField, inputClasses } from '../settings/form-field.tsx';
import { RestaurantPicker } from './restaurant-picker.tsx';
import { EMPTY_DRAFT, type VoucherDraft, draftOf, inputOf } from './voucher-draft.ts';

/** Create (voucher null) or edit a voucher in a dialog; the server's refusal is shown as an alert. */
export function VoucherForm({
  voucher,
  currencySymbol,
  onClose,
  onSaved,
}: {
  voucher: AdminVoucherFieldsFragment | null;
  currencySymbol: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('adminSettings');
  const [draft, setDraft] = useState<VoucherDraft>(() => (voucher ? draftOf(voucher) : EMPTY_DRAFT));
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useTypedMutation(CreateVoucherDocument);
  const [{ fetching: updating }, update] = useTypedMutation(UpdateVoucherDocument);
  const kindId = useId();
  const funderId = useId();
  const set = <K extends keyof VoucherDraft>(key: K, value: VoucherDraft[K]) =>
    setDraft({ ...draft, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = inputOf(draft);
    const result = voucher ? await update({ id: voucher._id, input }) : await create({ input });
    if (result.error) setError(apiError(result.error).message ?? t('networkError'));
    else onSaved();
  };
  const number = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] gap-4 overflow-y-auto p-6 sm:max-w-2xl" closeLabel={t('close')}>
        <DialogTitle className="pe-10">
          {voucher ? t('vouchers.editTitle') : t('vouchers.newTitle')}
        </DialogTitle>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('vouchers.code')}
            hint={t('vouchers.codeHint')}
            value={draft.code}
            autoCapitalize="characters"
            autoComplete="off"
            onChange={(event) => set('code', event.target.value)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={kindId} className="text-sm font-semibold text-stone-800">
              {t('vouchers.kind')}
            </label>
            <select
              id={kindId}
              value={draft.kind}
              onChange={(event) => set('kind', event.target.value as VoucherKind)}
              className={inputClasses}
            >
              <option value="PERCENT">{t('vouchers.percentKind')}</option>
              <option value="FIXED">{t('vouchers.fixedKind')}</option>
            </select>
          </div>
          {draft.kind === 'PERCENT' ? (
            <FormField
              label={t('vouchers.percent')}
              {...number}
              min={1}
              max={100}
              value={draft.percent}
              onChange={(event) => set('percent', event.target.value)}
            />
          ) : (
            <FormField
              label={t('vouchers.amount', { symbol: currencySymbol })}
              {...number}
              value={draft.amount}
              onChange={(event) => set('amount', event.target.value)}
            />
          )}
          <FormField
            label={t('vouchers.minimumOrder', { symbol: currencySymbol })}
            {...number}
            value={draft.minimumOrder}
            onChange={(event) => set('minimumOrder', event.target.value)}
          />
          <FormField
            label={t('vouchers.startsAt')}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
          <FormField
            label={t('vouchers.endsAt')}
            type="datetime-local"
            value={draft.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
          />
          <FormField
            label={t('vouchers.totalLimit')}
            hint={t('vouchers.unlimitedHint')}
            {...number}
            step={1}
            min={1}
            value={draft.totalLimit}
            onChange={(event) => set('totalLimit', event.target.value)}
          />
          <FormField
            label={t('vouchers.perCustomerLimit')}
            hint={t('vouchers.unlimitedHint')}
            {...number}
            step={1}
            min={1}
            value={draft.perCustomerLimit}
            onChange={(event) => set('perCustomerLimit', event.target.value)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={funderId} className="text-sm font-semibold text-stone-800">
              {t('vouchers.fundedBy')}
            </label>
            <select
              id={funderId}
              value={draft.fundedBy}
              onChange={(event) => set('fundedBy', event.target.value as VoucherFunder)}
              className={inputClasses}
            >
              <option value="PLATFORM">{t('vouchers.platform')}</option>
              <option value="RESTAURANT">{t('vouchers.restaurant')}</option>
            </select>
          </div>
          <div className="flex items-end pb-3">
            <CheckField
              label={t('vouchers.enabled')}
              checked={draft.enabled}
              onChange={(v) => set('enabled', v)}
            />
          </div>
          <div className="sm:col-span-2">
            <RestaurantPicker value={draft.restaurantIds} onChange={(ids) => set('restaurantIds', ids)} />
          </div>
          {error && <Alert className="sm:col-span-2">{error}</Alert>}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={creating || updating}>
              {creating || updating ? t('saving') : t('vouchers.save')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
