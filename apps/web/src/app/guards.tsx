import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session.ts';
import {
  forgetOrigin,
  fromState,
  guestRedirectTarget,
  loginRedirectFor,
  rememberOrigin,
  rememberedOrigin,
} from './redirects.ts';

// Sends a signed-in user who had no destination to their app, by the profile's role; loaded on demand.
const SignedInLanding = lazy(() => import('./signed-in-landing.tsx'));

/** Screens for signed-in customers: guests go to /login/?redirect={path} and the path is remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!isLoggedIn) rememberOrigin(path);
  }, [isLoggedIn, path]);
  if (!isLoggedIn) return <Navigate to={loginRedirectFor(path)} replace />;
  return children;
}

/**
 * Sign-in screens: a signed-in user goes back to where they came from (?redirect=, the origin the
 * sign-in screens carry in state, the remembered origin), or else to the home page, or the staff
 * member's app (docs/product/screens.md#staff-apps). This is also how a
 * completed sign-in leaves the sign-in screens: the session lands before the router's navigation,
 * which React Router runs as a transition.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) {
    const origin = fromState(location.state) ?? rememberedOrigin();
    const target = guestRedirectTarget(location.search, origin);
    if (target === '/') {
      return (
        <Suspense fallback={null}>
          <SignedInLanding />
        </Suspense>
      );
    }
    return <RedirectSignedIn to={target} />;
  }
  return children;
}

function RedirectSignedIn({ to }: { to: string }) {
  useEffect(forgetOrigin, []);
  return <Navigate to={to} replace />;
}
