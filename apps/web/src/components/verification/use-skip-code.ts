import { useEffect, useRef } from 'react';

/**
 * With verification skipped (docs/product/accounts.md#verification-codes), the configured code is filled in
 * after 3 s.
 */
export const SKIP_CODE_DELAY_MS = 3000;

/** Calls `fill` once with the skip code, 3 s after it becomes known; nothing without a code. */
export function useSkipCode(code: string | null, fill: (code: string) => void): void {
  const fillRef = useRef(fill);
  const hasFilled = useRef(false);
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!code || hasFilled.current) return;
    const timer = setTimeout(() => {
      hasFilled.current = true;
      fillRef.current(code);
    }, SKIP_CODE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);
}
