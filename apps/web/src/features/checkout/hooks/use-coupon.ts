import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ApplyCouponDocument } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { showToast } from '@/lib/toast.ts';

export type AppliedCoupon = { title: string; discount: number };

export type CouponOutcome = { ok: true } | { ok: false; fieldError: string };

/**
 * Vouchers (docs/product/ordering.md#vouchers, docs/product/errors.md#ordering): an enabled coupon applies
 * ("Coupon applied."); a disabled one gives the field error "Coupon not found!" and the warning "Coupon
 * unavailable."; a failed call the same field error and the error "Invalid Coupon.". The code is free text:
 * the server's answer decides.
 */
export function useCoupon() {
  const { t } = useTranslation('checkout');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [{ fetching }, applyCoupon] = useTypedMutation(ApplyCouponDocument);

  const apply = useCallback(
    async (code: string): Promise<CouponOutcome> => {
      const result = await applyCoupon({ coupon: code.trim() });
      const found = result.data?.coupon;
      if (!found || result.error) {
        showToast('error', t('voucher.invalid'));
        return { ok: false, fieldError: t('voucher.notFound') };
      }
      if (!found.enabled) {
        showToast('warning', t('voucher.unavailable'));
        return { ok: false, fieldError: t('voucher.notFound') };
      }
      setCoupon({ title: found.title, discount: found.discount });
      showToast('success', t('voucher.applied'));
      return { ok: true };
    },
    [applyCoupon, t],
  );

  const remove = useCallback(() => setCoupon(null), []);
  return { coupon, apply, remove, isApplying: fetching };
}
