import { useCallback } from 'react';
import { OrderPaypalDocument, OrderStripeDocument } from '@/gql/graphql.ts';
import { type TypedDocument, useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { PaymentOrder } from '../utils/payment-order.ts';

/** One order query of the payment screens: network-only, paused until there is an id. */
function usePaymentOrder<Data>(
  query: TypedDocument<Data, { id: string }>,
  id: string | null,
  pick: (data: Data) => PaymentOrder,
) {
  const [{ data, error, fetching }, reexecute] = useTypedQuery({
    query,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { order: data ? pick(data) : undefined, error, fetching, refetch };
}

/** orderStripe / orderPaypal (docs/product/api.md#orders): the order to pay, always fresh from the server. */
export const useStripeOrder = (id: string | null) =>
  usePaymentOrder(OrderStripeDocument, id, (data) => data.orderStripe);

export const usePaypalOrder = (id: string | null) =>
  usePaymentOrder(OrderPaypalDocument, id, (data) => data.orderPaypal);
