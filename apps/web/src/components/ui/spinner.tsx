import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from './cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-stone-600', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}
