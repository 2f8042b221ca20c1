import type { PaymentMethod } from '@food/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Wallet } from '@/components/ui/icons.ts';
import { CardBrandIcons, PaypalIcon } from './card-brand-icons.tsx';
import { CheckoutCard } from './checkout-card.tsx';

type PaymentCardProps = {
  value: PaymentMethod;
  /**
   * The caller applies the currency check (docs/product/validation.md#payment-currency) and may keep the
   * current method.
   */
  onChange: (method: PaymentMethod) => void;
};

/**
 * Payment methods (docs/product/ordering.md#payment-methods): cash on delivery (default), card (STRIPE) or
 * PayPal.
 */
export function PaymentCard({ value, onChange }: PaymentCardProps) {
  const { t } = useTranslation('checkout');
  const options: { method: PaymentMethod; label: string; icon: ReactNode }[] = [
    {
      method: 'COD',
      label: t('payment.cod'),
      icon: <Wallet aria-hidden="true" className="size-5 text-stone-700" />,
    },
    { method: 'STRIPE', label: t('payment.card'), icon: <CardBrandIcons /> },
    { method: 'PAYPAL', label: t('payment.paypal'), icon: <PaypalIcon /> },
  ];
  return (
    <CheckoutCard title={t('payment.title')} titleId="payment-title">
      <div role="radiogroup" aria-labelledby="payment-title" className="flex flex-col gap-2">
        {options.map(({ method, label, icon }) => (
          <label
            key={method}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 transition-colors',
              value === method ? 'bg-primary-50 ring-primary-600' : 'ring-stone-200 hover:bg-stone-50',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-primary-600"
            />
            <span className="flex-1 font-medium text-stone-900">{label}</span>
            {icon}
          </label>
        ))}
      </div>
    </CheckoutCard>
  );
}
