// The section's generated documents and types in one place, with the status list the filters offer.
export {
  AdminRestaurantDocument,
  AdminRestaurantsDocument,
  CreateRestaurantDocument,
  LinkRestaurantUserDocument,
  PublishRestaurantDocument,
  RestaurantAdminZonesDocument,
  UnlinkRestaurantUserDocument,
  UnpublishRestaurantDocument,
  UpdateRestaurantDocument,
  type AdminRestaurantFieldsFragment,
  type RestaurantInput,
  type RestaurantStatus,
} from '@/gql/graphql.ts';
export { RESTAURANT_STATUSES as RESTAURANT_STATUS_VALUES } from '@food/domain';
