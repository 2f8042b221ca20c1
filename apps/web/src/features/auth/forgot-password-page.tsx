import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/forms/field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { ForgotPasswordDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { AuthCard } from './components/auth-card.tsx';
import { SubmitButton } from './components/submit-button.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';

const schema = lazySchema(() => import('./utils/form-schemas.ts').then((m) => m.emailEntrySchema));

/**
 * Forgot password (docs/product/screens.md#sign-in): the e-mail from the login screen, read-only, and "Reset
 * password", which sends a reset code and opens the code screen. Opened without an e-mail, the field is
 * editable.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { email, from } = useAuthFlowState();
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const [, forgotPassword] = useTypedMutation(ForgotPasswordDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  usePageView(t('auth.forgot.title'), 'NAVIGATE_TO_FORGOT_PASSWORD');
  const form = useSchemaForm({ schema, defaultValues: { email: email ?? '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await forgotPassword({ email: values.email });
    if (result.error) return setServerError(errorText(result.error));
    navigate(accountPaths.verifyForgotOtp, { state: { email: values.email, from, codeSent: true } });
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      footer={
        <Link
          to={accountPaths.loginEmail}
          state={{ email, from }}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t('auth.common.backToLogin')}
        </Link>
      }
    >
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          label={t('auth.common.email')}
          type="email"
          autoComplete="email"
          // The e-mail from the previous step is read-only, not disabled: it stays readable by screen
          // readers and focusable, and is still part of the submitted values.
          readOnly={Boolean(email)}
          aria-disabled={Boolean(email) || undefined}
          className={email ? '[&_input]:bg-stone-100 [&_input]:text-stone-600' : undefined}
          error={validationText(form.errors.email)}
          {...form.register('email')}
        />
        {serverError && <Alert>{serverError}</Alert>}
        <SubmitButton isBusy={form.isSubmitting}>{t('auth.forgot.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
