import { useEffect, useState } from 'react';

// Real PayPal only (configuration.paypalClientId set): PayPal's JS SDK renders its own button. Card and
// credit funding are disabled (docs/product/screens.md#payment-screens). Not loaded in the demo or in tests.

export type PaypalButtonsOptions = {
  fundingSource?: string;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
};

export type PaypalNamespace = {
  FUNDING: { PAYPAL: string };
  Buttons: (options: PaypalButtonsOptions) => { render: (container: HTMLElement) => Promise<void> };
};

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

export function paypalSdkUrl(clientId: string, currency: string): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    currency: currency.toUpperCase(),
    intent: 'capture',
    'disable-funding': 'card,credit',
  });
  return `https://www.paypal.com/sdk/js?${query.toString()}`;
}

/** Loads the SDK once per page; null until ready, `failed` when it cannot be loaded. */
export function usePaypalSdk(clientId: string | null, currency: string | undefined) {
  const [state, setState] = useState<{ paypal: PaypalNamespace | null; failed: boolean }>({
    paypal: window.paypal ?? null,
    failed: false,
  });
  useEffect(() => {
    if (!clientId || !currency || window.paypal) return;
    const script = document.createElement('script');
    script.src = paypalSdkUrl(clientId, currency);
    script.async = true;
    script.onload = () => setState({ paypal: window.paypal ?? null, failed: !window.paypal });
    script.onerror = () => setState({ paypal: null, failed: true });
    document.head.append(script);
  }, [clientId, currency]);
  return state;
}
