import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types from the schema-first SDL. Mappers make a type's parent the row the repository
// returns, so field resolvers are typed against what the database actually gives them.
const restaurants = './modules/restaurants/restaurants.repository.ts';
const menus = './modules/catalog/menus.ts';
const catalog = './modules/catalog/catalog.repository.ts';

const config: CodegenConfig = {
  schema: 'src/modules/**/schema.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Restaurant: `.${restaurants}#RestaurantParent`,
          Category: `.${catalog}#CategoryRow`,
          Food: `.${menus}#FoodNode`,
          Variation: `.${menus}#VariationNode`,
          Addon: `.${menus}#AddonNode`,
          Option: `.${catalog}#OptionRow`,
          Zone: `.${catalog}#ZoneRow`,
          ReviewData: `.${restaurants}#ReviewDataParent`,
          NearByData: '../modules/restaurants/find-nearby-restaurants.ts#NearbyPage',
          Review: `.${restaurants}#ReviewWithUser`,
          RestaurantPin: `.${restaurants}#NearbyRow`,
          AdminRestaurant: '../modules/restaurant-admin/restaurant-admin.repository.ts#RestaurantRow',
          AdminZone: '../modules/zones/zones.repository.ts#ZoneWithCounts',
        },
        scalars: { ID: { input: 'string', output: 'string' } },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
