import { useId } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import {
  ASAP,
  type OrderTime,
  type Period,
  type ScheduleCheck,
  type ScheduledTime,
  acceptHour,
  acceptMinute,
  dateInZone,
  suggestScheduledTime,
} from '../utils/order-time.ts';
import { CheckoutCard } from './checkout-card.tsx';

type OrderTimePickerProps = {
  value: OrderTime;
  onChange: (value: OrderTime) => void;
  timeZone: string;
  /** The current choice checked against the opening hours (warned before paying). */
  check: ScheduleCheck;
};

const SCHEDULE_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

const field =
  'h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-invalid:border-red-600';

/**
 * The order-time picker (docs/product/ordering.md#order-time, docs/product/validation.md#order-time): now by
 * default; scheduling edits the date (a native date input: accessible, localised and a real calendar on
 * phones), then the hour (digits, ≤ 11), the minute (digits, ≤ 59) and AM/PM, as the restaurant's local time.
 */
export function OrderTimePicker({ value, onChange, timeZone, check }: OrderTimePickerProps) {
  const { t } = useTranslation('checkout');
  const ids = { hint: useId(), warning: useId(), date: useId(), hour: useId(), minute: useId() };
  const now = new Date();
  const scheduled = value.kind === 'scheduled' ? value : null;
  const update = (patch: Partial<ScheduledTime>) => scheduled && onChange({ ...scheduled, ...patch });
  const warning =
    check === 'closed'
      ? t('time.closedAt')
      : check === 'past'
        ? t('time.past')
        : check === 'incomplete'
          ? t('time.incomplete')
          : null;

  return (
    <CheckoutCard title={t('time.title')} titleId="order-time-title">
      <div role="radiogroup" aria-labelledby="order-time-title" className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-stone-900">
          <input
            type="radio"
            name="order-time"
            className="size-4 accent-primary-600"
            checked={!scheduled}
            onChange={() => onChange(ASAP)}
          />
          {t('time.asap')}
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-stone-900">
          <input
            type="radio"
            name="order-time"
            className="size-4 accent-primary-600"
            checked={!!scheduled}
            onChange={() => onChange({ kind: 'scheduled', ...suggestScheduledTime(now, timeZone) })}
          />
          {t('time.schedule')}
        </label>
      </div>
      {scheduled && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.date} className="text-sm font-semibold text-stone-800">
                {t('time.date')}
              </label>
              <input
                id={ids.date}
                type="date"
                className={field}
                value={scheduled.date}
                min={dateInZone(now, timeZone)}
                // The server takes orders at most a week ahead.
                max={dateInZone(new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS), timeZone)}
                onChange={(event) => update({ date: event.target.value })}
              />
            </div>
            <fieldset className="flex flex-col gap-1" aria-describedby={ids.hint}>
              <legend className="mb-1 text-sm font-semibold text-stone-800">{t('time.time')}</legend>
              <div dir="ltr" className="flex items-center gap-2">
                <input
                  id={ids.hour}
                  aria-label={t('time.hour')}
                  inputMode="numeric"
                  maxLength={2}
                  className={cn(field, 'w-16 text-center')}
                  value={scheduled.hour}
                  aria-invalid={warning !== null}
                  onChange={(event) => {
                    const next = acceptHour(event.target.value);
                    if (next !== null) update({ hour: next });
                  }}
                />
                <span aria-hidden="true" className="font-bold">
                  :
                </span>
                <input
                  id={ids.minute}
                  aria-label={t('time.minute')}
                  inputMode="numeric"
                  maxLength={2}
                  className={cn(field, 'w-16 text-center')}
                  value={scheduled.minute}
                  aria-invalid={warning !== null}
                  onChange={(event) => {
                    const next = acceptMinute(event.target.value);
                    if (next !== null) update({ minute: next });
                  }}
                />
                <PeriodToggle value={scheduled.period} onChange={(period) => update({ period })} />
              </div>
            </fieldset>
          </div>
          <p id={ids.hint} className="text-sm text-stone-600">
            {t('time.hourHint')} {t('time.zoneHint', { zone: timeZone })}
          </p>
          {warning && (
            <p
              id={ids.warning}
              role="alert"
              className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {warning}
            </p>
          )}
        </div>
      )}
    </CheckoutCard>
  );
}

function PeriodToggle({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div role="group" aria-label={t('time.period')} className="flex rounded-xl ring-1 ring-stone-300">
      {(['AM', 'PM'] as const).map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'h-11 min-w-12 px-3 text-sm font-semibold first:rounded-s-xl last:rounded-e-xl',
            value === period ? 'bg-primary-600 text-white' : 'bg-white text-stone-900 hover:bg-stone-50',
          )}
        >
          {t(period === 'AM' ? 'time.am' : 'time.pm')}
        </button>
      ))}
    </div>
  );
}
