import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button.tsx';
import { BadgeCheck } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { paths } from '@/lib/paths.ts';

/**
 * The layout /EmailConfirmation, /ThankYouPage and /unsubscribe share (docs/applications.md#pages): one
 * button home.
 */
export function ConfirmationCard({
  title,
  children,
  homeLabel,
  action,
}: {
  title: string;
  children: ReactNode;
  homeLabel: string;
  /** Replaces the home button while something is still to be done (unsubscribe). */
  action?: ReactNode;
}) {
  return (
    <PageContainer width="narrow" className="py-16">
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-100 text-primary-700">
          <BadgeCheck aria-hidden="true" className="size-9" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
        <div className="max-w-md text-lg text-stone-700">{children}</div>
        {action ?? (
          <ButtonLink to={paths.home} size="lg">
            {homeLabel}
          </ButtonLink>
        )}
      </div>
    </PageContainer>
  );
}
