import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Check } from '@/components/ui/icons.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { orderTimeline } from '../utils/order-timeline.ts';
import { shortTime } from '../utils/order-times.ts';

/** accounts §4 "Timeline": five steps with short times or "--:--"; future steps greyed with "ETA". */
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
      <ol className="grid gap-3 sm:grid-cols-5">
        {steps.map((step) => {
          const time = step.reached ? shortTime(step.at, i18n.language) : null;
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
                  step.reached ? 'bg-primary-600 text-white' : 'bg-stone-200',
                )}
              >
                {step.reached && <Check className="size-4" />}
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
