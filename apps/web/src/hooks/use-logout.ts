import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetIdentity, trackEvent } from '@/lib/analytics.ts';
import { closeSubscriptions, revokeSession } from '@/lib/graphql-client.ts';
import { LOGIN_PATH, forgetOrigin } from '@/lib/redirects.ts';
import { clearSession, getToken } from '@/lib/session.ts';

/**
 * Sign-out (docs/product/accounts.md#sign-out): the server is asked to revoke the session, and, whether or
 * not that call succeeds, the session, the analytics identity and every cached answer go here (the GraphQL
 * provider builds a fresh client when the token changes), then the login screen opens.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    trackEvent('USER_LOGGED_OUT');
    resetIdentity();
    void revokeSession(getToken());
    forgetOrigin();
    // Navigating in the same task as clearing keeps a guarded screen from bouncing to /login/?redirect=.
    navigate(LOGIN_PATH, { replace: true });
    clearSession();
    closeSubscriptions();
  }, [navigate]);
}
