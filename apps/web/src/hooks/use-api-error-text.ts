import { useCallback } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { CombinedError } from 'urql';
import { apiError } from '@/lib/api-error.ts';
import { validationMessageKey } from '@/lib/validation-text.ts';

/**
 * The words for a failed call (docs/product/errors.md#accounts): the server's message, in the page's language
 * where it is one of the messages it translates; "Something went wrong" (or the screen's own fallback)
 * without one.
 */
export function useApiErrorText(): (error: CombinedError, fallback?: string) => string {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (error, fallback) => {
      const { code, message, retryAfter } = apiError(error);
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
      const key = validationMessageKey(message ?? undefined);
      if (key) return t(`auth.validation.${key}`);
      return message ?? fallback ?? t('auth.common.somethingWentWrong');
    },
    [t, i18n],
  );
}
