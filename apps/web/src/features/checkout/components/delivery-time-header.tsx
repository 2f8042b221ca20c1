import { useTranslation } from '@/hooks/use-translation.ts';
import { Clock } from '@/components/ui/icons.ts';
import { type OrderTime, scheduledInstant } from '../utils/order-time.ts';

type DeliveryTimeHeaderProps = {
  orderTime: OrderTime;
  isPickedUp: boolean;
  /** Minutes (the restaurant's delivery time). */
  deliveryTime: number;
  timeZone: string;
};

/**
 * The delivery-time header (docs/product/screens.md#checkout): "Delivery in 30-40 min" for now, or the
 * scheduled time ("Pick-up at …"), shown in the restaurant's zone like the picker.
 */
export function DeliveryTimeHeader({
  orderTime,
  isPickedUp,
  deliveryTime,
  timeZone,
}: DeliveryTimeHeaderProps) {
  const { t, i18n } = useTranslation('checkout');
  const at = orderTime.kind === 'scheduled' ? scheduledInstant(orderTime, timeZone) : null;
  let text: string;
  if (at) {
    const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(at);
    text = t(isPickedUp ? 'header.pickupAt' : 'header.deliveryAt', { time });
  } else {
    const range = { min: deliveryTime, max: deliveryTime + 10 };
    text = t(isPickedUp ? 'header.pickupIn' : 'header.deliveryIn', range);
  }
  return (
    <p className="flex items-center gap-2 text-lg font-semibold text-stone-900" aria-live="polite">
      <Clock aria-hidden="true" className="size-5 text-primary-600" />
      {text}
    </p>
  );
}
