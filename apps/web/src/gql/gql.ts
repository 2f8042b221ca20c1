/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Restaurant($slug: String!) {\n  restaurant(slug: $slug) {\n    _id\n    name\n    image\n    slug\n    address\n    deliveryTime\n    minimumOrder\n    rating\n    isAvailable\n    isOpen\n    reviewData {\n      total\n    }\n    categories {\n      _id\n      title\n      foods {\n        _id\n        title\n        image\n        description\n        variations {\n          _id\n          title\n          price\n          discounted\n        }\n      }\n    }\n  }\n}": typeof types.RestaurantDocument,
    "query NearByRestaurants($latitude: Float!, $longitude: Float!) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude) {\n    offers {\n      _id\n      name\n      tag\n      restaurants\n    }\n    sections {\n      _id\n      name\n      restaurants\n    }\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n    }\n  }\n}": typeof types.NearByRestaurantsDocument,
    "query Configuration {\n  configuration {\n    _id\n    currency\n    currencySymbol\n  }\n}": typeof types.ConfigurationDocument,
};
const documents: Documents = {
    "query Restaurant($slug: String!) {\n  restaurant(slug: $slug) {\n    _id\n    name\n    image\n    slug\n    address\n    deliveryTime\n    minimumOrder\n    rating\n    isAvailable\n    isOpen\n    reviewData {\n      total\n    }\n    categories {\n      _id\n      title\n      foods {\n        _id\n        title\n        image\n        description\n        variations {\n          _id\n          title\n          price\n          discounted\n        }\n      }\n    }\n  }\n}": types.RestaurantDocument,
    "query NearByRestaurants($latitude: Float!, $longitude: Float!) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude) {\n    offers {\n      _id\n      name\n      tag\n      restaurants\n    }\n    sections {\n      _id\n      name\n      restaurants\n    }\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n    }\n  }\n}": types.NearByRestaurantsDocument,
    "query Configuration {\n  configuration {\n    _id\n    currency\n    currencySymbol\n  }\n}": types.ConfigurationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Restaurant($slug: String!) {\n  restaurant(slug: $slug) {\n    _id\n    name\n    image\n    slug\n    address\n    deliveryTime\n    minimumOrder\n    rating\n    isAvailable\n    isOpen\n    reviewData {\n      total\n    }\n    categories {\n      _id\n      title\n      foods {\n        _id\n        title\n        image\n        description\n        variations {\n          _id\n          title\n          price\n          discounted\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').RestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearByRestaurants($latitude: Float!, $longitude: Float!) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude) {\n    offers {\n      _id\n      name\n      tag\n      restaurants\n    }\n    sections {\n      _id\n      name\n      restaurants\n    }\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n    }\n  }\n}"): typeof import('./graphql').NearByRestaurantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Configuration {\n  configuration {\n    _id\n    currency\n    currencySymbol\n  }\n}"): typeof import('./graphql').ConfigurationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
