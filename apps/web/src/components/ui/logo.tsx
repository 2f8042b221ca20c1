import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from './cn.ts';

/** The brand mark (a steaming bowl, same drawing as public/favicon.svg) and the product name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#ea580c" />
        <path
          d="M11 4.5c-1.6 1.5 1.6 3 0 4.5M16 3.5c-1.6 1.5 1.6 3 0 4.5M21 4.5c-1.6 1.5 1.6 3 0 4.5"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <path d="M5 13h22a11 10 0 0 1-22 0z" fill="#fff" />
        <rect x="10" y="24.5" width="12" height="2.5" rx="1.25" fill="#fff" />
      </svg>
      <span
        className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-stone-900')}
      >
        {t('app.name')}
      </span>
    </span>
  );
}
