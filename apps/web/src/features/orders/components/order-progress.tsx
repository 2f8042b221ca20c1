import { useTranslation } from '@/hooks/use-translation.ts';
import { progressStep } from '../utils/order-status-text.ts';

/**
 * A bar over pending → completed (docs/product/order-states.md#status-groups); a cancelled order has none.
 */
export function OrderProgress({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const progress = progressStep(status);
  if (!progress) return null;
  const label = t(`status.${status as 'PENDING'}`);
  return (
    <div
      role="progressbar"
      aria-label={t('list.progress')}
      aria-valuemin={1}
      aria-valuemax={progress.of}
      aria-valuenow={progress.step}
      aria-valuetext={label}
      className="flex gap-1"
    >
      {Array.from({ length: progress.of }, (_, index) => (
        <span
          key={index}
          className={`h-1.5 flex-1 rounded-full ${index < progress.step ? 'bg-primary-600' : 'bg-stone-200'}`}
        />
      ))}
    </div>
  );
}
