import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

type StatusMessageProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  /** h1 when the message is the whole screen (not-found, failed load), else a paragraph. */
  titleAs?: 'h1' | 'h2' | 'p';
  className?: string;
};

/** A centred message for empty, error and not-found states. Errors are announced as alerts. */
export function StatusMessage({
  title,
  description,
  icon,
  action,
  tone = 'neutral',
  titleAs: Title = 'p',
  className,
}: StatusMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      {icon && (
        <span
          aria-hidden="true"
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-primary-50 text-primary-600',
          )}
        >
          {icon}
        </span>
      )}
      <Title className="text-lg font-bold text-stone-900">{title}</Title>
      {description && <p className="text-stone-600">{description}</p>}
      {action}
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={onRetry}>
      {t('common.retry')}
    </Button>
  );
}
