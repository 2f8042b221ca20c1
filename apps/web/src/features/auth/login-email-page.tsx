import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { Field } from '@/components/forms/field.tsx';
import { PasswordField } from '@/components/forms/password-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { LoginDocument } from '@/gql/graphql.ts';
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
import { useCompleteSignIn } from './hooks/use-complete-sign-in.ts';

const schema = lazySchema(() => import('./utils/form-schemas.ts').then((m) => m.loginInputSchema));

/**
 * Sign in with e-mail and password (docs/product/accounts.md#sign-in, docs/product/validation.md#passwords).
 */
export default function LoginEmailPage() {
  const { t } = useTranslation('account');
  const { email, from } = useAuthFlowState();
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const [, login] = useTypedMutation(LoginDocument);
  const completeSignIn = useCompleteSignIn(from);
  const [serverError, setServerError] = useState<string | null>(null);
  usePageView(t('auth.loginEmail.title'));
  const form = useSchemaForm({
    schema,
    defaultValues: { email: email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await login({ type: 'default', ...values, idToken: null });
    if (result.data) return completeSignIn(result.data.login);
    setServerError(result.error ? errorText(result.error, t('auth.loginEmail.invalidCredentials')) : null);
  });

  return (
    <AuthCard title={t('auth.loginEmail.title')}>
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          label={t('auth.common.email')}
          type="email"
          autoComplete="email"
          autoFocus={!email}
          error={validationText(errors.email)}
          {...form.register('email')}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth.common.password')}
            autoComplete="current-password"
            autoFocus={Boolean(email)}
            error={validationText(errors.password)}
            {...form.register('password')}
          />
          <Link
            to={accountPaths.forgotPassword}
            state={{ email: form.watch('email').trim().toLowerCase(), from }}
            className="self-end text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {t('auth.loginEmail.forgot')}
          </Link>
        </div>
        {serverError && <Alert>{serverError}</Alert>}
        <SubmitButton isBusy={isSubmitting}>{t('auth.loginEmail.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
