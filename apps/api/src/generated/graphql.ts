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

export type ActionResult = {
  __typename?: 'ActionResult';
  message: Maybe<Scalars['String']['output']>;
  result: Scalars['Boolean']['output'];
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
  /**
   * The single code accepted while e-mail or mobile verification is skipped (configured on the server);
   * the client auto-fills it after 3 s (accounts §4). Null when verification is not skipped.
   */
  verificationSkipCode: Maybe<Scalars['String']['output']>;
};

export type Food = {
  __typename?: 'Food';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  image: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type GeocodeResult = {
  __typename?: 'GeocodeResult';
  formattedAddress: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  placeId: Maybe<Scalars['ID']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  /** Toggles the restaurant in the signed-in user's favourites; returns the updated profile. */
  addFavourite: User;
  /** false when the old password is wrong (the client shows "Invalid password"). */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Creates the account after checking the e-mail code (purpose sign-up) and signs in. Password needs
   * 8+ characters with an upper-case letter, a lower-case letter and a digit; a phone already used by
   * another user gives "phone number already associated with some other user".
   */
  createUser: AuthData;
  /** _id of the account with this e-mail, or null (used to route to /login-email or /registration). */
  emailExist: UserExist;
  /** Sends a password-reset code when an account exists; answers the same either way. */
  forgotPassword: OtpSent;
  /**
   * Sign in. type "default" uses email + password; type "google" verifies idToken (a Google ID token)
   * against Google's published keys and the configured client id, creating the account on first use
   * (isNewUser true). Wrong credentials give the error "Invalid credentials!". Rate-limited per account
   * and per IP (code RATE_LIMITED, extensions.retryAfter seconds).
   */
  login: AuthData;
  /** Sets a new password with a token from verifyResetOtp (single use). Signs out other sessions. */
  resetPassword: ActionResult;
  saveNotificationTokenWeb: SaveNotificationTokenResult;
  /**
   * Sends a sign-up code to the e-mail (mail adapter → outbox by default). Refused within 30 s of the
   * previous code for the same e-mail (RATE_LIMITED, retryAfter). Error if the e-mail is registered.
   */
  sendOtpToEmail: OtpSent;
  /** Sends a code by SMS (SMS adapter → outbox by default) to verify the signed-in user's phone. */
  sendOtpToPhoneNumber: OtpSent;
  /**
   * Updates the signed-in user's name and/or phone. A new phone is stored unverified, unless SMS
   * verification is disabled in configuration, in which case phoneIsVerified true is accepted (spec
   * /phone-number flow). "Name is required" for a blank name.
   */
  updateUser: User;
  /** Checks the phone code; stores the phone on the signed-in user as verified. */
  verifyPhoneOtp: User;
  /** Checks the reset code; yields a short-lived token that resetPassword requires. */
  verifyResetOtp: ResetToken;
};


export type MutationAddFavouriteArgs = {
  id: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationCreateUserArgs = {
  appleId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  notificationToken?: InputMaybe<Scalars['String']['input']>;
  otp: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationEmailExistArgs = {
  email: Scalars['String']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  appleId?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  idToken?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notificationToken?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationSaveNotificationTokenWebArgs = {
  token: Scalars['String']['input'];
};


export type MutationSendOtpToEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendOtpToPhoneNumberArgs = {
  phone: Scalars['String']['input'];
};


export type MutationUpdateUserArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phoneIsVerified?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationVerifyPhoneOtpArgs = {
  otp: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationVerifyResetOtpArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
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

export type OtpSent = {
  __typename?: 'OtpSent';
  /** Seconds the code stays valid (600). */
  expiresIn: Scalars['Int']['output'];
  result: Scalars['Boolean']['output'];
  /** Seconds before another code can be requested (30). */
  retryAfter: Scalars['Int']['output'];
};

export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  _id: Scalars['ID']['output'];
  body: Scalars['String']['output'];
  channel: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  /** Full text, e.g. 'Jinnah Super Market, F-7 Markaz, Islamabad, Pakistan'. */
  description: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  mainText: Scalars['String']['output'];
  placeId: Scalars['ID']['output'];
  secondaryText: Scalars['String']['output'];
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
   * Demo mode only (DEMO_MODE): the mail and SMS sent to a recipient, newest first, so a new user can
   * read their verification code. FORBIDDEN otherwise.
   */
  demoOutbox: Array<OutboxMessage>;
  /** Coordinates for a suggestion's placeId, or for free address text. NOT_FOUND when nothing matches. */
  geocode: GeocodeResult;
  /**
   * Restaurants that deliver to the point, nearest first, with the offers and sections that contain
   * them. Latitude and longitude are required; ip is accepted for compatibility and ignored.
   */
  nearByRestaurants: NearByData;
  /** _id of the user with this phone, or null. */
  phoneExist: UserExist;
  /**
   * Place suggestions for a partial address (ordering-core §7 "place-autocomplete"), best first.
   * Biased towards latitude/longitude when given. An empty or whitespace query returns [].
   */
  placeSuggestions: Array<PlaceSuggestion>;
  /** The signed-in user's profile; error UNAUTHENTICATED when signed out. */
  profile: User;
  /** One restaurant by id or slug (exactly one of them). */
  restaurant: Restaurant;
  /** The nearest known address for a point (language en). */
  reverseGeocode: GeocodeResult;
  taxes: Taxation;
  tips: Tip;
  /**
   * The signed-in user's favourite restaurants, newest first; with a location each carries its distance
   * (ordering-core §7 UserFavourite; latitude/longitude are null without a location).
   */
  userFavourite: Array<Restaurant>;
};


export type QueryDemoOutboxArgs = {
  recipient: Scalars['String']['input'];
};


export type QueryGeocodeArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  placeId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNearByRestaurantsArgs = {
  ip?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryPhoneExistArgs = {
  phone: Scalars['String']['input'];
};


export type QueryPlaceSuggestionsArgs = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  query: Scalars['String']['input'];
};


export type QueryRestaurantArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReverseGeocodeArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type QueryUserFavouriteArgs = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

export type ResetToken = {
  __typename?: 'ResetToken';
  expiresAt: Scalars['String']['output'];
  resetToken: Scalars['String']['output'];
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
  /** Kilometres from the queried point (nearByRestaurants; userFavourite when given a location). */
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

export type SaveNotificationTokenResult = {
  __typename?: 'SaveNotificationTokenResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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

export type UserExist = {
  __typename?: 'UserExist';
  _id: Maybe<Scalars['ID']['output']>;
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
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Addon: ResolverTypeWrapper<AddonRowModel>;
  Address: ResolverTypeWrapper<Address>;
  AuthData: ResolverTypeWrapper<AuthData>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<CategoryRowModel>;
  Configuration: ResolverTypeWrapper<Configuration>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Food: ResolverTypeWrapper<FoodRowModel>;
  GeocodeResult: ResolverTypeWrapper<GeocodeResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearByData: ResolverTypeWrapper<Omit<NearByData, 'restaurants'> & { restaurants: Array<ResolversTypes['Restaurant']> }>;
  Offer: ResolverTypeWrapper<Offer>;
  OpeningTimes: ResolverTypeWrapper<OpeningTimes>;
  Option: ResolverTypeWrapper<OptionRowModel>;
  OtpSent: ResolverTypeWrapper<OtpSent>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  Point: ResolverTypeWrapper<Point>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetToken: ResolverTypeWrapper<ResetToken>;
  Restaurant: ResolverTypeWrapper<RestaurantParentModel>;
  Review: ResolverTypeWrapper<ReviewWithUserModel>;
  ReviewData: ResolverTypeWrapper<ReviewDataParentModel>;
  ReviewOrder: ResolverTypeWrapper<ReviewOrder>;
  ReviewUser: ResolverTypeWrapper<ReviewUser>;
  SaveNotificationTokenResult: ResolverTypeWrapper<SaveNotificationTokenResult>;
  Section: ResolverTypeWrapper<Section>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Taxation: ResolverTypeWrapper<Taxation>;
  TimeWindow: ResolverTypeWrapper<TimeWindow>;
  Tip: ResolverTypeWrapper<Tip>;
  User: ResolverTypeWrapper<User>;
  UserExist: ResolverTypeWrapper<UserExist>;
  Variation: ResolverTypeWrapper<VariationRowModel>;
  Zone: ResolverTypeWrapper<ZoneRowModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  Addon: AddonRowModel;
  Address: Address;
  AuthData: AuthData;
  Boolean: Scalars['Boolean']['output'];
  Category: CategoryRowModel;
  Configuration: Configuration;
  Float: Scalars['Float']['output'];
  Food: FoodRowModel;
  GeocodeResult: GeocodeResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  NearByData: Omit<NearByData, 'restaurants'> & { restaurants: Array<ResolversParentTypes['Restaurant']> };
  Offer: Offer;
  OpeningTimes: OpeningTimes;
  Option: OptionRowModel;
  OtpSent: OtpSent;
  OutboxMessage: OutboxMessage;
  PlaceSuggestion: PlaceSuggestion;
  Point: Point;
  Query: Record<PropertyKey, never>;
  ResetToken: ResetToken;
  Restaurant: RestaurantParentModel;
  Review: ReviewWithUserModel;
  ReviewData: ReviewDataParentModel;
  ReviewOrder: ReviewOrder;
  ReviewUser: ReviewUser;
  SaveNotificationTokenResult: SaveNotificationTokenResult;
  Section: Section;
  String: Scalars['String']['output'];
  Taxation: Taxation;
  TimeWindow: TimeWindow;
  Tip: Tip;
  User: User;
  UserExist: UserExist;
  Variation: VariationRowModel;
  Zone: ZoneRowModel;
};

export type ActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  verificationSkipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FoodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Food'] = ResolversParentTypes['Food']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
};

export type GeocodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeocodeResult'] = ResolversParentTypes['GeocodeResult']> = {
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addFavourite?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddFavouriteArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  createUser?: Resolver<ResolversTypes['AuthData'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'email' | 'name' | 'otp' | 'password'>>;
  emailExist?: Resolver<ResolversTypes['UserExist'], ParentType, ContextType, RequireFields<MutationEmailExistArgs, 'email'>>;
  forgotPassword?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  login?: Resolver<ResolversTypes['AuthData'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'type'>>;
  resetPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'resetToken'>>;
  saveNotificationTokenWeb?: Resolver<ResolversTypes['SaveNotificationTokenResult'], ParentType, ContextType, RequireFields<MutationSaveNotificationTokenWebArgs, 'token'>>;
  sendOtpToEmail?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationSendOtpToEmailArgs, 'email'>>;
  sendOtpToPhoneNumber?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationSendOtpToPhoneNumberArgs, 'phone'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationUpdateUserArgs>>;
  verifyPhoneOtp?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyPhoneOtpArgs, 'otp' | 'phone'>>;
  verifyResetOtp?: Resolver<ResolversTypes['ResetToken'], ParentType, ContextType, RequireFields<MutationVerifyResetOtpArgs, 'email' | 'otp'>>;
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

export type OtpSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OtpSent'] = ResolversParentTypes['OtpSent']> = {
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retryAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondaryText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Point'] = ResolversParentTypes['Point']> = {
  coordinates?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType>;
  demoOutbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType, RequireFields<QueryDemoOutboxArgs, 'recipient'>>;
  geocode?: Resolver<ResolversTypes['GeocodeResult'], ParentType, ContextType, Partial<QueryGeocodeArgs>>;
  nearByRestaurants?: Resolver<ResolversTypes['NearByData'], ParentType, ContextType, Partial<QueryNearByRestaurantsArgs>>;
  phoneExist?: Resolver<ResolversTypes['UserExist'], ParentType, ContextType, RequireFields<QueryPhoneExistArgs, 'phone'>>;
  placeSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'query'>>;
  profile?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType, Partial<QueryRestaurantArgs>>;
  reverseGeocode?: Resolver<ResolversTypes['GeocodeResult'], ParentType, ContextType, RequireFields<QueryReverseGeocodeArgs, 'latitude' | 'longitude'>>;
  taxes?: Resolver<ResolversTypes['Taxation'], ParentType, ContextType>;
  tips?: Resolver<ResolversTypes['Tip'], ParentType, ContextType>;
  userFavourite?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType, Partial<QueryUserFavouriteArgs>>;
};

export type ResetTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetToken'] = ResolversParentTypes['ResetToken']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type SaveNotificationTokenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveNotificationTokenResult'] = ResolversParentTypes['SaveNotificationTokenResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type UserExistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserExist'] = ResolversParentTypes['UserExist']> = {
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
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
  ActionResult?: ActionResultResolvers<ContextType>;
  Addon?: AddonResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AuthData?: AuthDataResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Configuration?: ConfigurationResolvers<ContextType>;
  Food?: FoodResolvers<ContextType>;
  GeocodeResult?: GeocodeResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearByData?: NearByDataResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OpeningTimes?: OpeningTimesResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  OtpSent?: OtpSentResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  Point?: PointResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResetToken?: ResetTokenResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewData?: ReviewDataResolvers<ContextType>;
  ReviewOrder?: ReviewOrderResolvers<ContextType>;
  ReviewUser?: ReviewUserResolvers<ContextType>;
  SaveNotificationTokenResult?: SaveNotificationTokenResultResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  Taxation?: TaxationResolvers<ContextType>;
  TimeWindow?: TimeWindowResolvers<ContextType>;
  Tip?: TipResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserExist?: UserExistResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
};

