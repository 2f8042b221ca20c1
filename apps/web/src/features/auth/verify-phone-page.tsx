import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, Navigate, useNavigate } from 'react-router';
import { CodeEntry } from '@/components/verification/code-entry.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { SendOtpToPhoneNumberDocument, VerifyPhoneOtpDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { apiError } from '@/lib/api-error.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { isolate } from '@/lib/isolate.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';
import { useCodeSender } from './hooks/use-code-sender.ts';
import { useSendOnEntry } from './hooks/use-send-on-entry.ts';

/**
 * Phone verification (docs/product/accounts.md#phone-number). Opened from /phone-number the code is
 * already on its way; opened from the profile ("Verify?") it is sent on entry. Success goes back one
 * step; a wrong code reads "Invalid Code" in an alert and under the cells.
 */
export default function VerifyPhonePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const state = useAuthFlowState();
  const { profile, fetching } = useProfile();
  const phone = state.phone ?? profile?.phone ?? null;
  const errorText = useApiErrorText();
  const [, verifyPhoneOtp] = useTypedMutation(VerifyPhoneOtpDocument);
  const [, sendOtp] = useTypedMutation(SendOtpToPhoneNumberDocument);
  const [error, setError] = useState<string | null>(null);
  usePageView(t('auth.verifyPhone.title'));

  const send = useCallback(async () => {
    const result = await sendOtp({ phone: phone ?? '' });
    return { data: result.data?.sendOtpToPhoneNumber, error: result.error };
  }, [sendOtp, phone]);
  const sendFirst = useCodeSender(send, (e) => setError(errorText(e)));
  // "OTP sent to your phone." when the user asks for a new code.
  const resend = useCodeSender(
    send,
    (e) => setError(errorText(e)),
    () => {
      setError(null);
      showToast('success', t('auth.verifyPhone.sent'));
    },
  );
  const entry = useSendOnEntry(state.codeSent || !phone ? null : sendFirst);

  if (!phone) return fetching ? <Spinner /> : <Navigate to={accountPaths.phoneNumber} replace />;

  const onComplete = async (otp: string) => {
    setError(null);
    const result = await verifyPhoneOtp({ phone, otp });
    if (result.data) {
      showToast('success', t('auth.verifyPhone.verified'));
      goBack(navigate);
      return true;
    }
    const isWrongCode = result.error && apiError(result.error).code === 'INVALID_CODE';
    const message = isWrongCode || !result.error ? t('auth.verifyPhone.invalid') : errorText(result.error);
    showToast('error', message);
    setError(message);
    return false;
  };

  return (
    <AuthCard
      title={t('auth.verifyPhone.title')}
      description={t('auth.verifyPhone.description', { phone: isolate(phone) })}
      footer={
        <Link to={paths.home} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
          {t('auth.verifyPhone.skipNow')}
        </Link>
      }
    >
      {entry.isSending ? (
        <Spinner />
      ) : (
        <CodeEntry
          recipient={phone}
          skip="mobile"
          initialCooldown={entry.cooldown}
          onComplete={onComplete}
          onResend={resend}
          error={error}
        />
      )}
    </AuthCard>
  );
}

/** Back one step (docs/product/accounts.md#phone-number), or home when this screen was opened directly. */
function goBack(navigate: ReturnType<typeof useNavigate>): void {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) navigate(-1);
  else navigate(paths.home, { replace: true });
}
