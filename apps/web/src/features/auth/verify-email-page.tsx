import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, Navigate } from 'react-router';
import { CodeEntry } from '@/components/verification/code-entry.tsx';
import { CreateUserDocument, SendOtpToEmailDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { isolate } from '@/lib/isolate.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';
import { useCodeSender } from './hooks/use-code-sender.ts';
import { useCompleteSignIn } from './hooks/use-complete-sign-in.ts';
import { forgetSignUp, heldSignUp } from './utils/pending-sign-up.ts';

/**
 * The sign-up code (docs/product/accounts.md#sign-up): the account is created with the code, the session
 * stored, and the user goes home. Without an e-mail the screen returns to /login; without the password
 * (a reload forgets it) it returns to the sign-up form, filled in again but for the password.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const { email, name, phone } = useAuthFlowState();
  const errorText = useApiErrorText();
  const [, createUser] = useTypedMutation(CreateUserDocument);
  const [, sendOtpToEmail] = useTypedMutation(SendOtpToEmailDocument);
  const completeSignIn = useCompleteSignIn(null);
  const [error, setError] = useState<string | null>(null);
  usePageView(t('auth.verifyEmail.title'));

  const send = useCallback(async () => {
    const result = await sendOtpToEmail({ email: email ?? '' });
    return { data: result.data?.sendOtpToEmail, error: result.error };
  }, [sendOtpToEmail, email]);
  const resend = useCodeSender(
    send,
    (e) => setError(errorText(e)),
    () => setError(null),
  );

  if (!email) return <Navigate to={accountPaths.login} replace />;
  const password = heldSignUp(email)?.password;
  if (!password || !name) {
    return <Navigate to={accountPaths.registration} replace state={{ email, name, phone }} />;
  }

  const onComplete = async (otp: string) => {
    setError(null);
    const result = await createUser({ email, password, name, phone, otp });
    if (result.data) {
      forgetSignUp();
      // A new account goes home (docs/product/accounts.md#sign-in), whatever screen sent the user to sign in.
      completeSignIn({ ...result.data.createUser, isNewUser: true }, { goHome: true });
      return true;
    }
    setError(result.error ? errorText(result.error) : t('auth.common.somethingWentWrong'));
    return false;
  };

  return (
    <AuthCard
      title={t('auth.verifyEmail.title')}
      description={t('auth.verifyEmail.description', { email: isolate(email) })}
      footer={
        <Link
          to={accountPaths.registration}
          state={{ email, name, phone }}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t('auth.verifyEmail.back')}
        </Link>
      }
    >
      <CodeEntry recipient={email} skip="email" onComplete={onComplete} onResend={resend} error={error} />
    </AuthCard>
  );
}
