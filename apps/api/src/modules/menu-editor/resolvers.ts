import type { GraphQLContext } from '../../context.ts';
import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { forbidden } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { userActor } from '../audit/record-audit.ts';
import { requestCurrency } from '../configuration/request-currency.ts';
import { requireManagedRestaurant } from '../restaurant-console/console-access.ts';
import { deleteAddonGroup } from './delete-addon-group.ts';
import { deleteCategory } from './delete-category.ts';
import { deleteFood } from './delete-food.ts';
import { getMenuEditor } from './get-menu-editor.ts';
import type { MenuEditorDeps } from './menu-editor-deps.ts';
import { restaurantOf } from './menu-editor.repository.ts';
import { reorderCategories } from './reorder-categories.ts';
import { reorderFoods } from './reorder-foods.ts';
import { saveAddonGroup } from './save-addon-group.ts';
import { saveCategory } from './save-category.ts';
import { saveFood } from './save-food.ts';

// Thin: find the restaurant the request acts on, check the caller manages it (a RESTAURANT user their
// own, an ADMIN any: console-access.ts), call one operation, answer with the whole editable menu.
// An id of another restaurant, or an unknown one, is FORBIDDEN to a restaurant user, like set-out-of-stock.

type Kind = 'category' | 'food' | 'addon';

async function editorDeps(ctx: GraphQLContext, restaurant: string): Promise<MenuEditorDeps> {
  const restaurantId = await requireManagedRestaurant(ctx, restaurant);
  const viewer = await requireViewer(ctx);
  return {
    db: ctx.db,
    catalog: ctx.catalog,
    actor: userActor(viewer),
    requestId: ctx.requestId,
    restaurantId,
    currency: await requestCurrency(ctx),
  };
}

/** Deps for the restaurant that owns `id` (which the caller must manage). */
async function depsOfOwner(ctx: GraphQLContext, kind: Kind, id: string) {
  const owner = isUuid(id.trim()) ? await restaurantOf(ctx.db, kind, id.trim()) : undefined;
  return editorDeps(ctx, owner ?? '');
}

/** Deps for `restaurant`; an `id` to update must be that restaurant's. */
async function depsForSave(ctx: GraphQLContext, kind: Kind, restaurant: string, id: string | null) {
  const deps = await editorDeps(ctx, restaurant);
  if (id !== null && (await depsOfOwner(ctx, kind, id)).restaurantId !== deps.restaurantId) throw forbidden();
  return deps;
}

const answer = (deps: MenuEditorDeps) =>
  getMenuEditor({ db: deps.db, restaurantId: deps.restaurantId, currency: deps.currency });

const idOrNull = (id: string | null | undefined) => (id ? id.trim() : null);

export const menuEditorResolvers: Resolvers = {
  Query: {
    menuEditor: async (_parent, { restaurant }, ctx) => answer(await editorDeps(ctx, restaurant)),
  },
  Mutation: {
    saveCategory: async (_parent, { input }, ctx) => {
      const id = idOrNull(input.id);
      const deps = await depsForSave(ctx, 'category', input.restaurant, id);
      await saveCategory(deps, { id, title: input.title, isHidden: input.isHidden });
      return answer(deps);
    },
    deleteCategory: async (_parent, { id }, ctx) => {
      const deps = await depsOfOwner(ctx, 'category', id);
      await deleteCategory(deps, id.trim());
      return answer(deps);
    },
    reorderCategories: async (_parent, { restaurant, ids }, ctx) => {
      const deps = await editorDeps(ctx, restaurant);
      await reorderCategories(deps, ids);
      return answer(deps);
    },
    saveFood: async (_parent, { input }, ctx) => {
      const id = idOrNull(input.id);
      const deps = await depsForSave(ctx, 'food', input.restaurant, id);
      await saveFood(deps, { ...input, id, categoryId: input.category.trim() });
      return answer(deps);
    },
    deleteFood: async (_parent, { id }, ctx) => {
      const deps = await depsOfOwner(ctx, 'food', id);
      await deleteFood(deps, id.trim());
      return answer(deps);
    },
    reorderFoods: async (_parent, { category, ids }, ctx) => {
      const deps = await depsOfOwner(ctx, 'category', category);
      await reorderFoods(deps, category.trim(), ids);
      return answer(deps);
    },
    saveAddonGroup: async (_parent, { input }, ctx) => {
      const id = idOrNull(input.id);
      const deps = await depsForSave(ctx, 'addon', input.restaurant, id);
      await saveAddonGroup(deps, { ...input, id });
      return answer(deps);
    },
    deleteAddonGroup: async (_parent, { id }, ctx) => {
      const deps = await depsOfOwner(ctx, 'addon', id);
      await deleteAddonGroup(deps, id.trim());
      return answer(deps);
    },
  },
};
