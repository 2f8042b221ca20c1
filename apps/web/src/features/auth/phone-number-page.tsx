import { useMemo, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { SendOtpToPhoneNumberDocument, UpdateUserPhoneDocument } from '@/gql/graphql.ts';
import { useAccountConfiguration } from '@/hooks/use-account-configuration.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { paths } from '@/lib/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PhoneInput } from '@/components/forms/phone-input.tsx';
import { SubmitButton } from './components/submit-button.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';
import { usePhoneTaken } from './hooks/use-phone-taken.ts';
import { splitPhone } from '@/lib/phone-countries.ts';

/**
 * Phone entry (docs/product/accounts.md#phone-number, docs/product/validation.md#profile). With SMS
 * verification on, a code is sent and /verify-phone opens; otherwise the phone is stored as verified and the
 * user goes home (or back to the screen that asked, e.g. checkout).
 */
export default function PhoneNumberPage() {
  const { t } = useTranslation('account');
  const state = useAuthFlowState();
  const { profile, fetching } = useProfile();
  usePageView(t('auth.phone.title'));
  // The previous phone comes in state, else from the profile, which the form waits for.
  const previousPhone = state.phone ?? profile?.phone ?? null;
  const isWaiting = !state.phone && !profile && fetching;
  return (
    <AuthCard title={t('auth.phone.title')} description={t('auth.phone.description')}>
      {isWaiting ? (
        <Spinner />
      ) : (
        <PhoneNumberForm key={previousPhone ?? ''} previousPhone={previousPhone} from={state.from} />
      )}
    </AuthCard>
  );
}

function PhoneNumberForm({ previousPhone, from }: { previousPhone: string | null; from: string | null }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { configuration } = useAccountConfiguration();
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const isPhoneTaken = usePhoneTaken();
  const [, sendOtp] = useTypedMutation(SendOtpToPhoneNumberDocument);
  const [, updateUser] = useTypedMutation(UpdateUserPhoneDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  // Checked against the previous phone (docs/product/validation.md#profile); the schemas load on first use.
  const schema = useMemo(
    () => lazySchema(() => import('./utils/form-schemas.ts').then((m) => m.phoneNumberSchema(previousPhone))),
    [previousPhone],
  );
  const form = useSchemaForm({ schema, defaultValues: splitPhone(previousPhone) });

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    setServerError(null);
    const taken = await isPhoneTaken(phone);
    if (taken === null) return setServerError(t('auth.common.somethingWentWrong'));
    if (taken) return form.setError('national', t('auth.registration.phoneTaken'));
    if (configuration?.smsEnabled) {
      const sent = await sendOtp({ phone });
      if (sent.error) return setServerError(errorText(sent.error));
      // Replaced, so "back one step" after verifying returns to the screen that asked for the phone.
      return navigate(accountPaths.verifyPhone, { replace: true, state: { phone, codeSent: true } });
    }
    const updated = await updateUser({ phone, phoneIsVerified: true });
    if (updated.error) return setServerError(errorText(updated.error));
    navigate(from ?? paths.home, { replace: true });
  });

  return (
    <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
      <PhoneInput
        countryLabel={t('auth.common.country')}
        label={t('auth.common.phone')}
        country={form.register('country')}
        national={form.register('national')}
        error={validationText(form.errors.national)}
        autoFocus
      />
      {serverError && <Alert>{serverError}</Alert>}
      <SubmitButton isBusy={form.isSubmitting}>{t('auth.common.continue')}</SubmitButton>
    </form>
  );
}
