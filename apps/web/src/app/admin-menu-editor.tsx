import { useParams } from 'react-router';
import { MenuEditorPage } from '@/features/menu-editor/menu-editor-page.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';

/** /admin/restaurants/:id/menu: the menu editor on any restaurant, for the operator (docs/admin.md). */
export default function AdminMenuEditor() {
  const { id = '' } = useParams();
  const { t } = useTranslation('menuEditor');
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <MenuEditorPage key={id} restaurantId={id} />
    </div>
  );
}
