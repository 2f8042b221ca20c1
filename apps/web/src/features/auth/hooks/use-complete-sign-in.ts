import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginMutation } from '@/gql/graphql.ts';
import { identifyUser, trackEvent } from '@/lib/analytics.ts';
import { afterSignInTarget, forgetOrigin, rememberedOrigin } from '@/lib/redirects.ts';
import { setSession } from '@/lib/session.ts';

export type AuthData = LoginMutation['login'];

/**
 * The end of every sign-in (docs/product/accounts.md#sign-in): the token is stored, the user identified and
 * the event recorded, then the user returns to where they started (the guard's ?redirect= carried as
 * `from`, else the remembered origin) or the home page. A new account always goes home
 * (docs/product/accounts.md#sign-in).
 */
export function useCompleteSignIn(from: string | null) {
  const navigate = useNavigate();
  return useCallback(
    (auth: AuthData, { goHome = false }: { goHome?: boolean } = {}) => {
      const target = goHome ? '/' : afterSignInTarget(from, rememberedOrigin());
      forgetOrigin();
      identifyUser({ userId: auth.userId });
      trackEvent(auth.isNewUser ? 'USER_CREATED_ACCOUNT' : 'USER_LOGGED_IN', { userId: auth.userId });
      // The session renders first (React Router navigates in a transition), so the guest-only guard
      // moves the user on; it computes the same target from the same origin, as does this navigation.
      setSession({ token: auth.token, tokenExpiration: auth.tokenExpiration });
      // Without a destination the guard chooses by the account's role (staff go to their app), so
      // this navigation would only race it.
      if (target !== '/' || goHome) navigate(target, { replace: true });
    },
    [from, navigate],
  );
}
