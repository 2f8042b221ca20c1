import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Check, X } from '@/components/ui/icons.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { orderTimeline } from '../utils/order-timeline.ts';
import { shortTime } from '../utils/order-times.ts';

// One column per step from sm (a cancelled order's timeline is shorter); whole class names for Tailwind.
const COLUMNS: Record<number, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
  5: 'sm:grid-cols-5',
  6: 'sm:grid-cols-6',
};

/**
 * The timeline (docs/product/order-states.md#what-the-customer-sees): five steps (four for a pick-up)
 * with short times or "--:--"; future steps greyed with "ETA". A cancelled order's timeline ends at its cancellation.
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const steps = orderTimeline(order);
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="order-timeline" className="mb-4 text-lg font-bold text-stone-900">
        {t('timeline.label')}
      </h2>
      <ol className={cn('grid gap-3', COLUMNS[steps.length])}>
        {steps.map((step) => {
          const time = step.reached ? shortTime(step.at, i18n.language) : null;
          const cancelled = step.key === 'cancelled';
          return (
            <li
              key={step.key}
              data-step={step.key}
              data-reached={step.reached}
              className={cn(
                'flex items-center gap-3 sm:flex-col sm:text-center',
                !step.reached && 'text-stone-500',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full',
                  cancelled
                    ? 'bg-red-700 text-white'
                    : step.reached
                      ? 'bg-primary-600 text-white'
                      : 'bg-stone-200',
                )}
              >
                {cancelled ? <X className="size-4" /> : step.reached && <Check className="size-4" />}
              </span>
              <span className="flex flex-col">
                <span
                  className={cn('text-sm font-semibold', step.reached ? 'text-stone-900' : 'text-stone-600')}
                >
                  {t(`timeline.${step.key}`)}
                </span>
                <span className="text-sm tabular-nums" data-testid="step-time">
                  {!step.reached && <span className="me-1 font-semibold">{t('timeline.eta')}</span>}
                  <bdi>{time ?? t('timeline.noTime')}</bdi>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
