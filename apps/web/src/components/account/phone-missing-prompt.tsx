import { useTranslation } from '@/hooks/use-translation.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Phone } from '@/components/ui/icons.ts';
import { accountPaths } from '@/lib/account-paths.ts';

type PhoneMissingPromptProps = {
  /** "Skip now" (docs/product/accounts.md#phone-number): the caller hides the prompt and carries on. */
  onSkip: () => void;
  /** The screen to come back to after the phone is added (e.g. checkout). */
  from?: string;
  className?: string;
};

/**
 * The phone-number-missing prompt (docs/product/accounts.md#phone-number): asks for a phone before an order
 * can be followed up, with a way to skip. A banner on its own; checkout may show it inside a dialog.
 */
export function PhoneMissingPrompt({ onSkip, from, className }: PhoneMissingPromptProps) {
  const { t } = useTranslation('account');
  return (
    <section
      aria-labelledby="phone-missing-title"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800"
      >
        <Phone className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="phone-missing-title" className="font-bold text-stone-900">
          {t('auth.phonePrompt.title')}
        </h2>
        <p className="text-sm text-stone-700">{t('auth.phonePrompt.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={accountPaths.phoneNumber} state={from ? { from } : undefined}>
          {t('auth.phonePrompt.add')}
        </ButtonLink>
        <Button variant="ghost" onClick={onSkip}>
          {t('auth.phonePrompt.skip')}
        </Button>
      </div>
    </section>
  );
}
