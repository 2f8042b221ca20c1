import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { BadgeCheck, CircleAlert } from '@/components/ui/icons.ts';
import type { Profile } from '@/hooks/use-profile.ts';
import { paths } from '@/lib/paths.ts';
import { CheckoutCard } from './checkout-card.tsx';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/** The contact card (docs/product/screens.md#checkout): name, e-mail and phone with its verified state. */
export function ContactCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('checkout');
  const phoneState = { from: paths.checkout, phone: profile.phone };
  return (
    <CheckoutCard title={t('contact.title')} titleId="contact-title">
      <dl className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6">
        <dt className="text-sm font-semibold text-stone-600">{t('contact.name')}</dt>
        <dd className="text-stone-900">
          <bdi>{profile.name}</bdi>
        </dd>
        <dt className="text-sm font-semibold text-stone-600">{t('contact.email')}</dt>
        <dd className="break-all text-stone-900">
          <bdi>{profile.email}</bdi>
        </dd>
        <dt className="text-sm font-semibold text-stone-600">{t('contact.phone')}</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-900">
          {profile.phone ? (
            <>
              <bdi dir="ltr">{profile.phone}</bdi>
              {profile.phoneIsVerified ? (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-700">
                  <BadgeCheck aria-hidden="true" className="size-5" />
                  {t('contact.verified')}
                </span>
              ) : (
                <>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800">
                    <CircleAlert aria-hidden="true" className="size-5" />
                    {t('contact.notVerified')}
                  </span>
                  <Link to={paths.phoneNumber} state={phoneState} className={linkClasses}>
                    {t('contact.verify')}
                  </Link>
                </>
              )}
            </>
          ) : (
            <>
              <span className="text-stone-600">{t('contact.noPhone')}</span>
              <Link to={paths.phoneNumber} state={phoneState} className={linkClasses}>
                {t('contact.addPhone')}
              </Link>
            </>
          )}
        </dd>
      </dl>
    </CheckoutCard>
  );
}
