import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn.ts';

/** A titled white card, the building block of the checkout column. */
export function CheckoutCard({
  title,
  titleId,
  children,
  className,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
