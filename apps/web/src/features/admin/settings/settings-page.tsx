import { isUnassignedAlertMinutes, UNASSIGNED_ALERT_MINUTES } from '@food/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  AdminSettingsDocument,
  type AdminSettingsFieldsFragment,
  UpdateSettingsDocument,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { apiError } from '@/lib/api-error.ts';
import { CheckField, FormField, inputClasses } from './form-field.tsx';
import { MoneyFields, moneyFieldId } from './money-fields.tsx';
import {
  invalidMoneyFields,
  moneyDraftOf,
  moneyInputOf,
  type MoneyDraft,
  type MoneyField,
} from './money-settings.ts';

type Draft = MoneyDraft & {
  currency: string;
  currencySymbol: string;
  costType: string;
  deliveryRate: string;
  minimumDeliveryFee: string;
  tipPresets: string;
  tipsEnabled: boolean;
  taxPercent: string;
  taxEnabled: boolean;
  unassignedAlertMinutes: string;
};

const draftOf = (s: AdminSettingsFieldsFragment): Draft => ({
  currency: s.currency,
  currencySymbol: s.currencySymbol,
  costType: s.costType,
  deliveryRate: String(s.deliveryRate),
  minimumDeliveryFee: String(s.minimumDeliveryFee),
  tipPresets: s.tipPresets.join(', '),
  tipsEnabled: s.tipsEnabled,
  taxPercent: String(s.taxPercent),
  taxEnabled: s.taxEnabled,
  unassignedAlertMinutes: String(s.unassignedAlertMinutes),
  ...moneyDraftOf(s),
});

/** "5, 10, 15" → [5, 10, 15]; the server checks the values (percent, distinct, at most six). */
export const parsePresets = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);

/**
 * /admin/settings (docs/admin.md "Settings"): currency, the delivery fee rule, tip presets and tax. The
 * server validates and audits; customers see the new values on their next request.
 */
