/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Addon = {
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Ids of Restaurant.options in this group. */
  options: Array<Scalars['String']['output']>;
  quantityMaximum: Scalars['Int']['output'];
  quantityMinimum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Address = {
  _id: Scalars['ID']['output'];
  deliveryAddress: Scalars['String']['output'];
  details: Scalars['String']['output'];
  label: Scalars['String']['output'];
  location: Point;
  selected: Scalars['Boolean']['output'];
};

export type AuthData = {
  email: Scalars['String']['output'];
  isNewUser: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  token: Scalars['String']['output'];
  /** ISO timestamp when the token expires. */
  tokenExpiration: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type Category = {
  _id: Scalars['ID']['output'];
  foods: Array<Food>;
  title: Scalars['String']['output'];
};

/**
 * Platform configuration (ordering-core §3). Keys for external services are only exposed when the
 * matching adapter is configured; secrets never leave the server.
 */
export type Configuration = {
  _id: Scalars['ID']['output'];
  /** perKM or fixed */
  costType: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  deliveryRate: Scalars['Float']['output'];
  /** True when the server runs on embedded demo defaults (outbox visible, dispatcher on). */
  demoMode: Scalars['Boolean']['output'];
  /** Google sign-in client id; null hides the Google button. */
  googleClientId: Maybe<Scalars['String']['output']>;
  mapAttribution: Maybe<Scalars['String']['output']>;
  /** Raster tile URL template for maps; null means the offline base layer. */
  mapTileUrl: Maybe<Scalars['String']['output']>;
  paypalClientId: Maybe<Scalars['String']['output']>;
  skipEmailVerification: Scalars['Boolean']['output'];
  skipMobileVerification: Scalars['Boolean']['output'];
  smsEnabled: Scalars['Boolean']['output'];
  /** STRIPE/PAYPAL publishable keys; null when the built-in demo payment provider is used. */
  stripePublishableKey: Maybe<Scalars['String']['output']>;
};

export type Food = {
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  image: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type Mutation = {
  _noop: Maybe<Scalars['Boolean']['output']>;
  /**
   * Sign in. type "default" uses email + password. Other types arrive with the accounts module.
   * Wrong credentials give the error "Invalid credentials!".
   */
  login: AuthData;
};


export type MutationLoginArgs = {
  appleId: InputMaybe<Scalars['String']['input']>;
  email: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  notificationToken: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type NearByData = {
  offers: Array<Offer>;
  restaurants: Array<Restaurant>;
  sections: Array<Section>;
};

export type Offer = {
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Restaurant ids, in display order; only restaurants present in NearByData.restaurants. */
  restaurants: Array<Scalars['String']['output']>;
  tag: Scalars['String']['output'];
};

export type OpeningTimes = {
  /** SUN..SAT */
  day: Scalars['String']['output'];
  times: Array<TimeWindow>;
};

export type Option = {
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type Point = {
  coordinates: Array<Scalars['Float']['output']>;
};

export type Query = {
  _health: Scalars['Boolean']['output'];
  configuration: Configuration;
  /**
   * Restaurants that deliver to the point, nearest first, with the offers and sections that contain
   * them. Latitude and longitude are required; ip is accepted for compatibility and ignored.
   */
  nearByRestaurants: NearByData;
  /** The signed-in user's profile; error UNAUTHENTICATED when signed out. */
  profile: User;
  /** One restaurant by id or slug (exactly one of them). */
  restaurant: Restaurant;
  taxes: Taxation;
  tips: Tip;
};


export type QueryNearByRestaurantsArgs = {
  ip: InputMaybe<Scalars['String']['input']>;
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
};


export type QueryRestaurantArgs = {
  id: InputMaybe<Scalars['String']['input']>;
  slug: InputMaybe<Scalars['String']['input']>;
};

export type Restaurant = {
  _id: Scalars['ID']['output'];
  addons: Array<Addon>;
  address: Scalars['String']['output'];
  categories: Array<Category>;
  deliveryCharges: Maybe<Scalars['Float']['output']>;
  /** Minutes. */
  deliveryTime: Scalars['Int']['output'];
  /** Kilometres from the queried point (nearByRestaurants only). */
  distance: Maybe<Scalars['Float']['output']>;
  image: Scalars['String']['output'];
  isAvailable: Scalars['Boolean']['output'];
  /** Server-evaluated: available and inside today's opening hours in the restaurant's time zone. */
  isOpen: Scalars['Boolean']['output'];
  location: Point;
  logo: Maybe<Scalars['String']['output']>;
  minimumOrder: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  openingTimes: Array<OpeningTimes>;
  options: Array<Option>;
  /** Last order number issued (the per-restaurant sequence). */
  orderId: Scalars['Int']['output'];
  orderPrefix: Scalars['String']['output'];
  /** Average review rating, 0 when there are no reviews. */
  rating: Scalars['Float']['output'];
  reviewData: ReviewData;
  slug: Scalars['String']['output'];
  /** Percent. */
  tax: Scalars['Float']['output'];
  timeZone: Scalars['String']['output'];
  zone: Maybe<Zone>;
};

export type Review = {
  _id: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  order: Maybe<ReviewOrder>;
  rating: Scalars['Int']['output'];
};

export type ReviewData = {
  ratings: Scalars['Float']['output'];
  reviews: Array<Review>;
  total: Scalars['Int']['output'];
};

export type ReviewOrder = {
  _id: Maybe<Scalars['ID']['output']>;
  user: ReviewUser;
};

/** Reviewer identity is limited to a display name; e-mail is never exposed publicly. */
export type ReviewUser = {
  _id: Scalars['ID']['output'];
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Section = {
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  restaurants: Array<Scalars['String']['output']>;
};

export type Taxation = {
  _id: Scalars['ID']['output'];
  enabled: Scalars['Boolean']['output'];
  taxationCharges: Scalars['Float']['output'];
};

export type TimeWindow = {
  endTime: Array<Scalars['Int']['output']>;
  /** [hour, minute] */
  startTime: Array<Scalars['Int']['output']>;
};

export type Tip = {
  _id: Scalars['ID']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Percentages; the second one is preselected at checkout. */
  tipVariations: Array<Scalars['Float']['output']>;
};

export type User = {
  _id: Scalars['ID']['output'];
  addresses: Array<Address>;
  email: Scalars['String']['output'];
  emailIsVerified: Scalars['Boolean']['output'];
  /** Favourite restaurant ids. */
  favourite: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  phoneIsVerified: Scalars['Boolean']['output'];
};

export type Variation = {
  _id: Scalars['ID']['output'];
  /** Ids of Restaurant.addons groups offered with this variation. */
  addons: Array<Scalars['String']['output']>;
  /** Price before the discount, or null. */
  discounted: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type Zone = {
  _id: Scalars['ID']['output'];
  tax: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type RestaurantQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type RestaurantQuery = { restaurant: { _id: string, name: string, image: string, slug: string, address: string, deliveryTime: number, minimumOrder: number, rating: number, isAvailable: boolean, isOpen: boolean, reviewData: { total: number }, categories: Array<{ _id: string, title: string, foods: Array<{ _id: string, title: string, image: string | null, description: string, variations: Array<{ _id: string, title: string, price: number, discounted: number | null }> }> }> } };

export type NearByRestaurantsQueryVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
}>;


export type NearByRestaurantsQuery = { nearByRestaurants: { offers: Array<{ _id: string, name: string, tag: string, restaurants: Array<string> }>, sections: Array<{ _id: string, name: string, restaurants: Array<string> }>, restaurants: Array<{ _id: string, name: string, image: string, slug: string, deliveryTime: number, rating: number, isOpen: boolean, reviewData: { total: number }, categories: Array<{ _id: string, title: string }> }> } };

export type ConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationQuery = { configuration: { _id: string, currency: string, currencySymbol: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RestaurantDocument = new TypedDocumentString(`
    query Restaurant($slug: String!) {
  restaurant(slug: $slug) {
    _id
    name
    image
    slug
    address
    deliveryTime
    minimumOrder
    rating
    isAvailable
    isOpen
    reviewData {
      total
    }
    categories {
      _id
      title
      foods {
        _id
        title
        image
        description
        variations {
          _id
          title
          price
          discounted
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestaurantQuery, RestaurantQueryVariables>;
export const NearByRestaurantsDocument = new TypedDocumentString(`
    query NearByRestaurants($latitude: Float!, $longitude: Float!) {
  nearByRestaurants(latitude: $latitude, longitude: $longitude) {
    offers {
      _id
      name
      tag
      restaurants
    }
    sections {
      _id
      name
      restaurants
    }
    restaurants {
      _id
      name
      image
      slug
      deliveryTime
      rating
      isOpen
      reviewData {
        total
      }
      categories {
        _id
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NearByRestaurantsQuery, NearByRestaurantsQueryVariables>;
export const ConfigurationDocument = new TypedDocumentString(`
    query Configuration {
  configuration {
    _id
    currency
    currencySymbol
  }
}
    `) as unknown as TypedDocumentString<ConfigurationQuery, ConfigurationQueryVariables>;