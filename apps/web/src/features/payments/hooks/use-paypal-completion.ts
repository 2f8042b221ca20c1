import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCart } from '@/lib/cart/use-cart.ts';
import { paths } from '@/lib/paths.ts';
import { completePaypalTransaction } from '../utils/payment-api.ts';

/**
 * PayPal completion (docs/product/screens.md#payment-screens): busy until the server's completion call
 * returns; an error re-enables the screen with the server's message (an alert that stays); success clears the
 * cart and replaces the location with the order's detail.
 */
export function usePaypalCompletion(orderId: string | null, fallback: string) {
  const navigate = useNavigate();
  const { clear } = useCart();
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = useCallback(
    async (providerOrderId: string) => {
      if (!orderId) return;
      setError(null);
      setCompleting(true);
      const result = await completePaypalTransaction(orderId, { id: providerOrderId }, fallback);
      if (result.error) {
        setError(result.message);
        setCompleting(false);
        return;
      }
      clear();
      void navigate(paths.orderDetail(orderId), { replace: true });
    },
    [orderId, fallback, clear, navigate],
  );
  return { complete, completing, error, setError };
}
