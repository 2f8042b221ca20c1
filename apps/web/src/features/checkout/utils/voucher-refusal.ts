import { isVoucherRefusal, type VoucherRefusal } from '@food/domain';
import type { CombinedError } from 'urql';
import { errorCodeOf } from '@/lib/api-error.ts';

/**
 * Why the server refused a voucher (COUPON_INVALID's extensions.voucherRefusal,
 * docs/product/ordering.md#vouchers), so the checkout words it in the page's language; null for any
 * other failure.
 */
export function voucherRefusalOf(
  error: Pick<CombinedError, 'graphQLErrors'> | undefined,
): VoucherRefusal | null {
  const first = error?.graphQLErrors.find((e) => errorCodeOf(e) === 'COUPON_INVALID');
  const refusal = first?.extensions?.['voucherRefusal'];
  return isVoucherRefusal(refusal) ? refusal : null;
}
