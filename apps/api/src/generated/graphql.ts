import type { GraphQLResolveInfo } from 'graphql';
import type { RestaurantParent as RestaurantParentModel, CategoryRow as CategoryRowModel, FoodRow as FoodRowModel, VariationRow as VariationRowModel, AddonRow as AddonRowModel, OptionRow as OptionRowModel, ZoneRow as ZoneRowModel, ReviewDataParent as ReviewDataParentModel, ReviewWithUser as ReviewWithUserModel } from '../modules/restaurants/restaurants.repository.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Addon = {
  __typename?: 'Addon';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Ids of Restaurant.options in this group. */
  options: Array<Scalars['String']['output']>;
  quantityMaximum: Scalars['Int']['output'];
  quantityMinimum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Address = {
  __typename?: 'Address';
  _id: Scalars['ID']['output'];
  deliveryAddress: Scalars['String']['output'];
  details: Scalars['String']['output'];
  label: Scalars['String']['output'];
  location: Point;
  selected: Scalars['Boolean']['output'];
};

export type AuthData = {
  __typename?: 'AuthData';
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
  __typename?: 'Category';
  _id: Scalars['ID']['output'];
  foods: Array<Food>;
  title: Scalars['String']['output'];
};

/**
 * Platform configuration (ordering-core §3). Keys for external services are only exposed when the
 * matching adapter is configured; secrets never leave the server.
 */
export type Configuration = {
  __typename?: 'Configuration';
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
  __typename?: 'Food';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  image: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  /**
   * Sign in. type "default" uses email + password. Other types arrive with the accounts module.
   * Wrong credentials give the error "Invalid credentials!".
   */
  login: AuthData;
};


