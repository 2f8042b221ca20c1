import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Avatar } from '@/components/account/avatar.tsx';
import { PhoneMissingPrompt } from '@/components/account/phone-missing-prompt.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { AddressesCard } from './components/addresses-card.tsx';
import { ContactCard } from './components/contact-card.tsx';
import { PasswordCard } from './components/password-card.tsx';

/**
 * The profile (docs/product/screens.md#profile-and-settings): avatar, contact info, password and addresses.
 */
export default function ProfilePage() {
  // The addresses card's texts come with the screen, so its words never flash as keys.
  const { t, ready } = useTranslation(['account', 'addresses']);
  const { profile, fetching, error, refetch } = useProfile({ refresh: true });
  const [isPromptSkipped, setPromptSkipped] = useState(false);
  usePageView(t('profile.title'), 'NAVIGATE_TO_PROFILE');

  if (!profile || !ready) {
    if (profile || fetching || !error) return <Spinner className="m-12" />;
    return (
      <StatusMessage
        tone="error"
        titleAs="h1"
        title={t('profile.loadFailed')}
        description={errorMessage(error)}
        action={<RetryButton onRetry={refetch} />}
      />
    );
  }

  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto max-w-5xl">
        <header className="flex items-center gap-4">
          <Avatar name={profile.name} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold break-words text-stone-900 sm:text-3xl">{profile.name}</h1>
            <p className="break-all text-stone-600">
              <bdi>{profile.email}</bdi>
            </p>
          </div>
        </header>
        {!profile.phone && !isPromptSkipped && (
          <PhoneMissingPrompt
            className="mt-6"
            from={accountPaths.profile}
            onSkip={() => setPromptSkipped(true)}
          />
        )}
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <ContactCard key={profile.name} profile={profile} />
          <PasswordCard />
          <div className="lg:col-span-2">
            <AddressesCard addresses={profile.addresses} />
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
