import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ApplyCouponDocument, type VoucherKind } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { showToast } from '@/lib/toast.ts';
import { voucherRefusalOf } from '../utils/voucher-refusal.ts';

/** `discount` is the percent (PERCENT); `amount` the major units taken off (FIXED). */
export type AppliedCoupon = { title: string; kind: VoucherKind; discount: number; amount: number };

export type CouponOutcome = { ok: true } | { ok: false; fieldError: string };

/** What the server checks the code against: the cart's restaurant and its items' subtotal (major units). */
export type CouponCart = { restaurantId: string; subtotal: number };

/**
 * Vouchers (docs/product/ordering.md#vouchers, docs/product/errors.md#ordering): a usable code applies
 * ("Coupon applied."); a refused one shows why — unknown, not started, expired, used up, already used,
 * below its minimum, not valid at this restaurant — worded by the server's reason code in the page's
 * language, never by its message. A failed call gives "Invalid Coupon.". The server's answer decides.
 */
export function useCoupon() {
  const { t } = useTranslation('checkout');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [{ fetching }, applyCoupon] = useTypedMutation(ApplyCouponDocument);

  const apply = useCallback(
    async (code: string, cart: CouponCart): Promise<CouponOutcome> => {
      const result = await applyCoupon({ coupon: code.trim(), ...cart });
      const found = result.data?.coupon;
      if (!found || result.error) {
        // An unknown or disabled code keeps "Coupon not found!" under the field; any other reason is
        // named both under the field and in the toast.
        const refusal = voucherRefusalOf(result.error);
        const text = refusal ? t(`voucher.refusals.${refusal}`) : t('voucher.invalid');
        showToast('error', text);
        return { ok: false, fieldError: refusal && refusal !== 'UNKNOWN' ? text : t('voucher.notFound') };
      }
      if (!found.enabled) {
        showToast('warning', t('voucher.unavailable'));
        return { ok: false, fieldError: t('voucher.notFound') };
      }
      setCoupon({ title: found.title, kind: found.kind, discount: found.discount, amount: found.amount });
      showToast('success', t('voucher.applied'));
      return { ok: true };
    },
    [applyCoupon, t],
  );

  const remove = useCallback(() => setCoupon(null), []);
  return { coupon, apply, remove, isApplying: fetching };
}
