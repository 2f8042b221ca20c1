import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { LoginDocument } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useGoogleIdentity } from '../hooks/use-google-identity.ts';

/**
 * Google's sign-in button (docs/product/accounts.md#sign-in); the API checks the ID token against Google's
 * keys.
 */
export function GoogleSignIn({ clientId, from }: { clientId: string; from: string | null }) {
  const { t, i18n } = useTranslation('account');
  const [, login] = useTypedMutation(LoginDocument);
  const completeSignIn = useCompleteSignIn(from);
  const [hasError, setError] = useState(false);
  const { containerRef, hasFailed } = useGoogleIdentity(
    clientId,
    i18n.resolvedLanguage ?? 'en',
    async (idToken) => {
      setError(false);
      const result = await login({ type: 'google', idToken, email: null, password: null });
      // A Google failure reads "Something went wrong", whatever the cause (docs/product/errors.md#accounts).
      if (result.data) completeSignIn(result.data.login);
      else setError(true);
    },
  );
  return (
    <div className="flex flex-col items-center gap-3">
      <div ref={containerRef} className="flex min-h-11 w-full justify-center" />
      {(hasError || hasFailed) && <Alert>{t('auth.common.somethingWentWrong')}</Alert>}
    </div>
  );
}
