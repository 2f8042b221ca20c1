import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type AuthFlowState, readAuthState } from '../utils/auth-state.ts';

/** The e-mail, origin and flow data the previous sign-in screen passed on. */
export function useAuthFlowState(): AuthFlowState {
  const { state } = useLocation();
  return useMemo(() => readAuthState(state), [state]);
}
