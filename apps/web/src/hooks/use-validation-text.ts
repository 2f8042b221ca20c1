import { useCallback } from 'react';
import { validationReasonOf } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';

/**
 * Shows a form's own validation message (from the domain's schemas, checked in the browser) in the
 * page's language: a domain rule by its reason, any other text as it is. Errors from the API are
 * worded by their code and extensions.reason instead (use-api-error-text.ts).
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('account');
  return useCallback(
    (message) => {
      const reason = validationReasonOf(message);
      return reason ? t(`auth.validation.${reason}`) : message;
    },
    [t],
  );
}
