import { cn } from '@/components/ui/cn.ts';

const sizes = { sm: 'size-8 text-sm', lg: 'size-20 text-3xl' } as const;

/** The first letter of the user's name in a circle (docs/product/screens.md#profile-and-settings). */
export function Avatar({
  name,
  size = 'sm',
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  // The first character as the reader sees it (a whole emoji or accented letter, not half of one).
  const initial = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-600 font-bold text-white',
        sizes[size],
        className,
      )}
    >
      {initial}
    </span>
  );
}
