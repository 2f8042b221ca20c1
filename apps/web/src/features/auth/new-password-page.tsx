import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Navigate, useNavigate } from 'react-router';
import { PasswordField } from '@/components/forms/password-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { ResetPasswordDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { showToast } from '@/lib/toast.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { AuthCard } from './components/auth-card.tsx';
import { SubmitButton } from './components/submit-button.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';

const schema = lazySchema(() => import('./utils/form-schemas.ts').then((m) => m.newPasswordSchema));

/**
 * A new password after a verified reset code (docs/product/accounts.md#password-reset,
 * docs/product/validation.md#passwords).
 */
export default function NewPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { resetToken } = useAuthFlowState();
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const [, resetPassword] = useTypedMutation(ResetPasswordDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  usePageView(t('auth.newPassword.title'));
  const form = useSchemaForm({
    schema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form;

  // Only reachable with the token a verified code gave (without it → /login,
  // docs/product/accounts.md#password-reset).
  if (!resetToken) return <Navigate to={accountPaths.login} replace />;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    const result = await resetPassword({ password, resetToken });
    if (result.data?.resetPassword.result) {
      showToast('success', t('auth.newPassword.done'));
      return navigate(accountPaths.login, { replace: true });
    }
    setServerError(
      result.error
        ? errorText(result.error)
        : (result.data?.resetPassword.message ?? t('auth.common.somethingWentWrong')),
    );
  });

  return (
    <AuthCard title={t('auth.newPassword.title')}>
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordField
          label={t('auth.newPassword.password')}
          autoComplete="new-password"
          autoFocus
          error={validationText(errors.password)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('auth.newPassword.confirm')}
          autoComplete="new-password"
          error={validationText(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
        {serverError && <Alert>{serverError}</Alert>}
        <SubmitButton isBusy={isSubmitting}>{t('auth.newPassword.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
