import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { RESEND_COOLDOWN_SECONDS } from '@food/domain';
import { FieldError } from '@/components/forms/field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Inbox } from '@/components/ui/icons.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAccountConfiguration } from '@/hooks/use-account-configuration.ts';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import {
  type CodeCells,
  type CodeEdit,
  codeOf,
  deleteDigit,
  emptyCells,
  enterDigits,
  isComplete,
} from '@/lib/verification-code.ts';
import { useSkipCode } from './use-skip-code.ts';

export type CodeEntryProps = {
  /** Where the code went (e-mail or phone): named in the demo mailbox link. */
  recipient: string;
  /** The configuration switch that lets this flow skip verification; password reset never skips. */
  skip?: 'email' | 'mobile';
  /** Checks the code; resolves true when it was accepted (the screen then moves on). */
  onComplete: (code: string) => Promise<boolean>;
  /** Sends a new code; resolves to the seconds until the next resend is allowed, or null on failure. */
  onResend: () => Promise<number | null>;
  /** The latest failure, shown under the cells. */
  error?: string | null;
  /** Seconds before the first resend: a code was just sent (30) unless the screen is still sending one. */
  initialCooldown?: number;
};

/**
 * The six-digit code entry of every verification flow (docs/product/accounts.md#verification-codes: the
 * server checks the code). Typing, pasting or auto-filling six digits submits at once; resend waits 30 s.
 */
export function CodeEntry({
  recipient,
  skip,
  onComplete,
  onResend,
  error,
  initialCooldown = RESEND_COOLDOWN_SECONDS,
}: CodeEntryProps) {
  const { t } = useTranslation('account');
  const labelId = useId();
  const errorId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [cells, setCells] = useState<CodeCells>(emptyCells);
  const [isChecking, setChecking] = useState(false);
  const [isResending, setResending] = useState(false);
  const [retries, setRetries] = useState(0);
  const countdown = useCountdown(initialCooldown);
  const { configuration } = useAccountConfiguration();
  const skipCode =
    skip && configuration?.[skip === 'email' ? 'skipEmailVerification' : 'skipMobileVerification'];
  const skipCodeValue = skipCode ? (configuration?.verificationSkipCode ?? null) : null;

  const submit = async (next: CodeCells) => {
    setChecking(true);
    const accepted = await onComplete(codeOf(next));
    if (accepted) return;
    setChecking(false);
    setCells(emptyCells());
    setRetries((count) => count + 1);
  };

  // After a refused code the cells are enabled again on the next render; then the first takes focus.
  useEffect(() => {
    if (retries > 0) inputs.current[0]?.focus();
  }, [retries]);

  const apply = ({ cells: next, focus }: CodeEdit) => {
    setCells(next);
    inputs.current[focus]?.focus();
    if (isComplete(next) && codeOf(next) !== codeOf(cells) && !isChecking) void submit(next);
  };

  useSkipCode(skipCodeValue, (code) => apply(enterDigits(emptyCells(), 0, code)));

  const resend = async () => {
    setResending(true);
    const wait = await onResend();
    setResending(false);
    if (wait !== null) countdown.restart(wait);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(deleteDigit(cells, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < cells.length - 1) {
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterDigits(cells, index, event.clipboardData.getData('text')));
  };

  const onChange = (index: number, value: string) => {
    // Typing over a filled cell yields both digits; keep the new one.
    const held = cells[index] ?? '';
    const typed = held && value.length > 1 ? value.replace(held, '') || held : value;
    if (typed === '') apply({ cells: cells.map((c, i) => (i === index ? '' : c)), focus: index });
    else apply(enterDigits(cells, index, typed));
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        <p id={labelId} className="mb-2 text-sm font-semibold text-stone-800">
          {t('auth.code.label')}
        </p>
        {/* Codes read left to right in every language. */}
        <div dir="ltr" className="flex justify-center gap-2 sm:gap-3">
          {cells.map((cell, index) => (
            <input
              key={index} // the cells never reorder
              ref={(element) => {
                inputs.current[index] = element;
              }}
              value={cell}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoFocus={index === 0}
              disabled={isChecking}
              aria-label={t('auth.code.digit', { index: index + 1, count: cells.length })}
              aria-invalid={error ? true : undefined}
              onFocus={(event) => event.currentTarget.select()}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onChange={(event) => onChange(index, event.target.value)}
              className={cn(
                'size-11 rounded-xl border bg-white text-center text-xl font-bold text-stone-900 shadow-sm focus:border-primary-600 disabled:bg-stone-100 sm:size-12',
                error ? 'border-red-600' : 'border-stone-300',
              )}
            />
          ))}
        </div>
      </div>
      {isChecking && <Spinner className="self-center" label={t('auth.code.checking')} />}
      {error && (
        <div role="alert" className="text-center">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
      {skipCodeValue && <p className="text-center text-sm text-stone-600">{t('auth.code.skipMode')}</p>}
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button variant="secondary" disabled={countdown.seconds > 0 || isResending} onClick={resend}>
          {countdown.seconds > 0
            ? t('auth.code.resendIn', { seconds: countdown.seconds })
            : t('auth.code.resend')}
        </Button>
        {configuration?.demoMode && (
          <Link
            to={accountPaths.demoOutbox(recipient)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            <Inbox aria-hidden="true" className="size-4" />
            {t('auth.code.openOutbox')}
            <span className="sr-only">{t('auth.code.newTab')}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
