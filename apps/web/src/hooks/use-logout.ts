import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetIdentity, trackEvent } from '@/lib/analytics.ts';
import { closeSubscriptions } from '@/lib/graphql-client.ts';
import { LOGIN_PATH, forgetOrigin } from '@/lib/redirects.ts';
import { clearSession } from '@/lib/session.ts';

/**
 * Sign-out (accounts §4): the session, the analytics identity and every cached answer go (the GraphQL
 * provider builds a fresh client when the token changes), then the login screen opens.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    trackEvent('USER_LOGGED_OUT');
    resetIdentity();
    forgetOrigin();
    // Navigating in the same task as clearing keeps a guarded screen from bouncing to /login/?redirect=.
    navigate(LOGIN_PATH, { replace: true });
    clearSession();
    closeSubscriptions();
  }, [navigate]);
}
