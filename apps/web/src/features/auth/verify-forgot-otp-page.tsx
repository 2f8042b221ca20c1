import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Navigate, useNavigate } from 'react-router';
import { CodeEntry } from '@/components/verification/code-entry.tsx';
import { ForgotPasswordDocument, VerifyResetOtpDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { isolate } from '@/lib/isolate.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';
import { useCodeSender } from './hooks/use-code-sender.ts';

/**
 * The reset code (docs/product/accounts.md#password-reset): a correct code yields the short-lived reset token
 * and opens /new-password. Skip mode never applies here: a reset always needs a real code.
 */
export default function VerifyForgotOtpPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { email, from } = useAuthFlowState();
  const errorText = useApiErrorText();
  const [, verifyResetOtp] = useTypedMutation(VerifyResetOtpDocument);
  const [, forgotPassword] = useTypedMutation(ForgotPasswordDocument);
  const [error, setError] = useState<string | null>(null);
  usePageView(t('auth.verifyReset.title'));

  const send = useCallback(async () => {
    const result = await forgotPassword({ email: email ?? '' });
    return { data: result.data?.forgotPassword, error: result.error };
  }, [forgotPassword, email]);
  const resend = useCodeSender(
    send,
    (e) => setError(errorText(e)),
    () => setError(null),
  );

  if (!email) return <Navigate to={accountPaths.forgotPassword} replace />;

  const onComplete = async (otp: string) => {
    setError(null);
    const result = await verifyResetOtp({ email, otp });
    if (result.data) {
      const { resetToken } = result.data.verifyResetOtp;
      navigate(accountPaths.newPassword, { replace: true, state: { email, resetToken, from } });
      return true;
    }
    setError(result.error ? errorText(result.error) : t('auth.validation.invalidCode'));
    return false;
  };

  return (
    <AuthCard
      title={t('auth.verifyReset.title')}
      description={t('auth.verifyReset.description', { email: isolate(email) })}
    >
      <CodeEntry recipient={email} onComplete={onComplete} onResend={resend} error={error} />
    </AuthCard>
  );
}
