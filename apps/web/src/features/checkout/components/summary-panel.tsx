import { type CartLine, type OrderTotals, formatMoney } from '@food/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { CartLineList } from '@/components/cart/cart-line-list.tsx';
import { X } from '@/components/ui/icons.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import type { AppliedCoupon } from '../hooks/use-coupon.ts';
import { summaryRows } from '../utils/summary-rows.ts';
import { TipButtons } from './tip-buttons.tsx';

type SummaryPanelProps = {
  lines: readonly CartLine[];
  totals: OrderTotals;
  currency: Currency;
  isPickedUp: boolean;
  coupon: AppliedCoupon | null;
  onOpenVoucher: () => void;
  onRemoveCoupon: () => void;
  tipVariations: readonly number[] | null;
  tipPercent: number | null;
  onTip: (percent: number | null) => void;
  /** The place-order button, under the total. */
  children: ReactNode;
};

/**
 * The summary (docs/product/screens.md#checkout): lines, subtotal, delivery fee, tax, the voucher link,
 * tip buttons, discount and the total "(incl. TAX)". Every figure comes from domain pricing; the rows
 * read as the placed order's bill does (utils/summary-rows.ts).
 */
export function SummaryPanel(props: SummaryPanelProps) {
  const { t } = useTranslation('checkout');
  const cart = useCart();
  const { totals, currency, coupon } = props;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="summary-title" className="text-lg font-bold text-stone-900">
        {t('summary.title')}
      </h2>
      <CartLineList
        lines={props.lines}
        currency={currency}
        onIncrement={cart.increment}
        onDecrement={cart.decrement}
        onRemove={cart.remove}
        keepLastUnit
      />
      <dl className="flex flex-col gap-2 border-t border-stone-200 pt-4 text-stone-800">
        {summaryRows(totals, {
          hasCoupon: coupon !== null,
          isPickedUp: props.isPickedUp,
          hasTip: props.tipPercent !== null,
        }).map((row) =>
          row.key === 'discount' ? (
            coupon && (
              <div key={row.key} className="flex items-center justify-between gap-3 text-green-800">
                <dt className="flex items-center gap-1">
                  {t('summary.discount', { code: coupon.title })}
                  <button
                    type="button"
                    onClick={props.onRemoveCoupon}
                    aria-label={t('summary.removeVoucher', { code: coupon.title })}
                    className="flex size-8 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </dt>
                <dd className="tabular-nums">{money(-row.amount)}</dd>
              </div>
            )
          ) : (
            <Row key={row.key} label={t(`summary.${row.key}`)} value={money(row.amount)} />
          ),
        )}
      </dl>
      {!coupon && (
        <button
          type="button"
          onClick={props.onOpenVoucher}
          className="self-start font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
        >
          {t('summary.applyVoucher')}
        </button>
      )}
      {props.tipVariations && props.tipVariations.length > 0 && (
        <TipButtons variations={props.tipVariations} selected={props.tipPercent} onSelect={props.onTip} />
      )}
      <p className="flex items-center justify-between border-t border-stone-200 pt-4 text-lg font-bold text-stone-900">
        <span>{t('summary.total')}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {money(totals.total)}
        </span>
      </p>
      {props.children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
