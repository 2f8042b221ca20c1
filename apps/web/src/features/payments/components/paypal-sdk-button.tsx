import { useEffect, useRef } from 'react';
import type { PaypalNamespace } from '../hooks/use-paypal-sdk.ts';

/** PayPal's own button, wired to the server's create-order and completion endpoints. */
export function PaypalSdkButton({
  paypal,
  createOrder,
  onApprove,
  onError,
}: {
  paypal: PaypalNamespace;
  createOrder: () => Promise<string>;
  onApprove: (providerOrderId: string) => Promise<void>;
  onError: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ createOrder, onApprove, onError });
  handlers.current = { createOrder, onApprove, onError };
  useEffect(() => {
    if (!container.current) return;
    container.current.replaceChildren();
    void paypal
      .Buttons({
        fundingSource: paypal.FUNDING.PAYPAL,
        createOrder: () => handlers.current.createOrder(),
        onApprove: (data) => handlers.current.onApprove(data.orderID),
        onError: () => handlers.current.onError(),
      })
      .render(container.current);
  }, [paypal]);
  return <div ref={container} />;
}
