import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/forms/field.tsx';
import { PasswordField } from '@/components/forms/password-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { SendOtpToEmailDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { apiError } from '@/lib/api-error.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PhoneInput } from '@/components/forms/phone-input.tsx';
import { SubmitButton } from './components/submit-button.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';
import { useBrowserBackTo } from './hooks/use-browser-back-to.ts';
import { usePhoneTaken } from './hooks/use-phone-taken.ts';
import { splitPhone } from '@/lib/phone-countries.ts';
import { heldSignUp, holdSignUp } from './utils/pending-sign-up.ts';

const schema = lazySchema(() => import('./utils/form-schemas.ts').then((m) => m.registrationSchema));

/**
 * Sign-up (docs/product/accounts.md#sign-up): Continue checks the phone is free, sends the
 * e-mail code and opens /verify-email. The browser's back button returns to the e-mail entry.
 */
export default function RegistrationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { email, from, name, phone } = useAuthFlowState();
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const isPhoneTaken = usePhoneTaken();
  const [, sendOtpToEmail] = useTypedMutation(SendOtpToEmailDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  useBrowserBackTo(accountPaths.newLogin, { email, from });
  usePageView(t('auth.registration.title'));
  // Back from /verify-email (a link, or the browser's back button) the form comes back filled in.
  const held = heldSignUp(email);
  const form = useSchemaForm({
    schema,
    defaultValues: {
      email: email ?? '',
      name: name ?? held?.name ?? '',
      password: '',
      ...splitPhone(phone ?? held?.phone),
    },
  });
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const taken = await isPhoneTaken(values.phone);
    if (taken === null) return setServerError(t('auth.common.somethingWentWrong'));
    if (taken) return form.setError('national', t('auth.registration.phoneTaken'));
    const sent = await sendOtpToEmail({ email: values.email });
    // A code sent less than 30 s ago (e.g. back from the code screen) is still the one to enter.
    if (sent.error && apiError(sent.error).code !== 'RATE_LIMITED')
      return setServerError(errorText(sent.error));
    holdSignUp(values);
    navigate(accountPaths.verifyEmail, {
      // No origin: a new account goes home (docs/product/accounts.md#sign-in).
      state: { email: values.email, name: values.name, phone: values.phone, codeSent: true },
    });
  });

  return (
    <AuthCard
      title={t('auth.registration.title')}
      description={t('auth.registration.description')}
      footer={
        <Link
          to={accountPaths.newLogin}
          state={{ email, from }}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t('auth.registration.back')}
        </Link>
      }
    >
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          label={t('auth.common.email')}
          type="email"
          autoComplete="email"
          error={validationText(errors.email)}
          {...form.register('email')}
        />
        <Field
          label={t('auth.common.name')}
          autoComplete="name"
          autoFocus
          error={validationText(errors.name)}
          {...form.register('name')}
        />
        <PasswordField
          label={t('auth.common.password')}
          autoComplete="new-password"
          hint={t('auth.registration.passwordHint')}
          error={validationText(errors.password)}
          {...form.register('password')}
        />
        <PhoneInput
          countryLabel={t('auth.common.country')}
          label={t('auth.common.phone')}
          country={form.register('country')}
          national={form.register('national')}
          error={validationText(errors.national)}
        />
        {serverError && <Alert>{serverError}</Alert>}
        <SubmitButton isBusy={isSubmitting}>{t('auth.common.continue')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
