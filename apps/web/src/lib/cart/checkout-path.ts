import { createContext, useContext } from 'react';

export const CHECKOUT_PATH = '/checkout';

/**
 * The checkout screen's path once its route is registered, else undefined. The route table provides
 * it (like the login button's `loginPath`), so "Checkout" links appear the day the screen lands and
 * are never dead links before.
 */
export const CheckoutPathContext = createContext<string | undefined>(undefined);

export function useCheckoutPath(): string | undefined {
  return useContext(CheckoutPathContext);
}
