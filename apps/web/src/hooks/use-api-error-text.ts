import { useCallback } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { CombinedError } from 'urql';
import { apiError } from '@/lib/api-error.ts';

/**
 * The words for a failed call (docs/product/errors.md#accounts): chosen by the error's code and, for a
 * broken validation rule, its reason (extensions.reason), in the page's language; otherwise the
 * server's message; "Something went wrong" (or the screen's own fallback) without one.
 */
export function useApiErrorText(): (error: CombinedError, fallback?: string) => string {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (error, fallback) => {
      const { code, message, retryAfter, reason } = apiError(error);
      switch (code) {
        case 'INVALID_CREDENTIALS':
          return t('auth.loginEmail.invalidCredentials');
        case 'INVALID_CODE':
          return t('auth.validation.invalidCode');
        case 'RATE_LIMITED':
          // The server words its waits in English; other languages get the same fact in their own words.
          if (retryAfter && !i18n.resolvedLanguage?.startsWith('en')) {
            return t('auth.errors.rateLimited', { seconds: retryAfter });
          }
          break;
        default:
          break;
      }
      // A broken validation rule is worded by its reason, in the page's language.
      if (reason) return t(`auth.validation.${reason}`);
      return message ?? fallback ?? t('auth.common.somethingWentWrong');
    },
    [t, i18n],
  );
}
