// The API gives a customer's own cancellation this reason (apps/api tracking cancel-order.ts); any
// other reason on a CANCELLED order means the restaurant declined it (accounts §2 declined modal).
// The Order type has no "cancelled by" field, so the reason is what tells the two apart.
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

export function isDeclined(order: { orderStatus: string; reason: string | null }): boolean {
  return (
    order.orderStatus === 'CANCELLED' && order.reason !== null && order.reason !== CUSTOMER_CANCEL_REASON
  );
}