export default function SettingsPage() {
  const { t } = useTranslation('adminSettings');
  const [{ data, fetching, error }, refetch] = useTypedQuery({ query: AdminSettingsDocument });
  const [{ fetching: saving }, save] = useTypedMutation(UpdateSettingsDocument);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [showAlertError, setShowAlertError] = useState(false);
  const [showMoneyErrors, setShowMoneyErrors] = useState(false);
  const currencyId = useId();
  const alertId = useId();
  const alertHintId = useId();
  const alertErrorId = useId();
  const costId = useId();
  const settings = data?.adminSettings;
  useEffect(() => {
    if (settings) setDraft(draftOf(settings));
  }, [settings]);

  if (fetching && !draft) return <Spinner label={t('loading')} />;
  if (error && !draft)
    return (
      <div className="space-y-3">
        <Alert>{apiError(error).message ?? t('networkError')}</Alert>
        <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!draft || !settings) return null;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft({ ...draft, [key]: value });
    setSaved(false);
  };
  const alertMinutes = Number(draft.unassignedAlertMinutes);
  const alertInvalid = draft.unassignedAlertMinutes.trim() === '' || !isUnassignedAlertMinutes(alertMinutes);
  const invalidMoney = invalidMoneyFields(draft);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    // Checked here too so the message is in the operator's language; the server refuses the same.
    if (alertInvalid || invalidMoney.length > 0) {
      setShowAlertError(alertInvalid);
      setShowMoneyErrors(invalidMoney.length > 0);
      const first = invalidMoney[0];
      document.getElementById(first ? moneyFieldId(first) : alertId)?.focus();
      return;
    }
    const result = await save({
      input: {
        currency: draft.currency,
        currencySymbol: draft.currencySymbol,
        costType: draft.costType,
        deliveryRate: Number(draft.deliveryRate),
        minimumDeliveryFee: draft.costType === 'perKM' ? Number(draft.minimumDeliveryFee) : 0,
        tipPresets: parsePresets(draft.tipPresets),
        tipsEnabled: draft.tipsEnabled,
        taxPercent: Number(draft.taxPercent),
        taxEnabled: draft.taxEnabled,
        unassignedAlertMinutes: alertMinutes,
        ...moneyInputOf(draft),
      },
    });
    if (result.error) setSaveError(apiError(result.error).message ?? t('networkError'));
    else setSaved(true);
  };

  return (
    <section aria-labelledby="settings-title" className="max-w-3xl space-y-4">
      <h1 id="settings-title" className="text-2xl font-bold text-stone-900">
        {t('settings.title')}
      </h1>
      <form noValidate onSubmit={submit} className="space-y-5">
        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold text-stone-900">{t('settings.currencyTitle')}</legend>
          <div className="flex flex-col gap-1">
            <label htmlFor={currencyId} className="text-sm font-semibold text-stone-800">
              {t('settings.currency')}
            </label>
            <select
              id={currencyId}
              value={draft.currency}
              onChange={(event) => set('currency', event.target.value)}
              className={inputClasses}
            >
              {settings.currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t('settings.symbol')}
            value={draft.currencySymbol}
            maxLength={5}
            onChange={(event) => set('currencySymbol', event.target.value)}
          />
          <p className="text-xs text-stone-700 sm:col-span-2">{t('settings.currencyHint')}</p>
        </fieldset>

        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold text-stone-900">{t('settings.deliveryTitle')}</legend>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={costId} className="text-sm font-semibold text-stone-800">
              {t('settings.costType')}
            </label>
            <select
              id={costId}
              value={draft.costType}
              onChange={(event) => set('costType', event.target.value)}
              className={inputClasses}
            >
              <option value="perKM">{t('settings.perKM')}</option>
              <option value="fixed">{t('settings.fixed')}</option>
            </select>
          </div>
          <FormField
            label={draft.costType === 'perKM' ? t('settings.ratePerKm') : t('settings.fixedFee')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={draft.deliveryRate}
            onChange={(event) => set('deliveryRate', event.target.value)}
          />
          {draft.costType === 'perKM' && (
            <FormField
              label={t('settings.minimumFee')}
              hint={t('settings.minimumFeeHint')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={draft.minimumDeliveryFee}
              onChange={(event) => set('minimumDeliveryFee', event.target.value)}
            />
          )}
        </fieldset>

        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold text-stone-900">{t('settings.chargesTitle')}</legend>
          <FormField
            label={t('settings.tipPresets')}
            hint={t('settings.tipPresetsHint')}
            value={draft.tipPresets}
            inputMode="decimal"
            onChange={(event) => set('tipPresets', event.target.value)}
          />
          <div className="flex items-end pb-3">
            <CheckField
              label={t('settings.tipsEnabled')}
              checked={draft.tipsEnabled}
              onChange={(v) => set('tipsEnabled', v)}
            />
          </div>
          <FormField
            label={t('settings.taxPercent')}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={draft.taxPercent}
            onChange={(event) => set('taxPercent', event.target.value)}
          />
          <div className="flex items-end pb-3">
            <CheckField
              label={t('settings.taxEnabled')}
              checked={draft.taxEnabled}
              onChange={(v) => set('taxEnabled', v)}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold text-stone-900">{t('settings.boardTitle')}</legend>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={alertId} className="text-sm font-semibold text-stone-800">
              {t('settings.alertMinutes')}
            </label>
            <input
              id={alertId}
              type="number"
              inputMode="numeric"
              min={UNASSIGNED_ALERT_MINUTES.min}
              max={UNASSIGNED_ALERT_MINUTES.max}
              step={1}
              value={draft.unassignedAlertMinutes}
              aria-invalid={showAlertError && alertInvalid}
              aria-describedby={
                showAlertError && alertInvalid ? `${alertErrorId} ${alertHintId}` : alertHintId
              }
              onChange={(event) => set('unassignedAlertMinutes', event.target.value)}
              className={`${inputClasses} sm:max-w-48`}
            />
            {showAlertError && alertInvalid && (
              <p id={alertErrorId} className="text-sm font-semibold text-red-800">
                {t('settings.alertMinutesInvalid', {
                  min: UNASSIGNED_ALERT_MINUTES.min,
                  max: UNASSIGNED_ALERT_MINUTES.max,
                })}
              </p>
            )}
            <p id={alertHintId} className="text-xs text-stone-700">
              {t('settings.alertMinutesHint')}
            </p>
          </div>
        </fieldset>

        <MoneyFields
          draft={draft}
          invalid={showMoneyErrors ? invalidMoney : []}
          onChange={(field: MoneyField, value) => set(field, value)}
        />

        {saveError && <Alert>{saveError}</Alert>}
        {saved && <Alert tone="info">{t('settings.saved')}</Alert>}
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? t('saving') : t('settings.save')}
        </Button>
      </form>
    </section>
  );
}
