import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container.tsx';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to login, terms). */
  footer?: ReactNode;
};

/** The frame of every sign-in screen: one centred card with the screen's heading. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <PageContainer width="narrow" className="py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{title}</h1>
          {description && <div className="mt-2 text-stone-600">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-4 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </PageContainer>
  );
}
