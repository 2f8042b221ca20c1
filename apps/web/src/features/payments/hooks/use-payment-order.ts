import { useCallback } from 'react';
import { OrderPaypalDocument, OrderStripeDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { PaymentOrder } from '../utils/payment-order.ts';

/** accounts §7 orderStripe / orderPaypal: the order to pay, always fresh from the server. */
export function useStripeOrder(id: string | null) {
  const [{ data, error, fetching }, reexecute] = useTypedQuery({
    query: OrderStripeDocument,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { order: data?.orderStripe as PaymentOrder | undefined, error, fetching, refetch };
}

export function usePaypalOrder(id: string | null) {
  const [{ data, error, fetching }, reexecute] = useTypedQuery({
    query: OrderPaypalDocument,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { order: data?.orderPaypal as PaymentOrder | undefined, error, fetching, refetch };
}
