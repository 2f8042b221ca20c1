import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrency } from '@/hooks/use-currency.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { apiError } from '@/lib/api-error.ts';
import { AddonGroupForm } from './components/addon-group-form.tsx';
import { AddonGroupsPanel } from './components/addon-groups-panel.tsx';
import { CategoryPanel } from './components/category-panel.tsx';
import { FoodForm } from './components/food-form.tsx';
import { FoodPanel } from './components/food-panel.tsx';
import { useMenuEditor, type EditableFood, type EditableGroup } from './hooks/use-menu-editor.ts';

type Editing =
  { kind: 'food'; food: EditableFood | null } | { kind: 'group'; group: EditableGroup | null } | null;

/**
 * The menu editor (docs/restaurant-console.md "Menu editor"): categories, their dishes, the add-on
 * groups. Mounted by the app layer in the console's "Edit menu" tab and at /admin/restaurants/:id/menu.
 */
export function MenuEditorPage({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menuEditor');
  const { menu, error, fetching, reload, actions } = useMenuEditor(restaurantId);
  const { currency } = useCurrency();
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  if (!menu && fetching) return <Spinner />;
  if (!menu)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-stone-900">
          {(error && apiError(error).message) ?? t('loadFailed')}
        </p>
        <Button variant="secondary" onClick={reload}>
          {t('retry')}
        </Button>
      </div>
    );

  const category = menu.categories.find((c) => c._id === chosen) ?? menu.categories[0];
  if (editing?.kind === 'food' && category)
    return (
      <FoodForm
        key={editing.food?._id ?? 'new'}
        food={editing.food}
        category={category._id}
        categories={menu.categories}
        groups={menu.addonGroups}
        actions={actions}
        currency={currency}
        onDone={() => setEditing(null)}
      />
    );
  if (editing?.kind === 'group')
    return (
      <AddonGroupForm
        key={editing.group?._id ?? 'new'}
        group={editing.group}
        actions={actions}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <div className="space-y-4">
      <h2 className="sr-only">{t('title')}</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <CategoryPanel menu={menu} actions={actions} selected={category?._id ?? null} onSelect={setChosen} />
        {category ? (
          <FoodPanel
            category={category}
            actions={actions}
            currency={currency}
            onEdit={(food) => setEditing({ kind: 'food', food })}
          />
        ) : (
          <p className="text-stone-700">{t('foods.needCategory')}</p>
        )}
      </div>
      <AddonGroupsPanel
        groups={menu.addonGroups}
        actions={actions}
        currency={currency}
        onEdit={(group) => setEditing({ kind: 'group', group })}
      />
    </div>
  );
}

export default MenuEditorPage;