export type MutationLoginArgs = {
  appleId?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notificationToken?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type NearByData = {
  __typename?: 'NearByData';
  offers: Array<Offer>;
  restaurants: Array<Restaurant>;
  sections: Array<Section>;
};

export type Offer = {
  __typename?: 'Offer';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Restaurant ids, in display order; only restaurants present in NearByData.restaurants. */
  restaurants: Array<Scalars['String']['output']>;
  tag: Scalars['String']['output'];
};

export type OpeningTimes = {
  __typename?: 'OpeningTimes';
  /** SUN..SAT */
  day: Scalars['String']['output'];
  times: Array<TimeWindow>;
};

export type Option = {
  __typename?: 'Option';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type Point = {
  __typename?: 'Point';
  coordinates: Array<Scalars['Float']['output']>;
};

export type Query = {
  __typename?: 'Query';
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
  ip?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryRestaurantArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type Restaurant = {
  __typename?: 'Restaurant';
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
  __typename?: 'Review';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  order: Maybe<ReviewOrder>;
  rating: Scalars['Int']['output'];
};

export type ReviewData = {
  __typename?: 'ReviewData';
  ratings: Scalars['Float']['output'];
  reviews: Array<Review>;
  total: Scalars['Int']['output'];
};

export type ReviewOrder = {
  __typename?: 'ReviewOrder';
  _id: Maybe<Scalars['ID']['output']>;
  user: ReviewUser;
};

/** Reviewer identity is limited to a display name; e-mail is never exposed publicly. */
export type ReviewUser = {
  __typename?: 'ReviewUser';
  _id: Scalars['ID']['output'];
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Section = {
  __typename?: 'Section';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  restaurants: Array<Scalars['String']['output']>;
};

export type Taxation = {
  __typename?: 'Taxation';
  _id: Scalars['ID']['output'];
  enabled: Scalars['Boolean']['output'];
  taxationCharges: Scalars['Float']['output'];
};

export type TimeWindow = {
  __typename?: 'TimeWindow';
  endTime: Array<Scalars['Int']['output']>;
  /** [hour, minute] */
  startTime: Array<Scalars['Int']['output']>;
};

export type Tip = {
  __typename?: 'Tip';
  _id: Scalars['ID']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Percentages; the second one is preselected at checkout. */
  tipVariations: Array<Scalars['Float']['output']>;
};

export type User = {
  __typename?: 'User';
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
  __typename?: 'Variation';
  _id: Scalars['ID']['output'];
  /** Ids of Restaurant.addons groups offered with this variation. */
  addons: Array<Scalars['String']['output']>;
  /** Price before the discount, or null. */
  discounted: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type Zone = {
  __typename?: 'Zone';
  _id: Scalars['ID']['output'];
  tax: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Addon: ResolverTypeWrapper<AddonRowModel>;
  Address: ResolverTypeWrapper<Address>;
  AuthData: ResolverTypeWrapper<AuthData>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<CategoryRowModel>;
  Configuration: ResolverTypeWrapper<Configuration>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Food: ResolverTypeWrapper<FoodRowModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearByData: ResolverTypeWrapper<Omit<NearByData, 'restaurants'> & { restaurants: Array<ResolversTypes['Restaurant']> }>;
  Offer: ResolverTypeWrapper<Offer>;
  OpeningTimes: ResolverTypeWrapper<OpeningTimes>;
  Option: ResolverTypeWrapper<OptionRowModel>;
  Point: ResolverTypeWrapper<Point>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Restaurant: ResolverTypeWrapper<RestaurantParentModel>;
  Review: ResolverTypeWrapper<ReviewWithUserModel>;
  ReviewData: ResolverTypeWrapper<ReviewDataParentModel>;
  ReviewOrder: ResolverTypeWrapper<ReviewOrder>;
  ReviewUser: ResolverTypeWrapper<ReviewUser>;
  Section: ResolverTypeWrapper<Section>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Taxation: ResolverTypeWrapper<Taxation>;
  TimeWindow: ResolverTypeWrapper<TimeWindow>;
  Tip: ResolverTypeWrapper<Tip>;
  User: ResolverTypeWrapper<User>;
  Variation: ResolverTypeWrapper<VariationRowModel>;
  Zone: ResolverTypeWrapper<ZoneRowModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Addon: AddonRowModel;
  Address: Address;
  AuthData: AuthData;
  Boolean: Scalars['Boolean']['output'];
  Category: CategoryRowModel;
  Configuration: Configuration;
  Float: Scalars['Float']['output'];
  Food: FoodRowModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  NearByData: Omit<NearByData, 'restaurants'> & { restaurants: Array<ResolversParentTypes['Restaurant']> };
  Offer: Offer;
  OpeningTimes: OpeningTimes;
  Option: OptionRowModel;
  Point: Point;
  Query: Record<PropertyKey, never>;
  Restaurant: RestaurantParentModel;
  Review: ReviewWithUserModel;
  ReviewData: ReviewDataParentModel;
  ReviewOrder: ReviewOrder;
  ReviewUser: ReviewUser;
  Section: Section;
  String: Scalars['String']['output'];
  Taxation: Taxation;
  TimeWindow: TimeWindow;
  Tip: Tip;
  User: User;
  Variation: VariationRowModel;
  Zone: ZoneRowModel;
};

export type AddonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Addon'] = ResolversParentTypes['Addon']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quantityMaximum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityMinimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuthDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthData'] = ResolversParentTypes['AuthData']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isNewUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenExpiration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  foods?: Resolver<Array<ResolversTypes['Food']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Configuration'] = ResolversParentTypes['Configuration']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  costType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  demoMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mapAttribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mapTileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paypalClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipEmailVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipMobileVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stripePublishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FoodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Food'] = ResolversParentTypes['Food']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  login?: Resolver<ResolversTypes['AuthData'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'type'>>;
};

export type NearByDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearByData'] = ResolversParentTypes['NearByData']> = {
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpeningTimesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningTimes'] = ResolversParentTypes['OpeningTimes']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  times?: Resolver<Array<ResolversTypes['TimeWindow']>, ParentType, ContextType>;
};

export type OptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Point'] = ResolversParentTypes['Point']> = {
  coordinates?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType>;
  nearByRestaurants?: Resolver<ResolversTypes['NearByData'], ParentType, ContextType, Partial<QueryNearByRestaurantsArgs>>;
  profile?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType, Partial<QueryRestaurantArgs>>;
  taxes?: Resolver<ResolversTypes['Taxation'], ParentType, ContextType>;
  tips?: Resolver<ResolversTypes['Tip'], ParentType, ContextType>;
};

export type RestaurantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Restaurant'] = ResolversParentTypes['Restaurant']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addons?: Resolver<Array<ResolversTypes['Addon']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  deliveryCharges?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingTimes?: Resolver<Array<ResolversTypes['OpeningTimes']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewData?: Resolver<ResolversTypes['ReviewData'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['ReviewOrder']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewData'] = ResolversParentTypes['ReviewData']> = {
  ratings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewOrder'] = ResolversParentTypes['ReviewOrder']> = {
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReviewUser'], ParentType, ContextType>;
};

export type ReviewUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewUser'] = ResolversParentTypes['ReviewUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TaxationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Taxation'] = ResolversParentTypes['Taxation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxationCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TimeWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimeWindow'] = ResolversParentTypes['TimeWindow']> = {
  endTime?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tip'] = ResolversParentTypes['Tip']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tipVariations?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailIsVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  favourite?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneIsVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  discounted?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Zone'] = ResolversParentTypes['Zone']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Addon?: AddonResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AuthData?: AuthDataResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Configuration?: ConfigurationResolvers<ContextType>;
  Food?: FoodResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearByData?: NearByDataResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OpeningTimes?: OpeningTimesResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  Point?: PointResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewData?: ReviewDataResolvers<ContextType>;
  ReviewOrder?: ReviewOrderResolvers<ContextType>;
  ReviewUser?: ReviewUserResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  Taxation?: TaxationResolvers<ContextType>;
  TimeWindow?: TimeWindowResolvers<ContextType>;
  Tip?: TipResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
};

