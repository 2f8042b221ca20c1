import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Eye, EyeOff } from '@/components/ui/icons.ts';
import { Field, type FieldProps } from './field.tsx';

/**
 * A password input with a show/hide toggle (the e-mail login and the profile's password card,
 * docs/product/screens.md#sign-in).
 */
export function PasswordField({
  toggleLabel,
  ...props
}: Omit<FieldProps, 'type' | 'end'> & {
  /** The show/hide button's name, for screens outside the account texts. */
  toggleLabel?: string;
}) {
  const { t } = useTranslation('account');
  const [isVisible, setVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <Field
      {...props}
      type={isVisible ? 'text' : 'password'}
      end={
        <button
          type="button"
          aria-label={toggleLabel ?? t('auth.common.showPassword')}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
          className="flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
