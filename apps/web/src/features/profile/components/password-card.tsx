import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { PasswordField } from '@/components/forms/password-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChangePasswordDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { setSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { ProfileCard } from './profile-card.tsx';

const schema = lazySchema(() => import('../utils/form-schemas.ts').then((m) => m.changePasswordSchema));

/**
 * Change password (docs/product/validation.md#passwords): changed false from the server is "Invalid
 * password"; on success the session continues with the new token the server sends.
 */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const [, changePassword] = useTypedMutation(ChangePasswordDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await changePassword(values);
    if (result.error) return setServerError(errorText(result.error));
    const change = result.data?.changePassword;
    if (!change?.changed || !change.token) return setServerError(t('profile.password.invalid'));
    // Every other session ended with the change; this one goes on with its new token.
    setSession({ token: change.token, tokenExpiration: change.tokenExpiration ?? null });
    form.reset();
    showToast('success', t('profile.password.updated'));
  });

  return (
    <ProfileCard id="password-card" title={t('profile.password.title')}>
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          error={validationText(errors.oldPassword)}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('profile.password.new')}
          autoComplete="new-password"
          error={validationText(errors.newPassword)}
          {...form.register('newPassword')}
        />
        {serverError && <Alert>{serverError}</Alert>}
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {t('profile.password.submit')}
        </Button>
      </form>
    </ProfileCard>
  );
}
