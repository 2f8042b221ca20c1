import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session.ts';
import { loadNamespace } from '@/lib/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { fromState, rememberOrigin } from '@/lib/redirects.ts';
import { AccountScreen } from './account-routes.tsx';
import { lazyRoute, textsModule } from './ssr/lazy-route.ts';

const CheckoutPage = lazyRoute(
  ['src/features/checkout/checkout-page.tsx', textsModule('checkout'), textsModule('addresses')],
  () =>
    Promise.all([
      import('@/features/checkout/checkout-page.tsx'),
      loadNamespace('checkout'),
      loadNamespace('addresses'),
    ]).then(([m]) => m),
);

/**
 * The screen a customer gets here, preloaded with the gate: the server cannot tell a customer from a
 * visitor (the session is in localStorage), and a visitor who lands on /checkout is rare.
 */
export const checkoutScreen = () => CheckoutPage;

/**
 * /checkout (docs/product/screens.md#routes-and-guards): a customer gets the checkout; a visitor gets
 * the login screen in place, at the same URL. The login screen passes its `from` state through the
 * sign-in screens (as after a guard's ?redirect=), so signing in comes back here.
 */
export default function CheckoutGate() {
  const { isLoggedIn } = useSession();
  const { state } = useLocation();
  useEffect(() => {
    if (!isLoggedIn) rememberOrigin(paths.checkout);
  }, [isLoggedIn]);
  if (isLoggedIn) return <CheckoutPage />;
  if (fromState(state) !== paths.checkout) {
    return <Navigate to={paths.checkout} replace state={{ from: paths.checkout }} />;
  }
  return <AccountScreen screen="login" />;
}
