import { useCallback } from 'react';
import type { CombinedError } from 'urql';
import { useTranslation } from '@/hooks/use-translation.ts';
import { apiError } from '@/lib/api-error.ts';

type ErrorKey = 'errors.offline' | 'errors.busy' | 'errors.tooFar' | 'errors.gone' | 'errors.forbidden';

const KNOWN: Record<string, ErrorKey> = {
  RIDER_OFFLINE: 'errors.offline',
  RIDER_BUSY: 'errors.busy',
  TOO_FAR: 'errors.tooFar',
  INVALID_TRANSITION: 'errors.gone',
  FORBIDDEN: 'errors.forbidden',
};

/** A failed rider action in the page's language (the API's codes, docs/rider-app.md). */
export function useRiderError() {
  const { t } = useTranslation('rider');
  return useCallback(
    (error: CombinedError): string => {
      const { code } = apiError(error);
      const key = code ? KNOWN[code] : undefined;
      return key ? t(key) : t('errors.generic');
    },
    [t],
  );
}
