import { cn } from './cn.ts';

/** A grey placeholder block; the surrounding region carries the "loading" announcement. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-lg bg-stone-200', className)} />;
}
