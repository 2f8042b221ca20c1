import { useCallback } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { validationMessageKey } from '@/lib/validation-text.ts';

/** Shows a form error in the page's language: domain messages by their key, other texts as they are. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('account');
  return useCallback(
    (message) => {
      const key = validationMessageKey(message);
      return key ? t(`auth.validation.${key}`) : message;
    },
    [t],
  );
}
