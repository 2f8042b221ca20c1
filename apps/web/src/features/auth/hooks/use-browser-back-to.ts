import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * The browser's back button leads to `path` instead of the previous entry (back from
 * /registration goes to /new-login, which it replaced in the history).
 */
export function useBrowserBackTo(path: string, state: unknown): void {
  const navigate = useNavigate();
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  useEffect(() => {
    // React Router numbers its history entries. A popstate listener cannot be used here: React renders
    // a back navigation synchronously inside React Router's own listener, unmounting this screen first.
    // So the screen checks as it goes: left by a step back (not a link or a step forward) → `path`.
    const entry = historyIndex();
    return () => {
      const index = historyIndex();
      if (entry !== null && index !== null && index < entry) {
        navigate(path, { replace: true, state: stateRef.current });
      }
    };
  }, [navigate, path]);
}

function historyIndex(): number | null {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : null;
}
