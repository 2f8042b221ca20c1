import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useProfile } from '@/hooks/use-profile.ts';
import { forgetOrigin } from '@/lib/redirects.ts';
import { staffHome } from '@/lib/staff-home.ts';

/**
 * Where a signed-in user goes when the sign-in had no particular destination: restaurant staff to the
 * console, riders to the rider app, everyone else home (docs/product/screens.md#staff-apps). Its own
 * chunk: it reads the profile, whose documents stay out of the entry chunk.
 */
export default function SignedInLanding() {
  const { profile, error } = useProfile();
  useEffect(forgetOrigin, []);
  if (!profile && !error) {
    return (
      <PageContainer className="flex min-h-[60vh] items-center justify-center">
        <Spinner />
      </PageContainer>
    );
  }
  return <Navigate to={staffHome(profile?.role) ?? '/'} replace />;
}
