import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PayoutAdapterDocument, StartPayoutOnboardingDocument, type StatementParty } from '@/gql/graphql.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

// "Get paid by Stripe" beside a statement (docs/money.md#stripe-connect-payouts): only when payouts
// go through Stripe Connect, and only to the party itself: the API refuses the operator and support,
// who also open restaurants' statements. The link is Stripe's hosted onboarding; it comes back here.

export function StripeConnectButton({ party }: { party: StatementParty }) {
  const { t } = useTranslation('statements');
  const { profile } = useProfile();
  const [{ data }] = useTypedQuery({ query: PayoutAdapterDocument });
  const [{ fetching }, start] = useTypedMutation(StartPayoutOnboardingDocument);
  const [error, setError] = useState<string | null>(null);
  if (data?.configuration.payoutAdapter !== 'stripe' || profile?.role !== party) return null;

  const open = async () => {
    setError(null);
    const result = await start({});
    const url = result.data?.startPayoutOnboarding;
    if (url) window.location.assign(url);
    else setError(result.error ? errorMessage(result.error) : t('stripe.failed'));
  };
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="stripe-connect">
      <p className="text-sm text-stone-700">{t('stripe.hint')}</p>
      <Button variant="secondary" onClick={open} disabled={fetching}>
        {t('stripe.connect')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
