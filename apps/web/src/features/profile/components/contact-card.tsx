import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Field } from '@/components/forms/field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UpdateUserNameDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import type { Profile } from '@/hooks/use-profile.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { showToast } from '@/lib/toast.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { PhoneStatus } from './phone-status.tsx';
import { ProfileCard } from './profile-card.tsx';

const schema = lazySchema(() => import('../utils/form-schemas.ts').then((m) => m.profileNameSchema));

/**
 * Contact info (docs/product/accounts.md#profile): the name is editable; e-mail and phone are shown
 * read-only. The caller keys it by the saved name, so the field starts again from a newly saved one.
 */
export function ContactCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const validationText = useValidationText();
  const errorText = useApiErrorText();
  const [, updateUser] = useTypedMutation(UpdateUserNameDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm({ schema, defaultValues: { name: profile.name } });
  const { errors, isSubmitting, isDirty } = form;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setServerError(null);
    const result = await updateUser({ name });
    if (result.error) return setServerError(errorText(result.error));
    showToast('success', t('profile.contact.updated'));
  });

  return (
    <ProfileCard id="contact-card" title={t('profile.contact.title')}>
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          label={t('auth.common.name')}
          autoComplete="name"
          error={validationText(errors.name)}
          {...form.register('name')}
        />
        <dl className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-semibold text-stone-800">{t('auth.common.email')}</dt>
            <dd className="break-all text-stone-700">
              <bdi>{profile.email}</bdi>
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-semibold text-stone-800">{t('auth.common.phone')}</dt>
            <dd className="text-stone-700">
              <PhoneStatus phone={profile.phone} isVerified={profile.phoneIsVerified} />
            </dd>
          </div>
        </dl>
        {serverError && <Alert>{serverError}</Alert>}
        <Button type="submit" className="self-start" disabled={isSubmitting || !isDirty}>
          {t('profile.contact.save')}
        </Button>
      </form>
    </ProfileCard>
  );
}
