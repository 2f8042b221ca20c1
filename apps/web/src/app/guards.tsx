import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session.ts';
import {
  forgetOrigin,
  guestRedirectTarget,
  loginRedirectFor,
  rememberOrigin,
  rememberedOrigin,
} from './redirects.ts';

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

/** Sign-in screens: a signed-in user goes back to where they came from, or to the home page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) {
    return <RedirectSignedIn to={guestRedirectTarget(location.search, rememberedOrigin())} />;
  }
  return children;
}

function RedirectSignedIn({ to }: { to: string }) {
  useEffect(forgetOrigin, []);
  return <Navigate to={to} replace />;
}
