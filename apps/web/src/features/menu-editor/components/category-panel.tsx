import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { EditableMenu, FieldError, MenuEditorActions } from '../hooks/use-menu-editor.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { FieldMessage, FormMessage } from './field-error.tsx';
import { SortableList } from './sortable-list.tsx';

type Props = {
  menu: EditableMenu;
  actions: MenuEditorActions;
  selected: string | null;
  onSelect: (id: string) => void;
};

const inputClass = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900';

/** The categories: add, rename, hide, delete an empty one, reorder by drag or keyboard. */
export function CategoryPanel({ menu, actions, selected, onSelect }: Props) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const [title, setTitle] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [error, setError] = useState<FieldError | null>(null);
  const [rowError, setRowError] = useState<FieldError | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await actions.saveCategory({ title });
    setError(refused);
    if (!refused) setTitle('');
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const category = menu.categories.find((c) => c._id === renaming.id);
    const refused = await actions.saveCategory({
      id: renaming.id,
      title: renaming.title,
      isHidden: category?.isHidden,
    });
    setRowError(refused);
    if (!refused) setRenaming(null);
  };
  const run = async (change: Promise<FieldError | null>) => setRowError(await change);

  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
        {t('categories.title')}
      </h2>
      {menu.categories.length === 0 && <p className="text-stone-700">{t('categories.empty')}</p>}
      <SortableList
        items={menu.categories}
        label={t('categories.title')}
        onReorder={(ids) => run(actions.reorderCategories(ids))}
        renderItem={(category, handle) =>
          renaming?.id === category._id ? (
            <form onSubmit={rename} className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-rename`} className="sr-only">
                {t('categories.rename')}
              </label>
              <input
                dir="auto"
                id={`${id}-rename`}
                className={`${inputClass} min-w-0 flex-1`}
                value={renaming.title}
                onChange={(event) => setRenaming({ ...renaming, title: event.target.value })}
                aria-describedby={`${id}-rename-error`}
                autoFocus
              />
              <Button type="submit">{t('save')}</Button>
              <Button variant="secondary" onClick={() => setRenaming(null)}>
                {t('cancel')}
              </Button>
              <FieldMessage id={`${id}-rename-error`} error={rowError} field="title" />
            </form>
          ) : (
            <div
              className={`flex flex-wrap items-center gap-2 rounded-xl p-1 ${selected === category._id ? 'bg-orange-50 ring-1 ring-orange-300' : ''}`}
            >
              {handle}
              <button
                type="button"
                onClick={() => onSelect(category._id)}
                aria-pressed={selected === category._id}
                className="min-w-[10rem] flex-1 py-2 text-start font-semibold text-stone-900"
              >
                <bdi>{category.title}</bdi>{' '}
                <span className="text-sm font-normal text-stone-700">
                  ({t('categories.dishes', { count: category.foods.length })})
                </span>
                {category.isHidden && (
                  <span className="ms-2 rounded-full bg-stone-200 px-2 text-xs text-stone-800">
                    {t('categories.hidden')}
                  </span>
                )}
              </button>
              <div className="ms-auto flex flex-wrap items-center gap-1">
                <Button
                  variant="ghost"
                  onClick={() => setRenaming({ id: category._id, title: category.title })}
                >
                  {t('categories.rename')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    void run(
                      actions.saveCategory({
                        id: category._id,
                        title: category.title,
                        isHidden: !category.isHidden,
                      }),
                    )
                  }
                >
                  {category.isHidden ? t('categories.show') : t('categories.hide')}
                </Button>
                <ConfirmDelete
                  title={category.title}
                  onConfirm={() => void run(actions.deleteCategory(category._id))}
                />
              </div>
            </div>
          )
        }
      />
      <FormMessage error={rowError} fields={(field) => field === 'title' && renaming !== null} />
      <form onSubmit={add} className="space-y-1">
        <label htmlFor={`${id}-new`} className="block text-sm font-semibold text-stone-900">
          {t('categories.new')}
        </label>
        <div className="flex gap-2">
          <input
            dir="auto"
            id={`${id}-new`}
            className={inputClass}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-describedby={`${id}-new-error`}
          />
          <Button type="submit">{t('categories.add')}</Button>
        </div>
        <FieldMessage id={`${id}-new-error`} error={error} field="title" />
        <FormMessage error={error} fields={(field) => field === 'title'} />
      </form>
    </section>
  );
}
