import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { BadgeCheck, CircleAlert } from '@/components/ui/icons.ts';
import { accountPaths } from '@/lib/account-paths.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/**
 * The read-only phone (docs/product/screens.md#profile-and-settings): a verified tick; or, unverified, a
 * not-verified icon and "Verify?"; or, with no phone, a link to add one.
 */
export function PhoneStatus({ phone, isVerified }: { phone: string | null; isVerified: boolean }) {
  const { t } = useTranslation('account');
  if (!phone) {
    return (
      <Link to={accountPaths.phoneNumber} className={linkClasses}>
        {t('profile.contact.addPhone')}
      </Link>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <bdi dir="ltr">{phone}</bdi>
      {isVerified ? (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-700">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {t('profile.contact.verified')}
        </span>
      ) : (
        <>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800">
            <CircleAlert aria-hidden="true" className="size-5" />
            {t('profile.contact.notVerified')}
          </span>
          <Link to={accountPaths.verifyPhone} state={{ phone }} className={linkClasses}>
            {t('profile.contact.verify')}
          </Link>
        </>
      )}
      <Link to={accountPaths.phoneNumber} state={{ phone }} className={linkClasses}>
        {t('profile.contact.changePhone')}
      </Link>
    </span>
  );
}
