import { useCallback, useState } from 'react';
import type { CombinedError, OperationResult } from 'urql';
import {
  type AddonGroupInput,
  type CategoryInput,
  type EditableMenuFieldsFragment,
  type FoodInput,
  MenuEditorDeleteAddonGroupDocument,
  MenuEditorDeleteCategoryDocument,
  MenuEditorDeleteFoodDocument,
  MenuEditorDocument,
  MenuEditorReorderCategoriesDocument,
  MenuEditorReorderFoodsDocument,
  MenuEditorSaveAddonGroupDocument,
  MenuEditorSaveCategoryDocument,
  MenuEditorSaveFoodDocument,
} from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';

export type EditableMenu = EditableMenuFieldsFragment;
export type EditableCategory = EditableMenu['categories'][number];
export type EditableFood = EditableCategory['foods'][number];
export type EditableGroup = EditableMenu['addonGroups'][number];

/** A refusal: the input field the server named (extensions.field) and its message; null message: offline. */
export type FieldError = { field: string | null; message: string | null };

export function fieldErrorOf(error: Pick<CombinedError, 'graphQLErrors'>): FieldError {
  const [first] = error.graphQLErrors;
  const field = first?.extensions?.['field'];
  return { field: typeof field === 'string' ? field : null, message: first?.message ?? null };
}

/**
 * The editable menu of one restaurant and its changes. Every change answers with the whole menu, which
 * replaces the one shown; a refusal comes back as a FieldError for the form to place.
 */
export function useMenuEditor(restaurantId: string) {
  const [{ data, error, fetching }, reload] = useTypedQuery({
    query: MenuEditorDocument,
    variables: { restaurant: restaurantId },
    requestPolicy: 'network-only',
  });
  const [latest, setLatest] = useState<EditableMenu | null>(null);
  const [, saveCategory] = useTypedMutation(MenuEditorSaveCategoryDocument);
  const [, deleteCategory] = useTypedMutation(MenuEditorDeleteCategoryDocument);
  const [, reorderCategories] = useTypedMutation(MenuEditorReorderCategoriesDocument);
  const [, saveFood] = useTypedMutation(MenuEditorSaveFoodDocument);
  const [, deleteFood] = useTypedMutation(MenuEditorDeleteFoodDocument);
  const [, reorderFoods] = useTypedMutation(MenuEditorReorderFoodsDocument);
  const [, saveGroup] = useTypedMutation(MenuEditorSaveAddonGroupDocument);
  const [, deleteGroup] = useTypedMutation(MenuEditorDeleteAddonGroupDocument);

  const apply = useCallback(
    async <D>(
      result: Promise<OperationResult<D>>,
      pick: (data: D) => EditableMenu,
    ): Promise<FieldError | null> => {
      const answer = await result;
      if (answer.error || !answer.data)
        return answer.error ? fieldErrorOf(answer.error) : { field: null, message: null };
      setLatest(pick(answer.data));
      return null;
    },
    [],
  );
  const menu = latest?.restaurant === restaurantId ? latest : (data?.menuEditor ?? null);

  const actions = {
    saveCategory: (input: Omit<CategoryInput, 'restaurant'>) =>
      apply(saveCategory({ input: { ...input, restaurant: restaurantId } }), (d) => d.saveCategory),
    deleteCategory: (id: string) => apply(deleteCategory({ id }), (d) => d.deleteCategory),
    reorderCategories: (ids: string[]) =>
      apply(reorderCategories({ restaurant: restaurantId, ids }), (d) => d.reorderCategories),
    saveFood: (input: Omit<FoodInput, 'restaurant'>) =>
      apply(saveFood({ input: { ...input, restaurant: restaurantId } }), (d) => d.saveFood),
    deleteFood: (id: string) => apply(deleteFood({ id }), (d) => d.deleteFood),
    reorderFoods: (category: string, ids: string[]) =>
      apply(reorderFoods({ category, ids }), (d) => d.reorderFoods),
    saveGroup: (input: Omit<AddonGroupInput, 'restaurant'>) =>
      apply(saveGroup({ input: { ...input, restaurant: restaurantId } }), (d) => d.saveAddonGroup),
    deleteGroup: (id: string) => apply(deleteGroup({ id }), (d) => d.deleteAddonGroup),
  };
  return { menu, error, fetching, reload: () => reload({ requestPolicy: 'network-only' }), actions };
}

export type MenuEditorActions = ReturnType<typeof useMenuEditor>['actions'];
