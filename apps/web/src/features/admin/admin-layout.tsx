import { NavLink, Outlet } from 'react-router';
import { StaffHeading } from '@/components/staff/staff-header.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { paths } from '@/lib/paths.ts';
import { sectionsFor } from './admin-sections.ts';

const isOperatorStaff = (role: string | null | undefined) => role === 'ADMIN' || role === 'SUPPORT';

/**
 * /admin (docs/admin.md): the operator's back office inside the staff shell, its sections in a bar
 * that scrolls sideways on a phone. Its own chunk and texts. Another account sees why it cannot use it;
 * the API refuses it anyway (graphql/permissions.ts).
 */
export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { profile, error } = useProfile();
  usePageView(t('documentTitle'));
  if (!profile && !error) {
    return (
      <PageContainer className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </PageContainer>
    );
  }
  if (!isOperatorStaff(profile?.role)) {
    return (
      <PageContainer width="narrow" className="space-y-3 py-10">
        <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
        <p className="text-stone-800">{t('forbidden')}</p>
      </PageContainer>
    );
  }
  const sections = sectionsFor(profile?.role);
  return (
    <PageContainer className="space-y-5 py-6">
      <StaffHeading>
        <div className="min-w-0">
          <p className="text-xs font-semibold text-stone-700">
            {t(`roles.${profile!.role as 'ADMIN' | 'SUPPORT'}`)}
          </p>
          <p className="truncate text-lg font-bold text-stone-900 sm:text-xl">{t('title')}</p>
        </div>
      </StaffHeading>
      {sections.length > 0 && (
        <nav aria-label={t('sectionsLabel')} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 whitespace-nowrap">
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`${paths.admin}/${section.path}`}
                  className={({ isActive }) =>
                    `inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ${isActive ? 'bg-stone-900 text-white ring-stone-900' : 'bg-white text-stone-900 ring-stone-300 hover:bg-stone-100'}`
                  }
                >
                  {t(`nav.${section.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Outlet />
    </PageContainer>
  );
}
