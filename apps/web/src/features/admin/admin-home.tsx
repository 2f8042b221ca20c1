import { Link } from 'react-router';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { paths } from '@/lib/paths.ts';
import { sectionsFor } from './admin-sections.ts';

/** /admin itself: the sections this role may open, as large targets (a tablet is the usual device). */
export default function AdminHome() {
  const { t } = useTranslation('admin');
  const { profile } = useProfile();
  const sections = sectionsFor(profile?.role);
  return (
    <section aria-labelledby="admin-home-title" className="space-y-3">
      <h1 id="admin-home-title" className="text-2xl font-bold text-stone-900">
        {t('title')}
      </h1>
      <p className="text-stone-800">{sections.length > 0 ? t('home.intro') : t('home.empty')}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.path}>
            <Link
              to={`${paths.admin}/${section.path}`}
              className="flex min-h-16 items-center rounded-2xl bg-white p-4 font-semibold text-stone-900 ring-1 ring-stone-200 hover:bg-stone-50"
            >
              {t(`nav.${section.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
