// The staff apps' stylesheet and shared texts (lib/staff-texts.ts).
import '@/lib/staff-texts.ts';
import { Link } from 'react-router';
import { StaffHeading } from '@/components/staff/staff-header.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { EarningsView } from './components/earnings-view.tsx';

/** /rider/earnings (docs/rider-app.md#earnings): what the rider earned today and this week. */
export function RiderEarningsPage() {
  const { t } = useTranslation('rider');
  usePageView(t('earnings.documentTitle'));
  return (
    <PageContainer width="narrow" className="flex flex-col gap-6 py-6 sm:py-10">
      <StaffHeading>
        <h1 className="text-xl font-bold text-stone-900">{t('earnings.title')}</h1>
      </StaffHeading>
      <Link to="/rider" className="self-start font-semibold text-stone-900 underline underline-offset-4">
        {t('earnings.back')}
      </Link>
      <EarningsView />
    </PageContainer>
  );
}

export default RiderEarningsPage;
