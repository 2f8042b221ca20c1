import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const widths = { wide: 'max-w-[1400px]', narrow: 'max-w-3xl' } as const;

export function PageContainer({
  children,
  className,
  width = 'wide',
}: {
  children: ReactNode;
  className?: string;
  width?: keyof typeof widths;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>{children}</div>
  );
}
