import { useDeferredValue, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  type AdminVoucherFieldsFragment,
  AdminSettingsDocument,
  AdminVouchersDocument,
  SetVoucherEnabledDocument,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { apiError } from '@/lib/api-error.ts';
import { inputClasses } from '../settings/form-field.tsx';
import { VoucherForm } from './voucher-form.tsx';

const CONTEXT = { additionalTypenames: ['AdminVoucher'] };

/**
 * /admin/vouchers (docs/admin.md "Vouchers"): the codes with their terms and use counts, a search by
 * code, create and edit in a dialog, and enable/disable (disabling asks first: customers' carts
 * holding the code are refused at checkout).
 */
export default function VouchersPage() {
  const { t, i18n } = useTranslation('adminSettings');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [{ data, fetching, error }, refetch] = useTypedQuery({
    query: AdminVouchersDocument,
    variables: { search: deferred || null },
    context: CONTEXT,
  });
  const [{ data: settings }] = useTypedQuery({ query: AdminSettingsDocument });
  const [{ fetching: toggling }, setEnabled] = useTypedMutation(SetVoucherEnabledDocument);
  const [editing, setEditing] = useState<AdminVoucherFieldsFragment | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AdminVoucherFieldsFragment | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const searchId = useId();
  const symbol = settings?.adminSettings.currencySymbol ?? '';
  const vouchers = data?.adminVouchers ?? [];
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const toggle = async (voucher: AdminVoucherFieldsFragment, enabled: boolean) => {
    setActionError(null);
    const result = await setEnabled({ id: voucher._id, enabled });
    if (result.error) setActionError(apiError(result.error).message ?? t('networkError'));
    setConfirming(null);
  };

  return (
    <section aria-labelledby="vouchers-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="vouchers-title" className="text-2xl font-bold text-stone-900">
          {t('vouchers.title')}
        </h1>
        <Button onClick={() => setEditing('new')}>{t('vouchers.new')}</Button>
      </div>
      <div className="max-w-md">
        <label htmlFor={searchId} className="text-sm font-semibold text-stone-800">
          {t('vouchers.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={inputClasses}
        />
      </div>
      {actionError && <Alert>{actionError}</Alert>}
      {error && (
        <div className="space-y-2">
          <Alert>{apiError(error).message ?? t('networkError')}</Alert>
          <Button variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {fetching && !data && <Spinner label={t('loading')} />}
      {data && vouchers.length === 0 && <p className="text-stone-800">{t('vouchers.empty')}</p>}
      <ul className="grid gap-3 lg:grid-cols-2">
        {vouchers.map((v) => (
          <li key={v._id} className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-mono text-lg font-bold text-stone-900">{v.code}</p>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${v.enabled ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
              >
                {v.enabled ? t('vouchers.on') : t('vouchers.off')}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-stone-800">
              <dt className="font-semibold">{t('vouchers.discount')}</dt>
              <dd>{v.kind === 'PERCENT' ? `${v.percent}%` : `${symbol}${v.amount}`}</dd>
              <dt className="font-semibold">{t('vouchers.validity')}</dt>
              <dd>
                {date(v.startsAt)} – {date(v.endsAt)}
              </dd>
              <dt className="font-semibold">{t('vouchers.uses')}</dt>
              <dd>
                {v.totalLimit === null
                  ? t('vouchers.usedUnlimited', { used: v.usedCount })
                  : t('vouchers.usedOf', { used: v.usedCount, limit: v.totalLimit })}
              </dd>
              <dt className="font-semibold">{t('vouchers.restaurants')}</dt>
              <dd>
                {v.restaurants.length === 0
                  ? t('vouchers.allRestaurants')
                  : v.restaurants.map((r) => r.name).join(', ')}
              </dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(v)}>
                {t('vouchers.edit', { code: v.code })}
              </Button>
              <Button
                variant="ghost"

                disabled={toggling}
                onClick={() => (v.enabled ? setConfirming(v) : void toggle(v, true))}
              >
                {v.enabled ? t('vouchers.disable', { code: v.code }) : t('vouchers.enable', { code: v.code })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <VoucherForm
          voucher={editing === 'new' ? null : editing}
          currencySymbol={symbol}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {confirming && (
        <Dialog open onOpenChange={(open) => !open && setConfirming(null)}>
          <DialogContent className="gap-4 p-6" closeLabel={t('close')}>
            <DialogTitle className="pe-10">
              {t('vouchers.confirmTitle', { code: confirming.code })}
            </DialogTitle>
            <DialogDescription>{t('vouchers.confirmText')}</DialogDescription>
            <div className="flex gap-2">
              <Button disabled={toggling} onClick={() => void toggle(confirming, false)}>
                {t('vouchers.confirmDisable')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('cancel')}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
