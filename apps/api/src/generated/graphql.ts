import type { GraphQLResolveInfo } from 'graphql';
import type { RestaurantParent as RestaurantParentModel, ReviewDataParent as ReviewDataParentModel, ReviewWithUser as ReviewWithUserModel, NearbyRow as NearbyRowModel } from '../modules/restaurants/restaurants.repository.ts';
import type { CategoryRow as CategoryRowModel, OptionRow as OptionRowModel, ZoneRow as ZoneRowModel } from '../modules/catalog/catalog.repository.ts';
import type { FoodNode as FoodNodeModel, VariationNode as VariationNodeModel, AddonNode as AddonNodeModel } from '../modules/catalog/menus.ts';
import type { NearbyPage as NearbyPageModel } from '../modules/restaurants/find-nearby-restaurants.ts';
import type { RestaurantRow as RestaurantRowModel } from '../modules/restaurant-admin/restaurant-admin.repository.ts';
import type { ZoneWithCounts as ZoneWithCountsModel } from '../modules/zones/zones.repository.ts';
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

export type AddonGroupInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  options: Array<OptionInput>;
  quantityMaximum: Scalars['Int']['input'];
  quantityMinimum: Scalars['Int']['input'];
  restaurant: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type AddonsInput = {
  /** Add-on group id. */
  _id: Scalars['String']['input'];
  /** Chosen option ids. */
  options: Array<Scalars['String']['input']>;
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

export type AddressInput = {
  /** Absent for createAddress; the address to change for editAddress. */
  _id?: InputMaybe<Scalars['String']['input']>;
  deliveryAddress: Scalars['String']['input'];
  details?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to Home. */
  label?: InputMaybe<Scalars['String']['input']>;
  latitude: Scalars['String']['input'];
  longitude: Scalars['String']['input'];
};

export type AdminApplication = {
  __typename?: 'AdminApplication';
  createdAt: Scalars['String']['output'];
  decidedAt: Maybe<Scalars['String']['output']>;
  /** Who decided: the staff member's name, if the account still exists. */
  decidedByName: Maybe<Scalars['String']['output']>;
  /** The form's other fields (a vendor's storeName, city, postalAddress, plan), key and value. */
  details: Array<ApplicationDetail>;
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ApplicationKind;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  rejectReason: Maybe<Scalars['String']['output']>;
  /** A vendor's DRAFT restaurant made by the approval. */
  restaurantId: Maybe<Scalars['ID']['output']>;
  status: ApplicationStatus;
  /** The account the approval made or linked. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type AdminApplicationPage = {
  __typename?: 'AdminApplicationPage';
  items: Array<AdminApplication>;
  /** How many match the filter (all pages). */
  total: Scalars['Int']['output'];
};

export type AdminOrderCustomer = {
  __typename?: 'AdminOrderCustomer';
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
};

export type AdminOrderDetail = {
  __typename?: 'AdminOrderDetail';
  _id: Scalars['ID']['output'];
  cancelledBy: Maybe<CancelledBy>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customer: AdminOrderCustomer;
  deliveryAddress: Scalars['String']['output'];
  /** Each status the order entered, oldest first. */
  history: Array<AdminOrderEvent>;
  isPickedUp: Scalars['Boolean']['output'];
  needsRider: Scalars['Boolean']['output'];
  orderAmount: Scalars['Float']['output'];
  orderId: Scalars['String']['output'];
  orderStatus: OrderStatus;
  paidAmount: Scalars['Float']['output'];
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Card and PayPal attempts with their refunds, oldest first. */
  payments: Array<AdminOrderPayment>;
  reason: Maybe<Scalars['String']['output']>;
  restaurantId: Scalars['ID']['output'];
  restaurantName: Scalars['String']['output'];
  rider: Maybe<OrderAdminRider>;
};

export type AdminOrderEvent = {
  __typename?: 'AdminOrderEvent';
  /** The account's name; null for the demo dispatcher or an account since deleted. */
  actorName: Maybe<Scalars['String']['output']>;
  /** CUSTOMER, RESTAURANT, RIDER, ADMIN, SUPPORT or SYSTEM. */
  actorRole: Scalars['String']['output'];
  at: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  items: Array<AdminOrderSummary>;
  /** How many orders match the filters. */
  total: Scalars['Int']['output'];
};

export type AdminOrderPayment = {
  __typename?: 'AdminOrderPayment';
  _id: Scalars['ID']['output'];
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** demo, stripe or paypal. */
  provider: Scalars['String']['output'];
  refundRef: Maybe<Scalars['String']['output']>;
  /** PENDING, PAID, FAILED, MISMATCH, REFUND_PENDING or REFUNDED (PAYMENT_ATTEMPT_STATUSES). */
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type AdminOrderSummary = {
  __typename?: 'AdminOrderSummary';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  isPickedUp: Scalars['Boolean']['output'];
  /**
   * An accepted delivery order that no rider has taken for the platform setting's unassignedAlertMinutes
   * (adminSettings), on the request's clock.
   */
  needsRider: Scalars['Boolean']['output'];
  /** Major units of currency. */
  orderAmount: Scalars['Float']['output'];
  orderId: Scalars['String']['output'];
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  restaurantId: Scalars['ID']['output'];
  restaurantName: Scalars['String']['output'];
  riderName: Maybe<Scalars['String']['output']>;
};

export type AdminRestaurant = {
  __typename?: 'AdminRestaurant';
  _id: Scalars['ID']['output'];
  address: Scalars['String']['output'];
  /** Percent the platform keeps; null: the platform default. */
  commissionRate: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['String']['output'];
  cuisines: Array<Scalars['String']['output']>;
  deliveryRadiusKm: Scalars['Float']['output'];
  /** Minutes. */
  deliveryTime: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** Cover image URL; empty when none. */
  image: Scalars['String']['output'];
  /** False while the restaurant paused itself in the console. */
  isAvailable: Scalars['Boolean']['output'];
  latitude: Scalars['Float']['output'];
  logo: Maybe<Scalars['String']['output']>;
  longitude: Scalars['Float']['output'];
  /** Major units of the platform currency. */
  minimumOrder: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  orderPrefix: Scalars['String']['output'];
  preparationMinutes: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  status: RestaurantStatus;
  /** Percent. */
  tax: Scalars['Float']['output'];
  timeZone: Scalars['String']['output'];
  /** Owner and staff accounts (role RESTAURANT linked to it). */
  users: Array<RestaurantAdminUser>;
  zone: Maybe<RestaurantAdminZone>;
};

export type AdminRestaurantPage = {
  __typename?: 'AdminRestaurantPage';
  items: Array<AdminRestaurant>;
  totalCount: Scalars['Int']['output'];
};

export type AdminRider = {
  __typename?: 'AdminRider';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Last reported position (null until the rider reported one). */
  latitude: Maybe<Scalars['Float']['output']>;
  locationUpdatedAt: Maybe<Scalars['String']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  status: RiderWorkStatus;
  suspendedAt: Maybe<Scalars['String']['output']>;
  zoneId: Maybe<Scalars['ID']['output']>;
  zoneTitle: Maybe<Scalars['String']['output']>;
};

export type AdminVoucher = {
  __typename?: 'AdminVoucher';
  _id: Scalars['ID']['output'];
  /** FIXED: major units; 0 for PERCENT. */
  amount: Scalars['Float']['output'];
  /** What the customer types (the coupon title). */
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** ISO 8601, exclusive; null: no end. */
  endsAt: Maybe<Scalars['String']['output']>;
  fundedBy: VoucherFunder;
  kind: VoucherKind;
  /** Major units of the items' subtotal. */
  minimumOrder: Scalars['Float']['output'];
  /** null: unlimited. */
  perCustomerLimit: Maybe<Scalars['Int']['output']>;
  /** PERCENT: 1..100; 0 for FIXED. */
  percent: Scalars['Float']['output'];
  /** Empty: valid at every restaurant. */
  restaurants: Array<VoucherRestaurantChoice>;
  /** ISO 8601; null: valid from creation. */
  startsAt: Maybe<Scalars['String']['output']>;
  /** null: unlimited. */
  totalLimit: Maybe<Scalars['Int']['output']>;
  usedCount: Scalars['Int']['output'];
};

/** A delivery zone as the back office edits it (docs/admin.md "Zones"). */
export type AdminZone = {
  __typename?: 'AdminZone';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Inactive zones are not offered when assigning restaurants and riders; their area still applies. */
  isActive: Scalars['Boolean']['output'];
  /**
   * GeoJSON Polygon coordinates: rings of [longitude, latitude], the first the outline, any others holes;
   * null for a zone without a drawn area (its restaurants deliver within their radius only).
   */
  polygon: Maybe<Array<Array<Array<Scalars['Float']['output']>>>>;
  restaurantCount: Scalars['Int']['output'];
  riderCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type AppLinks = {
  __typename?: 'AppLinks';
  appStoreUrl: Maybe<Scalars['String']['output']>;
  playStoreUrl: Maybe<Scalars['String']['output']>;
};

export type ApplicationDetail = {
  __typename?: 'ApplicationDetail';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ApplicationKind =
  | 'RIDER'
  | 'VENDOR';

/** ApplicationStatus: APPLICATION_STATUSES in packages/domain (test/domain-enums.test.ts). */
export type ApplicationStatus =
  | 'APPROVED'
  | 'NEW'
  | 'REJECTED';

export type AuditEntry = {
  __typename?: 'AuditEntry';
  _id: Scalars['ID']['output'];
  action: Scalars['String']['output'];
  actorId: Maybe<Scalars['ID']['output']>;
  actorName: Scalars['String']['output'];
  /** A user role, or SYSTEM for the command line and the demo seed. */
  actorRole: Scalars['String']['output'];
  /** The fields after the change, as JSON text (null when deleted). */
  after: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** The fields before the change, as JSON text (null when created). */
  before: Maybe<Scalars['String']['output']>;
  entityId: Scalars['String']['output'];
  entityType: Scalars['String']['output'];
  restaurantId: Maybe<Scalars['ID']['output']>;
};

export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  items: Array<AuditEntry>;
  total: Scalars['Int']['output'];
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

export type BestSeller = {
  __typename?: 'BestSeller';
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** Who moved an order to CANCELLED (CANCELLED_BY in packages/domain). */
export type CancelledBy =
  | 'CUSTOMER'
  | 'OPERATOR'
  | 'RESTAURANT';

export type Category = {
  __typename?: 'Category';
  _id: Scalars['ID']['output'];
  foods: Array<Food>;
  title: Scalars['String']['output'];
};

export type CategoryInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  isHidden?: InputMaybe<Scalars['Boolean']['input']>;
  restaurant: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  user: ChatUser;
};

export type ChatMessageInput = {
  message: Scalars['String']['input'];
  /** Accepted for compatibility and ignored: the sender is always the signed-in user. */
  user?: InputMaybe<ChatUserInput>;
};

export type ChatMessageResult = {
  __typename?: 'ChatMessageResult';
  data: Maybe<ChatMessage>;
  message: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type ChatUser = {
  __typename?: 'ChatUser';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ChatUserInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Platform configuration (docs/product/data.md#configuration). Keys for external services are only exposed when
 * the matching adapter is configured; secrets never leave the server.
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
  /** perKM only: the least a delivery costs, major units (0: one kilometre's rate). */
  minimumDeliveryFee: Scalars['Float']['output'];
  /** manual (bank transfers the operator makes) or stripe (Connect: restaurants and riders onboard). */
  payoutAdapter: Scalars['String']['output'];
  paypalClientId: Maybe<Scalars['String']['output']>;
  skipEmailVerification: Scalars['Boolean']['output'];
  skipMobileVerification: Scalars['Boolean']['output'];
  smsEnabled: Scalars['Boolean']['output'];
  /** STRIPE/PAYPAL publishable keys; null when the built-in demo payment provider is used. */
  stripePublishableKey: Maybe<Scalars['String']['output']>;
  /**
   * The single code accepted while e-mail or mobile verification is skipped (configured on the server);
   * the client auto-fills it after 3 s (docs/product/accounts.md#verification-codes). Null when verification is
   * not skipped.
   */
  verificationSkipCode: Maybe<Scalars['String']['output']>;
  /** The VAPID public key for Web Push subscriptions; null when push is not configured. */
  webPushPublicKey: Maybe<Scalars['String']['output']>;
};

export type ConsoleOrderPage = {
  __typename?: 'ConsoleOrderPage';
  orders: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type ConsoleReport = {
  __typename?: 'ConsoleReport';
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  period: ReportPeriod;
  rows: Array<ConsoleReportRow>;
};

export type ConsoleReportRow = {
  __typename?: 'ConsoleReportRow';
  /** revenue / orders not cancelled (0 without any). */
  averageBasket: Scalars['Float']['output'];
  /** The five items sold most (by quantity) in orders not cancelled. */
  bestSellers: Array<BestSeller>;
  cancelled: Scalars['Int']['output'];
  /** Orders that reached the restaurant, cancelled ones included. */
  orders: Scalars['Int']['output'];
  /** Sum of the order amounts of the orders not cancelled (major units). */
  revenue: Scalars['Float']['output'];
  /** The local date the day or week starts (YYYY-MM-DD). */
  start: Scalars['String']['output'];
};

export type ConsoleRestaurant = {
  __typename?: 'ConsoleRestaurant';
  _id: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  /** Minutes added to every estimate (busy controls). */
  extraPreparationMinutes: Scalars['Int']['output'];
  /** False while paused by hand (pauseRestaurant). */
  isAvailable: Scalars['Boolean']['output'];
  /** Available and inside today's opening hours now. */
  isOpen: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  openingTimes: Array<OpeningTimes>;
  /** The end of a timed pause (ISO 8601) while it holds, else null. */
  pausedUntil: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

export type ConsoleReviewPage = {
  __typename?: 'ConsoleReviewPage';
  reviews: Array<Review>;
  totalCount: Scalars['Int']['output'];
};

export type ConsoleSummary = {
  __typename?: 'ConsoleSummary';
  cancelled: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  /** Orders received today (sent to the restaurant), cancelled ones included. */
  orders: Scalars['Int']['output'];
  /** Still to accept. */
  pending: Scalars['Int']['output'];
  /** Sum of the order amounts of today's orders that were not cancelled (major units). */
  revenue: Scalars['Float']['output'];
};

export type ContactChannel =
  | 'EMAIL'
  | 'PHONE';

export type ContactMessageInput = {
  channel: ContactChannel;
  email?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type Coupon = {
  __typename?: 'Coupon';
  _id: Scalars['ID']['output'];
  /** Major units (FIXED); 0 for PERCENT. The discount never exceeds the items' subtotal. */
  amount: Scalars['Float']['output'];
  /** Percent, 0..100 (PERCENT); 0 for FIXED. */
  discount: Scalars['Float']['output'];
  enabled: Scalars['Boolean']['output'];
  endsAt: Maybe<Scalars['String']['output']>;
  kind: VoucherKind;
  /** Major units: the least items' subtotal the voucher applies to. */
  minimumOrder: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type CreatePayoutsInput = {
  /** One party only; all parties with an unpaid balance when left out. */
  party?: InputMaybe<PayoutPartyInput>;
  /** The period's last day, YYYY-MM-DD in UTC (usually a Sunday); entries made up to its end are paid. */
  periodEnd: Scalars['String']['input'];
};

export type EditableAddonGroup = {
  __typename?: 'EditableAddonGroup';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  options: Array<EditableOption>;
  quantityMaximum: Scalars['Int']['output'];
  quantityMinimum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type EditableCategory = {
  __typename?: 'EditableCategory';
  _id: Scalars['ID']['output'];
  foods: Array<EditableFood>;
  /** Hidden from customers with all its dishes. */
  isHidden: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type EditableFood = {
  __typename?: 'EditableFood';
  _id: Scalars['ID']['output'];
  /** SUN..SAT; empty: every day. */
  availableDays: Array<Scalars['String']['output']>;
  /** Minutes since midnight in the restaurant's time zone; both null: all day. */
  availableFrom: Maybe<Scalars['Int']['output']>;
  availableTo: Maybe<Scalars['Int']['output']>;
  category: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  image: Maybe<Scalars['String']['output']>;
  /** False: not on the customer menu. */
  isActive: Scalars['Boolean']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<EditableVariation>;
};

export type EditableMenu = {
  __typename?: 'EditableMenu';
  addonGroups: Array<EditableAddonGroup>;
  categories: Array<EditableCategory>;
  restaurant: Scalars['ID']['output'];
};

export type EditableOption = {
  __typename?: 'EditableOption';
  _id: Scalars['ID']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type EditableVariation = {
  __typename?: 'EditableVariation';
  _id: Scalars['ID']['output'];
  /** Ids of the add-on groups offered with this variation, in order. */
  addonGroups: Array<Scalars['ID']['output']>;
  discounted: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

/**
 * The codes of expected failures: every error's extensions.code is one of these (docs/architecture.md
 * "Errors"). The list is ERROR_CODES in packages/domain; test/error-codes.test.ts keeps the two equal.
 */
export type ErrorCode =
  | 'ADDRESS_NOT_FOUND'
  | 'ALREADY_PAID'
  | 'ALREADY_REVIEWED'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'CART_EMPTY'
  | 'CART_RESTAURANT_MISMATCH'
  | 'CODE_ATTEMPTS_EXCEEDED'
  | 'CODE_EXPIRED'
  | 'COUPON_INVALID'
  | 'DELIVERY_FAILED'
  | 'DOCUMENT_NOT_REGISTERED'
  | 'DOCUMENT_OUTDATED'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_ADDONS'
  | 'INVALID_AMOUNT'
  | 'INVALID_CODE'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_DATE'
  | 'INVALID_RESET_TOKEN'
  | 'INVALID_TIME_ZONE'
  | 'INVALID_TRANSITION'
  | 'ITEM_OUT_OF_STOCK'
  | 'ITEM_UNAVAILABLE'
  | 'MINIMUM_NOT_REACHED'
  | 'NOT_FOUND'
  | 'NOT_PAID'
  | 'NO_ADDRESS'
  | 'NO_PAYMENT_METHOD'
  | 'ORDER_CANCELLED'
  | 'OUTSIDE_DELIVERY_AREA'
  | 'PAYLOAD_TOO_LARGE'
  | 'PAYMENT_MISMATCH'
  | 'PAYMENT_NOT_COMPLETED'
  | 'PAYMENT_NOT_SUPPORTED'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'PHONE_MISSING'
  | 'PHONE_NOT_VERIFIED'
  | 'PRICE_CHANGED'
  | 'QUERY_TOO_COMPLEX'
  | 'RATE_LIMITED'
  | 'RESTAURANT_CLOSED'
  | 'RIDER_BUSY'
  | 'RIDER_OFFLINE'
  | 'SCHEDULE_OUTSIDE_HOURS'
  | 'SERVICE_UNAVAILABLE'
  | 'TIMEOUT'
  | 'TOO_FAR'
  | 'UNAUTHENTICATED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'WRONG_PAYMENT_METHOD';

export type Food = {
  __typename?: 'Food';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  image: Maybe<Scalars['String']['output']>;
  /** Marked out of stock by the restaurant: listed, but it cannot be ordered. */
  isOutOfStock: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type FoodInput = {
  availableDays?: InputMaybe<Array<Scalars['String']['input']>>;
  availableFrom?: InputMaybe<Scalars['Int']['input']>;
  availableTo?: InputMaybe<Scalars['Int']['input']>;
  category: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isOutOfStock?: InputMaybe<Scalars['Boolean']['input']>;
  restaurant: Scalars['String']['input'];
  title: Scalars['String']['input'];
  variations: Array<VariationInput>;
};

export type GeocodeResult = {
  __typename?: 'GeocodeResult';
  formattedAddress: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  placeId: Maybe<Scalars['ID']['output']>;
};

/** An account's balance in one currency, for the operator's overview. */
export type LedgerAccountBalance = {
  __typename?: 'LedgerAccountBalance';
  /** Major units; + the platform holds or is owed it, − it owes or earned it. */
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  entryCount: Scalars['Int']['output'];
  kind: LedgerAccountKind;
  owner: Scalars['String']['output'];
  /** The restaurant's or rider's name; null for other accounts. */
  ownerName: Maybe<Scalars['String']['output']>;
  /** A restaurant's or rider's account: whether they have a Stripe Connect account (onboarding started). */
  stripeConnected: Scalars['Boolean']['output'];
};

/** An account: a restaurant's or rider's id, an order's id, a provider's name, or platform. */
export type LedgerAccountInput = {
  kind: LedgerAccountKind;
  owner: Scalars['String']['input'];
};

/** The ledger's accounts (docs/money.md#accounts); the same list as packages/domain's LEDGER_ACCOUNT_KINDS. */
export type LedgerAccountKind =
  | 'ORDER_CLEARING'
  | 'PAID_OUT'
  | 'PAYOUT_PENDING'
  | 'PLATFORM_REVENUE'
  | 'PROVIDER'
  | 'RESTAURANT_CASH'
  | 'RESTAURANT_PAYABLE'
  | 'RIDER_CASH'
  | 'RIDER_PAYABLE';

export type LedgerAccounts = {
  __typename?: 'LedgerAccounts';
  /** Every restaurant, rider, provider and platform account; an order's clearing and a payout's pending account only while not zero. */
  accounts: Array<LedgerAccountBalance>;
  /** How new payouts are sent: manual or stripe (PAYOUT_ADAPTER). */
  payoutAdapter: Scalars['String']['output'];
  revenue: Array<PlatformEarnings>;
};

/** An account's balance in one currency: + the platform holds or is owed it, − it owes or earned it. */
export type LedgerBalance = {
  __typename?: 'LedgerBalance';
  /** Major units. */
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  entryCount: Scalars['Int']['output'];
  kind: LedgerAccountKind;
  owner: Scalars['String']['output'];
};

export type LedgerEntry = {
  __typename?: 'LedgerEntry';
  _id: Scalars['ID']['output'];
  /** Major units, signed. */
  amount: Scalars['Float']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  eventKind: LedgerEventKind;
  kind: LedgerAccountKind;
  orderId: Maybe<Scalars['ID']['output']>;
  owner: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
};

/** The money events (docs/money.md#events); packages/domain's LEDGER_EVENT_KINDS. */
export type LedgerEventKind =
  | 'CASH_COLLECTED'
  | 'COMMISSION'
  | 'DELIVERY_FEE'
  | 'PAYMENT_CAPTURED'
  | 'PAYOUT'
  | 'PAYOUT_PAID'
  | 'PAYOUT_REVERSED'
  | 'REFUND'
  | 'RESTAURANT_SHARE'
  | 'RIDER_FEE'
  | 'TAX'
  | 'TIP'
  | 'VOUCHER_COST';

/**
 * One party's statement for a period in one currency (docs/money.md#statements). Amounts are major units
 * with the party's sign: + earned by the party, − received by it, charged to it, or cash it holds for the
 * platform. opening + movement = closing.
 */
export type LedgerStatement = {
  __typename?: 'LedgerStatement';
  /** Each of the party's two accounts at the start and the end. */
  accounts: Array<LedgerStatementAccount>;
  closing: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** Oldest first. */
  entries: Array<LedgerStatementEntry>;
  /** Local dates (YYYY-MM-DD) in timeZone, both included. */
  from: Scalars['String']['output'];
  movement: Scalars['Float']['output'];
  opening: Scalars['Float']['output'];
  owner: Scalars['String']['output'];
  party: StatementParty;
  /** The restaurant's or rider's name. */
  partyName: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** Per event kind, the ledger's order. A kind is a String, so kinds added later still show. */
  totals: Array<LedgerStatementTotal>;
};

export type LedgerStatementAccount = {
  __typename?: 'LedgerStatementAccount';
  closing: Scalars['Float']['output'];
  kind: LedgerAccountKind;
  opening: Scalars['Float']['output'];
};

export type LedgerStatementEntry = {
  __typename?: 'LedgerStatementEntry';
  _id: Scalars['ID']['output'];
  account: LedgerAccountKind;
  amount: Scalars['Float']['output'];
  /** Local date and time, YYYY-MM-DD HH:MM. */
  at: Scalars['String']['output'];
  eventKind: Scalars['String']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
  /** The order's number as the restaurant and rider know it. */
  orderNumber: Maybe<Scalars['String']['output']>;
};

export type LedgerStatementTotal = {
  __typename?: 'LedgerStatementTotal';
  amount: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  eventKind: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  /** Restaurant: accept a PENDING order; preparationTime in minutes from now (1..240). */
  acceptOrder: Order;
  /** A closed day (local YYYY-MM-DD, today or later): closed all day, scheduled orders refused. */
  addClosure: RestaurantClosure;
  /** Toggles the restaurant in the signed-in user's favourites; returns the updated profile. */
  addFavourite: User;
  /**
   * Gives an ACCEPTED or ASSIGNED delivery order to a rider by hand, as if the rider had taken it
   * (a reassignment replaces the current rider).
   */
  adminAssignRider: AdminOrderDetail;
  /**
   * Cancels an order that may still be cancelled (PENDING, ACCEPTED) with the reason the customer sees;
   * a paid order is refunded through its provider, exactly once.
   */
  adminCancelOrder: AdminOrderDetail;
  /**
   * Approves a NEW application: a vendor gets a RESTAURANT account linked to a new DRAFT restaurant, a
   * rider a RIDER account in `zone`. An e-mail that already has an account is linked, never duplicated.
   * The applicant is mailed. A decided application: BAD_USER_INPUT.
   */
  approveApplication: AdminApplication;
  /** Rider: take an ACCEPTED delivery order that no rider has (→ ASSIGNED to the caller). */
  assignOrder: Order;
  /** Customer: cancel while PENDING or ACCEPTED (the cancellable statuses). */
  cancelOrder: Order;
  /**
   * changed false when the old password is wrong (the client shows "Invalid password"). On success every
   * other session of the account ends (docs/security.md "Sessions") and the caller gets a new token.
   */
  changePassword: PasswordChange;
  /** Opens the confirm link of a subscription mail. */
  confirmNewsletter: SubmissionResult;
  /**
   * Looks up a voucher by its code (the coupon title, case-insensitive) and checks it can be used now
   * (docs/product/ordering.md#vouchers). Every refusal is COUPON_INVALID with extensions.voucherRefusal
   * (enum VoucherRefusal): UNKNOWN (no such code, or disabled), NOT_STARTED, EXPIRED, USED_UP, ALREADY_USED
   * (only for a signed-in caller), and with the optional arguments WRONG_RESTAURANT and BELOW_MINIMUM.
   */
  coupon: Coupon;
  /** Adds an address and makes it the selected one. */
  createAddress: User;
  /**
   * Pays out every party with an unpaid balance up to the period end (or the one named), one payout per
   * party and currency; running it again for the same period pays only what is left. Returns the payouts
   * this run made, and any a run of the same period at the same moment had just made. Operator only.
   */
  createPayouts: Array<Payout>;
  /** A new restaurant, as a DRAFT customers do not see. A slug already used is BAD_USER_INPUT (rule slugTaken). */
  createRestaurant: AdminRestaurant;
  /**
   * Creates the account after checking the e-mail code (purpose sign-up) and signs in. Password needs
   * 8+ characters with an upper-case letter, a lower-case letter and a digit; a phone already used by
   * another user gives "phone number already associated with some other user".
   */
  createUser: AuthData;
  /** A new voucher; the code must be unique ignoring case. Audited. */
  createVoucher: AdminVoucher;
  /**
   * Creates a delivery zone. The polygon must be closed rings of at least 4 [longitude, latitude]
   * positions that do not cross and enclose an area; BAD_USER_INPUT says what is wrong (operator).
   */
  createZone: AdminZone;
  /** Restaurant: decline a PENDING or ACCEPTED order → CANCELLED with the reason. */
  declineOrder: Order;
  /** Deletes an add-on group and detaches it from every variation. */
  deleteAddonGroup: EditableMenu;
  /** NOT_FOUND when the id is not one of the user's addresses. */
  deleteAddress: User;
  /** Deletes an empty category; one that still has dishes is refused (move or delete them first). */
  deleteCategory: EditableMenu;
  /** Deletes a dish; placed orders keep their own copy of it. */
  deleteFood: EditableMenu;
  /**
   * Deletes a zone. Refused (BAD_REQUEST) while restaurants or riders belong to it: move them first
   * (operator). Returns the deleted zone's id.
   */
  deleteZone: Scalars['ID']['output'];
  /** Rider: handed to the customer (PICKED → DELIVERED). */
  deliverOrder: Order;
  /** NOT_FOUND when the id is not one of the user's addresses. */
  editAddress: User;
  /** _id of the account with this e-mail, or null (used to route to /login-email or /registration). */
  emailExist: UserExist;
  /** Sends a password-reset code when an account exists; answers the same either way. */
  forgotPassword: OtpSent;
  /** Restaurant: a pick-up order was collected (ACCEPTED → PICKED → DELIVERED in one step). */
  handOverPickupOrder: Order;
  /**
   * The account with this e-mail becomes a RESTAURANT user of the restaurant (it then sees it in the
   * console). NOT_FOUND when no account has the e-mail; operator, support and rider accounts, and accounts
   * linked to another restaurant, are refused.
   */
  linkRestaurantUser: AdminRestaurant;
  /**
   * Sign in. type "default" uses email + password; type "google" verifies idToken (a Google ID token)
   * against Google's published keys and the configured client id, creating the account on first use
   * (isNewUser true). Wrong credentials give the error "Invalid credentials!". Rate-limited per account
   * and per IP (code RATE_LIMITED, extensions.retryAfter seconds).
   */
  login: AuthData;
  /**
   * Sign out on the server: every session token issued to the user so far stops working, on every device
   * (their next request is signed out; user-only fields answer UNAUTHENTICATED). True when a session was
   * revoked, false when the caller was not signed in (nothing to do, not an error).
   */
  logout: Scalars['Boolean']['output'];
  /** A manual payout's bank transfer was made: PENDING to PAID, once (a second call: INVALID_TRANSITION). */
  markPayoutPaid: Payout;
  /**
   * Busy: a paused restaurant shows closed and placeOrder refuses it (RESTAURANT_CLOSED) until resumed.
   * Resuming (paused: false) also ends a timed pause.
   */
  pauseRestaurant: ConsoleRestaurant;
  /**
   * Busy: closed to new orders for `minutes` (15, 30, 45, 60, 90 or 120) or the rest of the restaurant's
   * local day (restOfDay: true); it opens again by itself at pausedUntil, with no further call.
   */
  pauseRestaurantUntil: ConsoleRestaurant;
  /** Rider: collected at the restaurant (ASSIGNED → PICKED). */
  pickUpOrder: Order;
  /**
   * Places an order in one transaction, idempotently: the same idempotencyKey from the same user returns
   * the order created the first time and never creates a second. The server recomputes every amount from
   * database prices, the coupon, tipPercent, the restaurant's tax and the delivery distance; when the
   * client's tipping, taxationAmount, deliveryCharges or orderAmount differ it refuses with code
   * PRICE_CHANGED ("Prices have changed. Please review your order.", extensions.expected holds the
   * server's figures). Other codes (docs/product/errors.md#codes): RESTAURANT_CLOSED,
   * CART_EMPTY, MINIMUM_NOT_REACHED, NO_ADDRESS, ADDRESS_NOT_FOUND, NO_PAYMENT_METHOD, PHONE_MISSING,
   * PHONE_NOT_VERIFIED, PAYMENT_NOT_SUPPORTED, ITEM_UNAVAILABLE, ITEM_OUT_OF_STOCK (a food or option the
   * restaurant marked out of stock; extensions.food and .option name it), INVALID_ADDONS, COUPON_INVALID,
   * SCHEDULE_OUTSIDE_HOURS (orderDate not inside the opening hours in the restaurant's time zone),
   * BAD_USER_INPUT. COD orders go to the restaurant at once; STRIPE/PAYPAL orders only once paid.
   */
  placeOrder: Order;
  /** Customers see it and can order from it on their next request. */
  publishRestaurant: AdminRestaurant;
  reactivateRider: AdminRider;
  /** Rejects a NEW application; the reason (1–500 characters) is mailed to the applicant. */
  rejectApplication: AdminApplication;
  /** Opens a closed day again. */
  removeClosure: Scalars['Boolean']['output'];
  /** Puts the restaurant's categories in this order; `ids` must be exactly its categories. */
  reorderCategories: EditableMenu;
  /** Puts a category's dishes in this order; `ids` must be exactly its dishes. */
  reorderFoods: EditableMenu;
  /** The restaurant's one public answer to a review (at most 500 characters); it cannot be changed. */
  replyToReview: Review;
  /** Sets a new password with a token from verifyResetOtp (single use). Signs out other sessions. */
  resetPassword: ActionResult;
  /**
   * Customer: rate a DELIVERED (or COMPLETED) order once; rating 1..5 (the web asks for at least 2),
   * description up to 500 characters. Updates the restaurant's rating and review count.
   */
  reviewOrder: Order;
  /** Creates (no id) or replaces an add-on group with its options (options with an id are updated). */
  saveAddonGroup: EditableMenu;
  /** Creates (no id) or renames / hides a category. */
  saveCategory: EditableMenu;
  /**
   * Creates (no id) or replaces a dish with its variations and the add-on groups of each variation, in one
   * transaction. Variations with an id are updated, new ones created, missing ones deleted. `image`: a url
   * from POST /uploads/images (/media/…), the dish's current image, or null.
   */
  saveFood: EditableMenu;
  saveNotificationTokenWeb: SaveNotificationTokenResult;
  /** Marks one address as selected (the current delivery location); NOT_FOUND as above. */
  selectAddress: User;
  sendChatMessage: ChatMessageResult;
  /**
   * Sends a sign-up code to the e-mail (mail adapter → outbox by default). Refused within 30 s of the
   * previous code for the same e-mail (RATE_LIMITED, retryAfter). Error if the e-mail is registered.
   */
  sendOtpToEmail: OtpSent;
  /** Sends a code by SMS (SMS adapter → outbox by default) to verify the signed-in user's phone. */
  sendOtpToPhoneNumber: OtpSent;
  /**
   * Busy: minutes (0, 10, 15, 20, 30, 45 or 60) added to the delivery time customers see and to the
   * expected time of orders placed from now on.
   */
  setExtraPreparationTime: ConsoleRestaurant;
  /** Marks a food of a managed restaurant out of stock (or back in stock). */
  setFoodOutOfStock: StockState;
  /** Marks an add-on option of a managed restaurant out of stock (or back in stock). */
  setOptionOutOfStock: StockState;
  /**
   * Chooses the password of an account made by `create-admin --link`, with the token of its one-time
   * link (24 hours, once; a newer link replaces it). The sign-up password rules apply. A wrong, used or
   * expired token: INVALID_RESET_TOKEN with extensions.link "invalid", "used" or "expired". Rate-limited
   * per IP (RATE_LIMITED). True when the password is set; the account then signs in as usual.
   */
  setPasswordWithToken: Scalars['Boolean']['output'];
  /** Go online (see and take offers, report positions) or offline; offline is refused during a delivery (RIDER_BUSY). */
  setRiderOnline: RiderProfile;
  /** Moves a rider to another zone (null: no zone). */
  setRiderZone: AdminRider;
  /** Turns a voucher on or off; a disabled code is refused as UNKNOWN. Audited. */
  setVoucherEnabled: AdminVoucher;
  /**
   * A Stripe-hosted onboarding link for the caller's own Connect account (a restaurant user's restaurant,
   * a rider's self), made on the first call. PAYMENT_NOT_SUPPORTED unless payouts go through Stripe.
   */
  startPayoutOnboarding: Scalars['String']['output'];
  /** A contact message by phone (name, phone, message) or by e-mail (name, email, message). */
  submitContactMessage: SubmissionResult;
  /**
   * A vendor (isRider false, role "Vendor Registration") or rider (isRider true, role "Driver
   * Registration") application. Rules are checked in this order: terms, phone, phone shape,
   * confirmation, e-mail, then name and the platform's password rule.
   */
  submitRegistration: SubmissionResult;
  /**
   * The footer's subscribe box: mails a confirm link (and an unsubscribe link). Answers the same whether
   * or not the address was already subscribed.
   */
  subscribeNewsletter: SubmissionResult;
  /** Suspends a rider: switched offline, cannot go online or take offers until reactivated. */
  suspendRider: AdminRider;
  /** The account stops being a user of the restaurant and becomes a customer again. */
  unlinkRestaurantUser: AdminRestaurant;
  /** Customers no longer see it or order from it; placed orders are not touched. */
  unpublishRestaurant: AdminRestaurant;
  /** Opens the unsubscribe link of a subscription mail. */
  unsubscribeNewsletter: SubmissionResult;
  /**
   * Replaces the weekly opening hours (the restaurant's time zone). A day left out is closed all day;
   * at most 6 windows a day; an end at or before its start runs past midnight; 24:00 is midnight.
   */
  updateOpeningTimes: ConsoleRestaurant;
  /** Replaces the restaurant's editable fields; only what changed is written to the audit log. */
  updateRestaurant: AdminRestaurant;
  /** Rider: the caller's current position. */
  updateRiderLocation: Rider;
  /**
   * Saves the platform's settings in one transaction with an audit row; customers' next request sees
   * them (the catalog cache is invalidated). Amounts are major units of the new currency.
   */
  updateSettings: PlatformSettings;
  /**
   * Updates the signed-in user's name and/or phone. A new phone is stored unverified, unless SMS
   * verification is disabled in configuration, in which case phoneIsVerified true is accepted (the
   * /phone-number flow). "Name is required" for a blank name.
   */
  updateUser: User;
  /** Replaces a voucher's terms (not its use count). Audited. */
  updateVoucher: AdminVoucher;
  /** Replaces a zone's title, description, polygon and active flag (operator). */
  updateZone: AdminZone;
  /** Checks the phone code; stores the phone on the signed-in user as verified. */
  verifyPhoneOtp: User;
  /** Checks the reset code; yields a short-lived token that resetPassword requires. */
  verifyResetOtp: ResetToken;
};


export type MutationAcceptOrderArgs = {
  id: Scalars['String']['input'];
  preparationTime: Scalars['Int']['input'];
};


export type MutationAddClosureArgs = {
  date: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  restaurant: Scalars['String']['input'];
};


export type MutationAddFavouriteArgs = {
  id: Scalars['String']['input'];
};


export type MutationAdminAssignRiderArgs = {
  order: Scalars['ID']['input'];
  rider: Scalars['ID']['input'];
};


export type MutationAdminCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationApproveApplicationArgs = {
  id: Scalars['ID']['input'];
  zone?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAssignOrderArgs = {
  id: Scalars['String']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationConfirmNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationCouponArgs = {
  coupon: Scalars['String']['input'];
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
  subtotal?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationCreateAddressArgs = {
  addressInput: AddressInput;
};


export type MutationCreatePayoutsArgs = {
  input: CreatePayoutsInput;
};


export type MutationCreateRestaurantArgs = {
  input: RestaurantInput;
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


export type MutationCreateVoucherArgs = {
  input: VoucherInput;
};


export type MutationCreateZoneArgs = {
  input: ZoneInput;
};


export type MutationDeclineOrderArgs = {
  id: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAddonGroupArgs = {
  id: Scalars['String']['input'];
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['String']['input'];
};


export type MutationDeleteFoodArgs = {
  id: Scalars['String']['input'];
};


export type MutationDeleteZoneArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeliverOrderArgs = {
  id: Scalars['String']['input'];
};


export type MutationEditAddressArgs = {
  addressInput: AddressInput;
};


export type MutationEmailExistArgs = {
  email: Scalars['String']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationHandOverPickupOrderArgs = {
  id: Scalars['String']['input'];
};


export type MutationLinkRestaurantUserArgs = {
  email: Scalars['String']['input'];
  restaurant: Scalars['String']['input'];
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


export type MutationMarkPayoutPaidArgs = {
  payoutId: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
};


export type MutationPauseRestaurantArgs = {
  paused: Scalars['Boolean']['input'];
  restaurant: Scalars['String']['input'];
};


export type MutationPauseRestaurantUntilArgs = {
  minutes?: InputMaybe<Scalars['Int']['input']>;
  restOfDay?: InputMaybe<Scalars['Boolean']['input']>;
  restaurant: Scalars['String']['input'];
};


export type MutationPickUpOrderArgs = {
  id: Scalars['String']['input'];
};


export type MutationPlaceOrderArgs = {
  address?: InputMaybe<OrderAddressInput>;
  couponCode?: InputMaybe<Scalars['String']['input']>;
  deliveryCharges: Scalars['Float']['input'];
  idempotencyKey: Scalars['String']['input'];
  isPickedUp: Scalars['Boolean']['input'];
  orderAmount?: InputMaybe<Scalars['Float']['input']>;
  orderDate: Scalars['String']['input'];
  orderInput: Array<OrderInput>;
  paymentMethod: Scalars['String']['input'];
  restaurant: Scalars['String']['input'];
  taxationAmount: Scalars['Float']['input'];
  tipPercent?: InputMaybe<Scalars['Float']['input']>;
  tipping: Scalars['Float']['input'];
};


export type MutationPublishRestaurantArgs = {
  id: Scalars['String']['input'];
};


export type MutationReactivateRiderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRejectApplicationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRemoveClosureArgs = {
  date: Scalars['String']['input'];
  restaurant: Scalars['String']['input'];
};


export type MutationReorderCategoriesArgs = {
  ids: Array<Scalars['String']['input']>;
  restaurant: Scalars['String']['input'];
};


export type MutationReorderFoodsArgs = {
  category: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']>;
};


export type MutationReplyToReviewArgs = {
  review: Scalars['String']['input'];
  text: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationReviewOrderArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  order: Scalars['String']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationSaveAddonGroupArgs = {
  input: AddonGroupInput;
};


export type MutationSaveCategoryArgs = {
  input: CategoryInput;
};


export type MutationSaveFoodArgs = {
  input: FoodInput;
};


export type MutationSaveNotificationTokenWebArgs = {
  token: Scalars['String']['input'];
};


export type MutationSelectAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendChatMessageArgs = {
  message: ChatMessageInput;
  orderId: Scalars['ID']['input'];
};


export type MutationSendOtpToEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendOtpToPhoneNumberArgs = {
  phone: Scalars['String']['input'];
};


export type MutationSetExtraPreparationTimeArgs = {
  minutes: Scalars['Int']['input'];
  restaurant: Scalars['String']['input'];
};


export type MutationSetFoodOutOfStockArgs = {
  food: Scalars['String']['input'];
  outOfStock: Scalars['Boolean']['input'];
};


export type MutationSetOptionOutOfStockArgs = {
  option: Scalars['String']['input'];
  outOfStock: Scalars['Boolean']['input'];
};


export type MutationSetPasswordWithTokenArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSetRiderOnlineArgs = {
  online: Scalars['Boolean']['input'];
};


export type MutationSetRiderZoneArgs = {
  id: Scalars['ID']['input'];
  zone?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetVoucherEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSubmitContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSubmitRegistrationArgs = {
  input: RegistrationInput;
};


export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationSuspendRiderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnlinkRestaurantUserArgs = {
  restaurant: Scalars['String']['input'];
  user: Scalars['String']['input'];
};


export type MutationUnpublishRestaurantArgs = {
  id: Scalars['String']['input'];
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateOpeningTimesArgs = {
  openingTimes: Array<OpeningTimesInput>;
  restaurant: Scalars['String']['input'];
};


export type MutationUpdateRestaurantArgs = {
  id: Scalars['String']['input'];
  input: RestaurantInput;
};


export type MutationUpdateRiderLocationArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type MutationUpdateSettingsArgs = {
  input: PlatformSettingsInput;
};


export type MutationUpdateUserArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phoneIsVerified?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateVoucherArgs = {
  id: Scalars['ID']['input'];
  input: VoucherInput;
};


export type MutationUpdateZoneArgs = {
  id: Scalars['ID']['input'];
  input: ZoneInput;
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
  /**
   * First page only (empty on later pages): at most 10, each listing every restaurant in range of the
   * point (whatever the page size or search), at most 12; empty ones left out.
   */
  offers: Array<Offer>;
  pageInfo: PageInfo;
  /** This page of restaurants. */
  restaurants: Array<Restaurant>;
  /** First page only (empty on later pages): as offers. */
  sections: Array<Section>;
  /** Restaurants in range matching search, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type Offer = {
  __typename?: 'Offer';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Restaurant ids, in display order; each is in nearByCarouselRestaurants. */
  restaurants: Array<Scalars['String']['output']>;
  tag: Scalars['String']['output'];
};

export type OnboardingZone = {
  __typename?: 'OnboardingZone';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type OpeningTimes = {
  __typename?: 'OpeningTimes';
  /** SUN..SAT */
  day: Scalars['String']['output'];
  times: Array<TimeWindow>;
};

export type OpeningTimesInput = {
  /** SUN..SAT */
  day: Scalars['String']['input'];
  times: Array<TimeWindowInput>;
};

export type Option = {
  __typename?: 'Option';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Marked out of stock by the restaurant: listed, but it cannot be chosen. */
  isOutOfStock: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type OptionInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['Float']['input'];
  title: Scalars['String']['input'];
};

export type Order = {
  __typename?: 'Order';
  _id: Scalars['ID']['output'];
  acceptedAt: Maybe<Scalars['String']['output']>;
  assignedAt: Maybe<Scalars['String']['output']>;
  cancelledAt: Maybe<Scalars['String']['output']>;
  /** Who cancelled a CANCELLED order: the customer, or the restaurant (a decline); null otherwise. */
  cancelledBy: Maybe<CancelledBy>;
  completionTime: Maybe<Scalars['String']['output']>;
  couponCode: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  deliveredAt: Maybe<Scalars['String']['output']>;
  /**
   * Null for pick-up orders, and for anyone but the customer and the assigned rider while the delivery is
   * under way (docs/security.md "Who sees what of an order").
   */
  deliveryAddress: Maybe<OrderDeliveryAddress>;
  deliveryCharges: Scalars['Float']['output'];
  discount: Scalars['Float']['output'];
  expectedTime: Maybe<Scalars['String']['output']>;
  isPickedUp: Scalars['Boolean']['output'];
  items: Array<OrderItem>;
  itemsSubtotal: Scalars['Float']['output'];
  orderAmount: Scalars['Float']['output'];
  orderDate: Scalars['String']['output'];
  /** Human-facing number, unique per restaurant: prefix + sequence, e.g. KAR-17. */
  orderId: Scalars['String']['output'];
  orderStatus: OrderStatus;
  /** What paid the order itself; 0 for an order paid only after it was cancelled (that payment was only refunded). */
  paidAmount: Scalars['Float']['output'];
  /** COD | STRIPE | PAYPAL */
  paymentMethod: PaymentMethod;
  /** PENDING | PAID | FAILED | REFUND_PENDING | REFUNDED (COD stays PENDING until delivered). */
  paymentStatus: PaymentStatus;
  pickedAt: Maybe<Scalars['String']['output']>;
  preparationTime: Maybe<Scalars['String']['output']>;
  /** Why a CANCELLED order was cancelled or declined. */
  reason: Maybe<Scalars['String']['output']>;
  /** Refunds claimed and not yet confirmed by the provider. */
  refundPendingAmount: Scalars['Float']['output'];
  /** Refunds the provider took for this order (docs/payments.md "Refunds"); a second payment of a paid order is refunded while the order stays PAID. */
  refundedAmount: Scalars['Float']['output'];
  restaurant: OrderRestaurant;
  review: Maybe<OrderReview>;
  rider: Maybe<OrderRider>;
  taxationAmount: Scalars['Float']['output'];
  tipping: Scalars['Float']['output'];
  user: OrderUser;
};

export type OrderAddon = {
  __typename?: 'OrderAddon';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  options: Array<OrderAddonOption>;
  quantityMaximum: Scalars['Int']['output'];
  quantityMinimum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type OrderAddonOption = {
  __typename?: 'OrderAddonOption';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type OrderAddressInput = {
  /** The saved address (one of the user's). Its stored text and coordinates are what the order uses. */
  _id: Scalars['ID']['input'];
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  details?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['String']['input']>;
  longitude?: InputMaybe<Scalars['String']['input']>;
};

export type OrderAdminRider = {
  __typename?: 'OrderAdminRider';
  _id: Scalars['ID']['output'];
  isOnline: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  zoneName: Maybe<Scalars['String']['output']>;
};

export type OrderDeliveryAddress = {
  __typename?: 'OrderDeliveryAddress';
  deliveryAddress: Scalars['String']['output'];
  details: Scalars['String']['output'];
  label: Scalars['String']['output'];
  location: Point;
};

export type OrderInput = {
  addons?: InputMaybe<Array<AddonsInput>>;
  /** Food id. */
  food: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  specialInstructions?: InputMaybe<Scalars['String']['input']>;
  /** Variation id. */
  variation: Scalars['String']['input'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  _id: Scalars['ID']['output'];
  addons: Array<OrderAddon>;
  description: Scalars['String']['output'];
  /** The food id (null once the food is deleted from the menu). */
  food: Maybe<Scalars['String']['output']>;
  image: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  specialInstructions: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: OrderVariation;
};

export type OrderRestaurant = {
  __typename?: 'OrderRestaurant';
  _id: Scalars['ID']['output'];
  address: Scalars['String']['output'];
  image: Scalars['String']['output'];
  location: Point;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type OrderReview = {
  __typename?: 'OrderReview';
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
};

export type OrderRider = {
  __typename?: 'OrderRider';
  _id: Scalars['ID']['output'];
  location: Maybe<Point>;
  name: Scalars['String']['output'];
};

/** An order's step (ORDER_STATUSES in packages/domain; docs/product/order-states.md#statuses). */
export type OrderStatus =
  | 'ACCEPTED'
  | 'ASSIGNED'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'DELIVERED'
  | 'PENDING'
  | 'PICKED';

export type OrderUser = {
  __typename?: 'OrderUser';
  _id: Scalars['ID']['output'];
  /** Only the customer's own; null for the restaurant and the rider. */
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The customer's own, and the assigned rider's while the delivery is under way; null for anyone else. */
  phone: Maybe<Scalars['String']['output']>;
};

export type OrderVariation = {
  __typename?: 'OrderVariation';
  /** Null once the variation is deleted from the menu. */
  _id: Maybe<Scalars['ID']['output']>;
  discounted: Maybe<Scalars['Float']['output']>;
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

export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as after to get the next page; null when the page is empty. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** The answer to changePassword. */
export type PasswordChange = {
  __typename?: 'PasswordChange';
  /** False when the old password was wrong; nothing changed. */
  changed: Scalars['Boolean']['output'];
  /** The caller's new session token once changed (every token issued before no longer works); else null. */
  token: Maybe<Scalars['String']['output']>;
  /** ISO date-time the new token expires; null when nothing changed. */
  tokenExpiration: Maybe<Scalars['String']['output']>;
};

/** How the customer pays (PAYMENT_METHODS in packages/domain): cash on delivery, card or PayPal. */
export type PaymentMethod =
  | 'COD'
  | 'PAYPAL'
  | 'STRIPE';

/** Where the order's payment stands (PAYMENT_STATUSES in packages/domain; docs/payments.md). */
export type PaymentStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED'
  | 'REFUND_PENDING';

export type Payout = {
  __typename?: 'Payout';
  _id: Scalars['ID']['output'];
  /** manual (a bank transfer an operator marks paid) or stripe. */
  adapter: Scalars['String']['output'];
  /** Major units: what the platform pays the party; negative for a collection. */
  amount: Scalars['Float']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  direction: PayoutDirection;
  failureReason: Maybe<Scalars['String']['output']>;
  paidAt: Maybe<Scalars['String']['output']>;
  partyId: Scalars['ID']['output'];
  partyKind: PayoutPartyKind;
  /** The restaurant's or the rider's name. */
  partyName: Scalars['String']['output'];
  /** ISO 8601, exclusive: the midnight after the period's last day. */
  periodEnd: Scalars['String']['output'];
  /** ISO 8601: the first claimed entry. */
  periodStart: Scalars['String']['output'];
  providerReference: Maybe<Scalars['String']['output']>;
  status: PayoutStatus;
};

/** PAYOUT: the platform pays the party; COLLECTION: the party owes the platform (cash held over earnings). */
export type PayoutDirection =
  | 'COLLECTION'
  | 'PAYOUT';

export type PayoutFilter = {
  /** 1 to 200, default 50. */
  first?: InputMaybe<Scalars['Int']['input']>;
  party?: InputMaybe<PayoutPartyInput>;
  status?: InputMaybe<PayoutStatus>;
};

export type PayoutPartyInput = {
  /** The restaurant's or the rider's id. */
  id: Scalars['ID']['input'];
  kind: PayoutPartyKind;
};

/** Who a payout settles (docs/money.md#payouts); packages/domain's PAYOUT_PARTY_KINDS. */
export type PayoutPartyKind =
  | 'RESTAURANT'
  | 'RIDER';

/** A payout's state; packages/domain's PAYOUT_STATUSES. */
export type PayoutStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

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

export type PlatformEarnings = {
  __typename?: 'PlatformEarnings';
  currency: Scalars['String']['output'];
  /** Major units the platform earned (commission and fees less rider fees and vouchers it paid). */
  earned: Scalars['Float']['output'];
};

export type PlatformSettings = {
  __typename?: 'PlatformSettings';
  /** perKM or fixed */
  costType: Scalars['String']['output'];
  /** The currencies the platform knows (ISO 4217), for the settings form. */
  currencies: Array<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  /** Percent of the food the platform keeps from restaurants without a rate of their own (docs/money.md). */
  defaultCommissionRate: Scalars['Float']['output'];
  /** Major units: the flat fee (fixed) or the price of each started kilometre (perKM). */
  deliveryRate: Scalars['Float']['output'];
  /** perKM only, major units: the least a delivery costs. */
  minimumDeliveryFee: Scalars['Float']['output'];
  /** Major units: what a rider earns per delivery, before the part per kilometre. */
  riderFeePerDelivery: Scalars['Float']['output'];
  /** Major units: what a rider earns per kilometre, restaurant to door in a straight line. */
  riderFeePerKm: Scalars['Float']['output'];
  taxEnabled: Scalars['Boolean']['output'];
  taxPercent: Scalars['Float']['output'];
  /** Tip percents offered at checkout; the second is preselected. */
  tipPresets: Array<Scalars['Float']['output']>;
  tipsEnabled: Scalars['Boolean']['output'];
  /**
   * Whole minutes an accepted delivery order may wait for a rider before /admin/orders flags it
   * (1 to 240; 10 until changed).
   */
  unassignedAlertMinutes: Scalars['Int']['output'];
};

export type PlatformSettingsInput = {
  costType: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  currencySymbol: Scalars['String']['input'];
  /** Percent, 0 to 100 (two decimals kept); absent: unchanged. */
  defaultCommissionRate?: InputMaybe<Scalars['Float']['input']>;
  deliveryRate: Scalars['Float']['input'];
  minimumDeliveryFee: Scalars['Float']['input'];
  /** Major units; absent: unchanged. */
  riderFeePerDelivery?: InputMaybe<Scalars['Float']['input']>;
  /** Major units; absent: unchanged. */
  riderFeePerKm?: InputMaybe<Scalars['Float']['input']>;
  taxEnabled: Scalars['Boolean']['input'];
  taxPercent: Scalars['Float']['input'];
  tipPresets: Array<Scalars['Float']['input']>;
  tipsEnabled: Scalars['Boolean']['input'];
  /** Whole minutes from 1 to 240; left out: unchanged. */
  unassignedAlertMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type Point = {
  __typename?: 'Point';
  coordinates: Array<Scalars['Float']['output']>;
};

export type Query = {
  __typename?: 'Query';
  _health: Scalars['Boolean']['output'];
  adminApplication: Maybe<AdminApplication>;
  /** Vendor and rider applications, newest first; search matches name, e-mail or phone. */
  adminApplications: AdminApplicationPage;
  /** One order with its history, payments and refunds, customer contact and rider. */
  adminOrder: AdminOrderDetail;
  /**
   * Orders of every restaurant, newest first, except that orders needing a rider come first. search
   * matches the order number, the customer's name or e-mail, or the restaurant's name (case-insensitive,
   * part of the text); from/to are ISO dates or instants (to: that day included). first: at most 100
   * (default 25); offset: how many to skip.
   */
  adminOrders: AdminOrderPage;
  /** One restaurant with its linked accounts; NOT_FOUND when there is none. */
  adminRestaurant: AdminRestaurant;
  /**
   * Restaurants by name (then id): `search` matches the name or the slug
   * (any case), `status` and `zone` (a zone id) filter. `first` 1..100 (default 20) from `offset`.
   */
  adminRestaurants: AdminRestaurantPage;
  /** Riders by name; search matches name, e-mail or phone. */
  adminRiders: Array<AdminRider>;
  /** The platform's settings for /admin/settings (docs/admin.md "Settings"). Operator only. */
  adminSettings: PlatformSettings;
  /** Vouchers for /admin/vouchers, newest first; search matches the code (docs/admin.md "Vouchers"). */
  adminVouchers: Array<AdminVoucher>;
  /** One delivery zone (operator). */
  adminZone: AdminZone;
  /** Every delivery zone, by title, with how many restaurants and riders belong to each (operator). */
  adminZones: Array<AdminZone>;
  /** Store links for the home page's app badges; a null link hides its badge. */
  appLinks: AppLinks;
  /**
   * Audit rows, newest first. actor: a user id; entityType/entityId/action: exact; restaurant: the
   * restaurant the change concerns; from/to: ISO dates or instants (to: that day included). first: at
   * most 100 (default 50); offset: how many to skip.
   */
  auditEntries: AuditEntryPage;
  /** The order's chat, oldest first. */
  chat: Array<ChatMessage>;
  configuration: Configuration;
  /** Today's and later closed days (holidays) of one managed restaurant, soonest first. */
  consoleClosures: Array<RestaurantClosure>;
  /**
   * Every past order of one managed restaurant that reached it, newest first, filtered by local date
   * range, status and payment method. The customer's e-mail, phone and address are null, as on the board.
   */
  consoleOrderHistory: ConsoleOrderPage;
  /**
   * The board of one managed restaurant: orders still to finish, and every order of the restaurant's
   * today (its own time zone), newest first. Unpaid card and PayPal orders are left out until paid. The
   * customer's e-mail, phone and delivery address are null (docs/security.md "Who sees what of an order").
   */
  consoleOrders: Array<Order>;
  /**
   * The same orders as CSV text (at most 5000 rows), for the browser to save as a file. No customer
   * contact data; cells starting with = + - @ are prefixed with ' so spreadsheets never run them.
   */
  consoleOrdersCsv: Scalars['String']['output'];
  /** Per local day or week (weeks start on Monday): orders, revenue, average basket, cancellations, best sellers. */
  consoleReport: ConsoleReport;
  /** The restaurants the signed-in RESTAURANT user manages. */
  consoleRestaurants: Array<ConsoleRestaurant>;
  /** The restaurant's reviews, newest first, with its replies. */
  consoleReviews: ConsoleReviewPage;
  /** Today's figures (the restaurant's time zone) of one managed restaurant. */
  consoleSummary: ConsoleSummary;
  /**
   * Demo mode only (DEMO_MODE): the mail and SMS sent to a recipient, newest first, so a new user can
   * read their verification code. FORBIDDEN otherwise.
   */
  demoOutbox: Array<OutboxMessage>;
  /** Coordinates for a suggestion's placeId, or for free address text. NOT_FOUND when nothing matches. */
  geocode: GeocodeResult;
  /** The operator's view of the books. */
  ledgerAccounts: LedgerAccounts;
  /**
   * An account's balance per currency (none: no entries yet). A restaurant user reads its restaurant's
   * accounts, a rider its own, the operator every account; anyone else FORBIDDEN.
   */
  ledgerBalance: Array<LedgerBalance>;
  /** An account's entries, newest first (at most `first`, 1 to 200, default 50); who may read as ledgerBalance. */
  ledgerEntries: Array<LedgerEntry>;
  /**
   * A restaurant's or rider's statements, one per currency (at least one). The period is the week
   * (Monday to Sunday, in the restaurant's time zone, or the platform's for a rider) of today without
   * dates, of `from` or up to `to` with one, else from..to (at most 366 days). `owner` is the restaurant's
   * or rider's id; left out, the caller's own. Who may read: as ledgerBalance.
   */
  ledgerStatement: Array<LedgerStatement>;
  /** The same as CSV text, labels in `language` (ar: Arabic, anything else English). */
  ledgerStatementCsv: Scalars['String']['output'];
  /** The same as an A4 PDF, base64, in `language` (ar: Arabic, right to left; anything else English). */
  ledgerStatementPdf: Scalars['String']['output'];
  /** The whole editable menu of a managed restaurant: hidden categories and inactive dishes included. */
  menuEditor: EditableMenu;
  /**
   * The cards of every restaurant that the point's offers and sections list (nearByRestaurants' first
   * page), once each, so carousels can be drawn without reading every page. A root field, not one of
   * NearByData's: its size does not grow with the page size. Latitude and longitude are required.
   */
  nearByCarouselRestaurants: Array<Restaurant>;
  /**
   * The restaurants that deliver to the point as map pins, nearest first (then by id): at most 300, and
   * the number in range over all of them. Latitude and longitude are required.
   */
  nearByRestaurantPins: RestaurantPins;
  /**
   * Restaurants that deliver to the point, nearest first (then by id), one page at a time, with the
   * offers and sections that contain them. Latitude and longitude are required; ip is accepted for
   * compatibility and ignored.
   */
  nearByRestaurants: NearByData;
  /** Active zones, for the rider approval and the riders screen. */
  onboardingZones: Array<OnboardingZone>;
  /** One of the signed-in user's orders by _id; NOT_FOUND for any other (never reveals that it exists). */
  order: Order;
  /** Online riders who are not suspended, by name, to assign by hand. */
  orderAdminRiders: Array<OrderAdminRider>;
  /** The order for the PayPal screen (same rules as order). */
  orderPaypal: Order;
  /** The order for the card screen (same rules as order). */
  orderStripe: Order;
  /**
   * The signed-in user's orders, newest first, 10 per page. offset is the 1-based position of the first
   * order to return (the client sends the loaded count + 1); absent or 0 means from the start.
   */
  orders: Array<Order>;
  /** Payouts, newest first. The operator reads every one; a restaurant user its restaurant's, a rider its own. */
  payouts: Array<Payout>;
  /** _id of the user with this phone, or null. */
  phoneExist: UserExist;
  /**
   * Place suggestions for a partial address (docs/product/api.md#places-and-maps), best first.
   * Biased towards latitude/longitude when given. An empty or whitespace query returns [].
   */
  placeSuggestions: Array<PlaceSuggestion>;
  /** The signed-in user's profile; error UNAUTHENTICATED when signed out. */
  profile: User;
  /** One restaurant by id or slug (exactly one of them). */
  restaurant: Restaurant;
  /** The zones a restaurant can belong to, by title. */
  restaurantAdminZones: Array<RestaurantAdminZone>;
  /** The nearest known address for a point (language en). */
  reverseGeocode: GeocodeResult;
  /** A rider's last known position; only for the customer of an order that rider is assigned to, or the rider. */
  rider: Rider;
  /**
   * The signed-in rider's earnings (docs/rider-app.md#earnings): today and this week (Monday to Sunday)
   * in the platform's time zone, from their own ledger account, and the cash they hold.
   */
  riderEarnings: RiderEarnings;
  /**
   * ACCEPTED delivery orders without a rider whose restaurant is within reach of the rider's last
   * position, nearest first. Empty while the rider is offline or has not reported a position.
   */
  riderOffers: Array<RiderOffer>;
  /** The signed-in rider: online or not, last position and the delivery under way. */
  riderProfile: RiderProfile;
  taxes: Taxation;
  tips: Tip;
  /**
   * The signed-in user's favourite restaurants, newest first, one page at a time; with a location each
   * carries its distance (latitude/longitude are null without a location).
   * A page shorter than first is the last one.
   */
  userFavourite: Array<Restaurant>;
  /** Every restaurant's id and name, for the voucher form's restaurant list. */
  voucherRestaurantChoices: Array<VoucherRestaurantChoice>;
};


export type QueryAdminApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminApplicationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ApplicationStatus>;
};


export type QueryAdminOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  needsRider?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  restaurant?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminRestaurantArgs = {
  id: Scalars['String']['input'];
};


export type QueryAdminRestaurantsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RestaurantStatus>;
  zone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminRidersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RiderWorkStatus>;
};


export type QueryAdminVouchersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminZoneArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuditEntriesArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['ID']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  restaurant?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryChatArgs = {
  order: Scalars['ID']['input'];
};


export type QueryConsoleClosuresArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryConsoleOrderHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  restaurant: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConsoleOrdersArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryConsoleOrdersCsvArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  restaurant: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConsoleReportArgs = {
  from: Scalars['String']['input'];
  period: ReportPeriod;
  restaurant: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryConsoleReviewsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  restaurant: Scalars['String']['input'];
};


export type QueryConsoleSummaryArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryDemoOutboxArgs = {
  recipient: Scalars['String']['input'];
};


export type QueryGeocodeArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  placeId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerBalanceArgs = {
  account: LedgerAccountInput;
};


export type QueryLedgerEntriesArgs = {
  account: LedgerAccountInput;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLedgerStatementArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  party: StatementParty;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerStatementCsvArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  party: StatementParty;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerStatementPdfArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  party: StatementParty;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMenuEditorArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryNearByCarouselRestaurantsArgs = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryNearByRestaurantPinsArgs = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryNearByRestaurantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['String']['input'];
};


export type QueryOrderPaypalArgs = {
  id: Scalars['String']['input'];
};


export type QueryOrderStripeArgs = {
  id: Scalars['String']['input'];
};


export type QueryOrdersArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayoutsArgs = {
  filter?: InputMaybe<PayoutFilter>;
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


export type QueryRiderArgs = {
  id: Scalars['String']['input'];
};


export type QueryUserFavouriteArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

export type RegistrationInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  isRider: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  plan?: InputMaybe<Scalars['String']['input']>;
  postalAddress?: InputMaybe<Scalars['String']['input']>;
  /** Declared by the vendor form (docs/product/data.md#applications) though it renders only the common fields. */
  storeName?: InputMaybe<Scalars['String']['input']>;
  termsAccepted: Scalars['Boolean']['input'];
};

export type ReportPeriod =
  | 'DAY'
  | 'WEEK';

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
  /**
   * Whether the restaurant delivers to the point: within its delivery radius and, when its zone has a
   * drawn area, inside that area (an edge or corner counts as inside). nearByRestaurants and placeOrder
   * give the same answer.
   */
  deliversTo: Scalars['Boolean']['output'];
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


export type RestaurantDeliversToArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type RestaurantAdminUser = {
  __typename?: 'RestaurantAdminUser';
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type RestaurantAdminZone = {
  __typename?: 'RestaurantAdminZone';
  _id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type RestaurantClosure = {
  __typename?: 'RestaurantClosure';
  _id: Scalars['ID']['output'];
  /** Local date in the restaurant's time zone, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  note: Scalars['String']['output'];
};

export type RestaurantInput = {
  address: Scalars['String']['input'];
  commissionRate?: InputMaybe<Scalars['Float']['input']>;
  cuisines?: InputMaybe<Array<Scalars['String']['input']>>;
  deliveryRadiusKm: Scalars['Float']['input'];
  deliveryTime: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** An URL from POST /uploads/images (starts with /media/), the current value, or null for none. */
  image?: InputMaybe<Scalars['String']['input']>;
  latitude: Scalars['Float']['input'];
  logo?: InputMaybe<Scalars['String']['input']>;
  longitude: Scalars['Float']['input'];
  /** Major units, 0 or more. */
  minimumOrder: Scalars['Float']['input'];
  name: Scalars['String']['input'];
  preparationMinutes: Scalars['Int']['input'];
  /** Lower-case letters, digits and single hyphens; unique. */
  slug: Scalars['String']['input'];
  tax: Scalars['Float']['input'];
  /** IANA time zone, e.g. Europe/Berlin. */
  timeZone: Scalars['String']['input'];
  /** A zone id, or null for none. */
  zone?: InputMaybe<Scalars['String']['input']>;
};

/** What a map pin and its link need of a restaurant. */
export type RestaurantPin = {
  __typename?: 'RestaurantPin';
  _id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  location: Point;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type RestaurantPins = {
  __typename?: 'RestaurantPins';
  /** Nearest first, at most 300. */
  pins: Array<RestaurantPin>;
  /** Every restaurant in range of the point, also those beyond the 300 pins. */
  totalCount: Scalars['Int']['output'];
};

/** Customers see and order from a restaurant only while it is PUBLISHED. */
export type RestaurantStatus =
  | 'DRAFT'
  | 'PUBLISHED'
  | 'UNPUBLISHED';

export type Review = {
  __typename?: 'Review';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  order: Maybe<ReviewOrder>;
  rating: Scalars['Int']['output'];
  repliedAt: Maybe<Scalars['String']['output']>;
  /** The restaurant's answer, shown under the review. */
  reply: Maybe<Scalars['String']['output']>;
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

export type Rider = {
  __typename?: 'Rider';
  _id: Scalars['ID']['output'];
  /** Null until the rider has reported a position. */
  location: Maybe<Point>;
  name: Scalars['String']['output'];
};

export type RiderCustomer = {
  __typename?: 'RiderCustomer';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Only while the delivery is under way. */
  phone: Maybe<Scalars['String']['output']>;
};

export type RiderDelivery = {
  __typename?: 'RiderDelivery';
  _id: Scalars['ID']['output'];
  /** What to collect at the door: the order's amount for cash on delivery, otherwise 0. */
  amountToCollect: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  customer: RiderCustomer;
  dropOff: RiderDropOff;
  itemCount: Scalars['Int']['output'];
  orderId: Scalars['String']['output'];
  /** ASSIGNED (ride to the restaurant) or PICKED (ride to the customer). */
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  readyAt: Maybe<Scalars['String']['output']>;
  restaurant: RiderPlace;
};

export type RiderDropOff = {
  __typename?: 'RiderDropOff';
  address: Scalars['String']['output'];
  details: Scalars['String']['output'];
  location: Point;
};

export type RiderEarnings = {
  __typename?: 'RiderEarnings';
  /** Cash taken at the door and not handed in yet (the rider's RIDER_CASH balance), major units. */
  cashHeld: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** This week's deliveries, newest first. */
  deliveries: Array<RiderEarningsDelivery>;
  /** The IANA time zone the days are counted in (the platform's). */
  timeZone: Scalars['String']['output'];
  today: RiderEarningsPeriod;
  week: RiderEarningsPeriod;
};

export type RiderEarningsDelivery = {
  __typename?: 'RiderEarningsDelivery';
  _id: Scalars['ID']['output'];
  /** ISO 8601. */
  deliveredAt: Scalars['String']['output'];
  fee: Scalars['Float']['output'];
  orderId: Scalars['String']['output'];
  restaurantName: Scalars['String']['output'];
  tip: Scalars['Float']['output'];
};

/** Deliveries and what they earned (RIDER_FEE and TIP of the rider's RIDER_PAYABLE account), major units. */
export type RiderEarningsPeriod = {
  __typename?: 'RiderEarningsPeriod';
  deliveries: Scalars['Int']['output'];
  fees: Scalars['Float']['output'];
  /** The period's first local day, YYYY-MM-DD. */
  from: Scalars['String']['output'];
  tips: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type RiderOffer = {
  __typename?: 'RiderOffer';
  _id: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  deliveryCharges: Scalars['Float']['output'];
  /** Kilometres in a straight line from the restaurant to the drop-off. */
  deliveryDistance: Scalars['Float']['output'];
  /** Kilometres in a straight line from the rider's last position to the restaurant. */
  distanceToRestaurant: Scalars['Float']['output'];
  orderId: Scalars['String']['output'];
  /** When the restaurant expects the food to be ready. */
  readyAt: Maybe<Scalars['String']['output']>;
  restaurant: RiderPlace;
  tipping: Scalars['Float']['output'];
};

export type RiderOffersChange = {
  __typename?: 'RiderOffersChange';
  orderId: Scalars['ID']['output'];
};

export type RiderPlace = {
  __typename?: 'RiderPlace';
  address: Scalars['String']['output'];
  location: Point;
  name: Scalars['String']['output'];
};

export type RiderProfile = {
  __typename?: 'RiderProfile';
  _id: Scalars['ID']['output'];
  /** The caller's delivery that is ASSIGNED or PICKED, if any. */
  activeDelivery: Maybe<RiderDelivery>;
  isOnline: Scalars['Boolean']['output'];
  /** Null until the rider has reported a position. */
  location: Maybe<Point>;
  name: Scalars['String']['output'];
};

/** OFFLINE, ONLINE (no delivery under way) or ON_DELIVERY (an ASSIGNED or PICKED order). */
export type RiderWorkStatus =
  | 'OFFLINE'
  | 'ONLINE'
  | 'ON_DELIVERY';

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

/** Whose statement: a restaurant's (RESTAURANT_PAYABLE, RESTAURANT_CASH) or a rider's (RIDER_PAYABLE, RIDER_CASH). */
export type StatementParty =
  | 'RESTAURANT'
  | 'RIDER';

export type StockState = {
  __typename?: 'StockState';
  _id: Scalars['ID']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
};

export type SubmissionResult = {
  __typename?: 'SubmissionResult';
  result: Scalars['Boolean']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Every order of one managed restaurant as it reaches the restaurant (COD when placed, card and PayPal
   * once paid) and after each status change, in the shape of consoleOrders. With current: true it starts
   * with today's board as it is (consoleOrders), read once the subscription is live, so a board read
   * before subscribing misses nothing and a reconnect catches up.
   */
  subscriptionConsoleOrders: Order;
  /** New chat messages on one of the caller's orders. */
  subscriptionNewMessage: ChatMessage;
  /**
   * One of the caller's orders: first as it is when the subscription starts, then after each status,
   * rider or completionTime change.
   */
  subscriptionOrder: Order;
  /**
   * Every change to any of the signed-in user's orders (the /orders list and in-app notifications).
   * With current: true it starts with the user's newest orders as they are now (the first page of
   * orders), so a list read before subscribing misses nothing.
   */
  subscriptionOrders: Order;
  /** Position updates of a rider assigned to one of the caller's active orders. */
  subscriptionRiderLocation: Rider;
  /** An offer appeared or went away somewhere; the app reads riderOffers again. */
  subscriptionRiderOffers: RiderOffersChange;
};


export type SubscriptionSubscriptionConsoleOrdersArgs = {
  current?: InputMaybe<Scalars['Boolean']['input']>;
  restaurant: Scalars['String']['input'];
};


export type SubscriptionSubscriptionNewMessageArgs = {
  order: Scalars['ID']['input'];
};


export type SubscriptionSubscriptionOrderArgs = {
  id: Scalars['String']['input'];
};


export type SubscriptionSubscriptionOrdersArgs = {
  current?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SubscriptionSubscriptionRiderLocationArgs = {
  riderId: Scalars['String']['input'];
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

export type TimeWindowInput = {
  /** [hour, minute]; [24, 0] is midnight */
  endTime: Array<Scalars['Int']['input']>;
  /** [hour, minute] */
  startTime: Array<Scalars['Int']['input']>;
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
  /** What the account is for: the web app sends restaurant staff to the console and riders to the rider app. */
  role: UserRole;
};

export type UserExist = {
  __typename?: 'UserExist';
  _id: Maybe<Scalars['ID']['output']>;
};

export type UserRole =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'RESTAURANT'
  | 'RIDER'
  | 'SUPPORT';

/**
 * Which validation rule a BAD_USER_INPUT (or INVALID_CODE) error broke, as its extensions.reason, when it
 * is one of the rules clients translate (docs/architecture.md "Errors"). The list is the keys of
 * VALIDATION_MESSAGES in packages/domain; test/error-codes.test.ts keeps the two equal.
 */
export type ValidationReason =
  | 'confirmPasswordRequired'
  | 'currentPasswordRequired'
  | 'deliveryAddressRequired'
  | 'deliveryDetailsRequired'
  | 'invalidCode'
  | 'invalidEmail'
  | 'invalidLatitude'
  | 'invalidLongitude'
  | 'invalidPassword'
  | 'invalidPhone'
  | 'nameRequired'
  | 'newPasswordRequired'
  | 'passwordMismatch'
  | 'passwordRequired'
  | 'passwordRule'
  | 'phoneRequired'
  | 'phoneUnchanged';

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

export type VariationInput = {
  addonGroups: Array<Scalars['String']['input']>;
  discounted?: InputMaybe<Scalars['Float']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['Float']['input'];
  title: Scalars['String']['input'];
};

/** Who pays for a voucher's discount (the restaurants' ledger reads it). */
export type VoucherFunder =
  | 'PLATFORM'
  | 'RESTAURANT';

export type VoucherInput = {
  /** Required for FIXED: major units above 0. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  code: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  endsAt?: InputMaybe<Scalars['String']['input']>;
  fundedBy: VoucherFunder;
  kind: VoucherKind;
  /** Major units; 0 for none. */
  minimumOrder: Scalars['Float']['input'];
  perCustomerLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Required for PERCENT: 1..100. */
  percent?: InputMaybe<Scalars['Float']['input']>;
  restaurantIds: Array<Scalars['ID']['input']>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
  totalLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** How a voucher discounts: a percent of the items' subtotal, or a fixed amount. */
export type VoucherKind =
  | 'FIXED'
  | 'PERCENT';

/** Why a voucher code is refused (COUPON_INVALID's extensions.voucherRefusal). */
export type VoucherRefusal =
  | 'ALREADY_USED'
  | 'BELOW_MINIMUM'
  | 'EXPIRED'
  | 'NOT_STARTED'
  | 'UNKNOWN'
  | 'USED_UP'
  | 'WRONG_RESTAURANT';

export type VoucherRestaurantChoice = {
  __typename?: 'VoucherRestaurantChoice';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Zone = {
  __typename?: 'Zone';
  _id: Scalars['ID']['output'];
  tax: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type ZoneInput = {
  /** At most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** GeoJSON Polygon coordinates: rings of [longitude, latitude] positions, each closed. */
  polygon: Array<Array<Array<Scalars['Float']['input']>>>;
  /** 1 to 100 characters. */
  title: Scalars['String']['input'];
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
  Addon: ResolverTypeWrapper<AddonNodeModel>;
  AddonGroupInput: AddonGroupInput;
  AddonsInput: AddonsInput;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AdminApplication: ResolverTypeWrapper<AdminApplication>;
  AdminApplicationPage: ResolverTypeWrapper<AdminApplicationPage>;
  AdminOrderCustomer: ResolverTypeWrapper<AdminOrderCustomer>;
  AdminOrderDetail: ResolverTypeWrapper<AdminOrderDetail>;
  AdminOrderEvent: ResolverTypeWrapper<AdminOrderEvent>;
  AdminOrderPage: ResolverTypeWrapper<AdminOrderPage>;
  AdminOrderPayment: ResolverTypeWrapper<AdminOrderPayment>;
  AdminOrderSummary: ResolverTypeWrapper<AdminOrderSummary>;
  AdminRestaurant: ResolverTypeWrapper<RestaurantRowModel>;
  AdminRestaurantPage: ResolverTypeWrapper<Omit<AdminRestaurantPage, 'items'> & { items: Array<ResolversTypes['AdminRestaurant']> }>;
  AdminRider: ResolverTypeWrapper<AdminRider>;
  AdminVoucher: ResolverTypeWrapper<AdminVoucher>;
  AdminZone: ResolverTypeWrapper<ZoneWithCountsModel>;
  AppLinks: ResolverTypeWrapper<AppLinks>;
  ApplicationDetail: ResolverTypeWrapper<ApplicationDetail>;
  ApplicationKind: ApplicationKind;
  ApplicationStatus: ApplicationStatus;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryPage: ResolverTypeWrapper<AuditEntryPage>;
  AuthData: ResolverTypeWrapper<AuthData>;
  BestSeller: ResolverTypeWrapper<BestSeller>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelledBy: CancelledBy;
  Category: ResolverTypeWrapper<CategoryRowModel>;
  CategoryInput: CategoryInput;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessageInput: ChatMessageInput;
  ChatMessageResult: ResolverTypeWrapper<ChatMessageResult>;
  ChatUser: ResolverTypeWrapper<ChatUser>;
  ChatUserInput: ChatUserInput;
  Configuration: ResolverTypeWrapper<Configuration>;
  ConsoleOrderPage: ResolverTypeWrapper<ConsoleOrderPage>;
  ConsoleReport: ResolverTypeWrapper<ConsoleReport>;
  ConsoleReportRow: ResolverTypeWrapper<ConsoleReportRow>;
  ConsoleRestaurant: ResolverTypeWrapper<ConsoleRestaurant>;
  ConsoleReviewPage: ResolverTypeWrapper<Omit<ConsoleReviewPage, 'reviews'> & { reviews: Array<ResolversTypes['Review']> }>;
  ConsoleSummary: ResolverTypeWrapper<ConsoleSummary>;
  ContactChannel: ContactChannel;
  ContactMessageInput: ContactMessageInput;
  Coupon: ResolverTypeWrapper<Coupon>;
  CreatePayoutsInput: CreatePayoutsInput;
  EditableAddonGroup: ResolverTypeWrapper<EditableAddonGroup>;
  EditableCategory: ResolverTypeWrapper<EditableCategory>;
  EditableFood: ResolverTypeWrapper<EditableFood>;
  EditableMenu: ResolverTypeWrapper<EditableMenu>;
  EditableOption: ResolverTypeWrapper<EditableOption>;
  EditableVariation: ResolverTypeWrapper<EditableVariation>;
  ErrorCode: ErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Food: ResolverTypeWrapper<FoodNodeModel>;
  FoodInput: FoodInput;
  GeocodeResult: ResolverTypeWrapper<GeocodeResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LedgerAccountBalance: ResolverTypeWrapper<LedgerAccountBalance>;
  LedgerAccountInput: LedgerAccountInput;
  LedgerAccountKind: LedgerAccountKind;
  LedgerAccounts: ResolverTypeWrapper<LedgerAccounts>;
  LedgerBalance: ResolverTypeWrapper<LedgerBalance>;
  LedgerEntry: ResolverTypeWrapper<LedgerEntry>;
  LedgerEventKind: LedgerEventKind;
  LedgerStatement: ResolverTypeWrapper<LedgerStatement>;
  LedgerStatementAccount: ResolverTypeWrapper<LedgerStatementAccount>;
  LedgerStatementEntry: ResolverTypeWrapper<LedgerStatementEntry>;
  LedgerStatementTotal: ResolverTypeWrapper<LedgerStatementTotal>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearByData: ResolverTypeWrapper<NearbyPageModel>;
  Offer: ResolverTypeWrapper<Offer>;
  OnboardingZone: ResolverTypeWrapper<OnboardingZone>;
  OpeningTimes: ResolverTypeWrapper<OpeningTimes>;
  OpeningTimesInput: OpeningTimesInput;
  Option: ResolverTypeWrapper<OptionRowModel>;
  OptionInput: OptionInput;
  Order: ResolverTypeWrapper<Order>;
  OrderAddon: ResolverTypeWrapper<OrderAddon>;
  OrderAddonOption: ResolverTypeWrapper<OrderAddonOption>;
  OrderAddressInput: OrderAddressInput;
  OrderAdminRider: ResolverTypeWrapper<OrderAdminRider>;
  OrderDeliveryAddress: ResolverTypeWrapper<OrderDeliveryAddress>;
  OrderInput: OrderInput;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderRestaurant: ResolverTypeWrapper<OrderRestaurant>;
  OrderReview: ResolverTypeWrapper<OrderReview>;
  OrderRider: ResolverTypeWrapper<OrderRider>;
  OrderStatus: OrderStatus;
  OrderUser: ResolverTypeWrapper<OrderUser>;
  OrderVariation: ResolverTypeWrapper<OrderVariation>;
  OtpSent: ResolverTypeWrapper<OtpSent>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordChange: ResolverTypeWrapper<PasswordChange>;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutDirection: PayoutDirection;
  PayoutFilter: PayoutFilter;
  PayoutPartyInput: PayoutPartyInput;
  PayoutPartyKind: PayoutPartyKind;
  PayoutStatus: PayoutStatus;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  PlatformEarnings: ResolverTypeWrapper<PlatformEarnings>;
  PlatformSettings: ResolverTypeWrapper<PlatformSettings>;
  PlatformSettingsInput: PlatformSettingsInput;
  Point: ResolverTypeWrapper<Point>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationInput: RegistrationInput;
  ReportPeriod: ReportPeriod;
  ResetToken: ResolverTypeWrapper<ResetToken>;
  Restaurant: ResolverTypeWrapper<RestaurantParentModel>;
  RestaurantAdminUser: ResolverTypeWrapper<RestaurantAdminUser>;
  RestaurantAdminZone: ResolverTypeWrapper<RestaurantAdminZone>;
  RestaurantClosure: ResolverTypeWrapper<RestaurantClosure>;
  RestaurantInput: RestaurantInput;
  RestaurantPin: ResolverTypeWrapper<NearbyRowModel>;
  RestaurantPins: ResolverTypeWrapper<Omit<RestaurantPins, 'pins'> & { pins: Array<ResolversTypes['RestaurantPin']> }>;
  RestaurantStatus: RestaurantStatus;
  Review: ResolverTypeWrapper<ReviewWithUserModel>;
  ReviewData: ResolverTypeWrapper<ReviewDataParentModel>;
  ReviewOrder: ResolverTypeWrapper<ReviewOrder>;
  ReviewUser: ResolverTypeWrapper<ReviewUser>;
  Rider: ResolverTypeWrapper<Rider>;
  RiderCustomer: ResolverTypeWrapper<RiderCustomer>;
  RiderDelivery: ResolverTypeWrapper<RiderDelivery>;
  RiderDropOff: ResolverTypeWrapper<RiderDropOff>;
  RiderEarnings: ResolverTypeWrapper<RiderEarnings>;
  RiderEarningsDelivery: ResolverTypeWrapper<RiderEarningsDelivery>;
  RiderEarningsPeriod: ResolverTypeWrapper<RiderEarningsPeriod>;
  RiderOffer: ResolverTypeWrapper<RiderOffer>;
  RiderOffersChange: ResolverTypeWrapper<RiderOffersChange>;
  RiderPlace: ResolverTypeWrapper<RiderPlace>;
  RiderProfile: ResolverTypeWrapper<RiderProfile>;
  RiderWorkStatus: RiderWorkStatus;
  SaveNotificationTokenResult: ResolverTypeWrapper<SaveNotificationTokenResult>;
  Section: ResolverTypeWrapper<Section>;
  StatementParty: StatementParty;
  StockState: ResolverTypeWrapper<StockState>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmissionResult: ResolverTypeWrapper<SubmissionResult>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Taxation: ResolverTypeWrapper<Taxation>;
  TimeWindow: ResolverTypeWrapper<TimeWindow>;
  TimeWindowInput: TimeWindowInput;
  Tip: ResolverTypeWrapper<Tip>;
  User: ResolverTypeWrapper<User>;
  UserExist: ResolverTypeWrapper<UserExist>;
  UserRole: UserRole;
  ValidationReason: ValidationReason;
  Variation: ResolverTypeWrapper<VariationNodeModel>;
  VariationInput: VariationInput;
  VoucherFunder: VoucherFunder;
  VoucherInput: VoucherInput;
  VoucherKind: VoucherKind;
  VoucherRefusal: VoucherRefusal;
  VoucherRestaurantChoice: ResolverTypeWrapper<VoucherRestaurantChoice>;
  Zone: ResolverTypeWrapper<ZoneRowModel>;
  ZoneInput: ZoneInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  Addon: AddonNodeModel;
  AddonGroupInput: AddonGroupInput;
  AddonsInput: AddonsInput;
  Address: Address;
  AddressInput: AddressInput;
  AdminApplication: AdminApplication;
  AdminApplicationPage: AdminApplicationPage;
  AdminOrderCustomer: AdminOrderCustomer;
  AdminOrderDetail: AdminOrderDetail;
  AdminOrderEvent: AdminOrderEvent;
  AdminOrderPage: AdminOrderPage;
  AdminOrderPayment: AdminOrderPayment;
  AdminOrderSummary: AdminOrderSummary;
  AdminRestaurant: RestaurantRowModel;
  AdminRestaurantPage: Omit<AdminRestaurantPage, 'items'> & { items: Array<ResolversParentTypes['AdminRestaurant']> };
  AdminRider: AdminRider;
  AdminVoucher: AdminVoucher;
  AdminZone: ZoneWithCountsModel;
  AppLinks: AppLinks;
  ApplicationDetail: ApplicationDetail;
  AuditEntry: AuditEntry;
  AuditEntryPage: AuditEntryPage;
  AuthData: AuthData;
  BestSeller: BestSeller;
  Boolean: Scalars['Boolean']['output'];
  Category: CategoryRowModel;
  CategoryInput: CategoryInput;
  ChatMessage: ChatMessage;
  ChatMessageInput: ChatMessageInput;
  ChatMessageResult: ChatMessageResult;
  ChatUser: ChatUser;
  ChatUserInput: ChatUserInput;
  Configuration: Configuration;
  ConsoleOrderPage: ConsoleOrderPage;
  ConsoleReport: ConsoleReport;
  ConsoleReportRow: ConsoleReportRow;
  ConsoleRestaurant: ConsoleRestaurant;
  ConsoleReviewPage: Omit<ConsoleReviewPage, 'reviews'> & { reviews: Array<ResolversParentTypes['Review']> };
  ConsoleSummary: ConsoleSummary;
  ContactMessageInput: ContactMessageInput;
  Coupon: Coupon;
  CreatePayoutsInput: CreatePayoutsInput;
  EditableAddonGroup: EditableAddonGroup;
  EditableCategory: EditableCategory;
  EditableFood: EditableFood;
  EditableMenu: EditableMenu;
  EditableOption: EditableOption;
  EditableVariation: EditableVariation;
  Float: Scalars['Float']['output'];
  Food: FoodNodeModel;
  FoodInput: FoodInput;
  GeocodeResult: GeocodeResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LedgerAccountBalance: LedgerAccountBalance;
  LedgerAccountInput: LedgerAccountInput;
  LedgerAccounts: LedgerAccounts;
  LedgerBalance: LedgerBalance;
  LedgerEntry: LedgerEntry;
  LedgerStatement: LedgerStatement;
  LedgerStatementAccount: LedgerStatementAccount;
  LedgerStatementEntry: LedgerStatementEntry;
  LedgerStatementTotal: LedgerStatementTotal;
  Mutation: Record<PropertyKey, never>;
  NearByData: NearbyPageModel;
  Offer: Offer;
  OnboardingZone: OnboardingZone;
  OpeningTimes: OpeningTimes;
  OpeningTimesInput: OpeningTimesInput;
  Option: OptionRowModel;
  OptionInput: OptionInput;
  Order: Order;
  OrderAddon: OrderAddon;
  OrderAddonOption: OrderAddonOption;
  OrderAddressInput: OrderAddressInput;
  OrderAdminRider: OrderAdminRider;
  OrderDeliveryAddress: OrderDeliveryAddress;
  OrderInput: OrderInput;
  OrderItem: OrderItem;
  OrderRestaurant: OrderRestaurant;
  OrderReview: OrderReview;
  OrderRider: OrderRider;
  OrderUser: OrderUser;
  OrderVariation: OrderVariation;
  OtpSent: OtpSent;
  OutboxMessage: OutboxMessage;
  PageInfo: PageInfo;
  PasswordChange: PasswordChange;
  Payout: Payout;
  PayoutFilter: PayoutFilter;
  PayoutPartyInput: PayoutPartyInput;
  PlaceSuggestion: PlaceSuggestion;
  PlatformEarnings: PlatformEarnings;
  PlatformSettings: PlatformSettings;
  PlatformSettingsInput: PlatformSettingsInput;
  Point: Point;
  Query: Record<PropertyKey, never>;
  RegistrationInput: RegistrationInput;
  ResetToken: ResetToken;
  Restaurant: RestaurantParentModel;
  RestaurantAdminUser: RestaurantAdminUser;
  RestaurantAdminZone: RestaurantAdminZone;
  RestaurantClosure: RestaurantClosure;
  RestaurantInput: RestaurantInput;
  RestaurantPin: NearbyRowModel;
  RestaurantPins: Omit<RestaurantPins, 'pins'> & { pins: Array<ResolversParentTypes['RestaurantPin']> };
  Review: ReviewWithUserModel;
  ReviewData: ReviewDataParentModel;
  ReviewOrder: ReviewOrder;
  ReviewUser: ReviewUser;
  Rider: Rider;
  RiderCustomer: RiderCustomer;
  RiderDelivery: RiderDelivery;
  RiderDropOff: RiderDropOff;
  RiderEarnings: RiderEarnings;
  RiderEarningsDelivery: RiderEarningsDelivery;
  RiderEarningsPeriod: RiderEarningsPeriod;
  RiderOffer: RiderOffer;
  RiderOffersChange: RiderOffersChange;
  RiderPlace: RiderPlace;
  RiderProfile: RiderProfile;
  SaveNotificationTokenResult: SaveNotificationTokenResult;
  Section: Section;
  StockState: StockState;
  String: Scalars['String']['output'];
  SubmissionResult: SubmissionResult;
  Subscription: Record<PropertyKey, never>;
  Taxation: Taxation;
  TimeWindow: TimeWindow;
  TimeWindowInput: TimeWindowInput;
  Tip: Tip;
  User: User;
  UserExist: UserExist;
  Variation: VariationNodeModel;
  VariationInput: VariationInput;
  VoucherInput: VoucherInput;
  VoucherRestaurantChoice: VoucherRestaurantChoice;
  Zone: ZoneRowModel;
  ZoneInput: ZoneInput;
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

export type AdminApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminApplication'] = ResolversParentTypes['AdminApplication']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['ApplicationDetail']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApplicationKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AdminApplicationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminApplicationPage'] = ResolversParentTypes['AdminApplicationPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminApplication']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderCustomer'] = ResolversParentTypes['AdminOrderCustomer']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderDetail'] = ResolversParentTypes['AdminOrderDetail']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['CancelledBy']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['AdminOrderCustomer'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AdminOrderEvent']>, ParentType, ContextType>;
  isPickedUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsRider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['AdminOrderPayment']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rider?: Resolver<Maybe<ResolversTypes['OrderAdminRider']>, ParentType, ContextType>;
};

export type AdminOrderEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderEvent'] = ResolversParentTypes['AdminOrderEvent']> = {
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type AdminOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderPage'] = ResolversParentTypes['AdminOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminOrderSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderPayment'] = ResolversParentTypes['AdminOrderPayment']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOrderSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderSummary'] = ResolversParentTypes['AdminOrderSummary']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPickedUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsRider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  restaurantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRestaurantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRestaurant'] = ResolversParentTypes['AdminRestaurant']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commissionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cuisines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryRadiusKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preparationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RestaurantStatus'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['RestaurantAdminUser']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['RestaurantAdminZone']>, ParentType, ContextType>;
};

export type AdminRestaurantPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRestaurantPage'] = ResolversParentTypes['AdminRestaurantPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminRestaurant']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminRiderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRider'] = ResolversParentTypes['AdminRider']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locationUpdatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RiderWorkStatus'], ParentType, ContextType>;
  suspendedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  zoneTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminVoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVoucher'] = ResolversParentTypes['AdminVoucher']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fundedBy?: Resolver<ResolversTypes['VoucherFunder'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VoucherKind'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  perCustomerLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['VoucherRestaurantChoice']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminZone'] = ResolversParentTypes['AdminZone']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  polygon?: Resolver<Maybe<Array<Array<Array<ResolversTypes['Float']>>>>, ParentType, ContextType>;
  restaurantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppLinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppLinks'] = ResolversParentTypes['AppLinks']> = {
  appStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplicationDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationDetail'] = ResolversParentTypes['ApplicationDetail']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AuditEntryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryPage'] = ResolversParentTypes['AuditEntryPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type BestSellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BestSeller'] = ResolversParentTypes['BestSeller']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  foods?: Resolver<Array<ResolversTypes['Food']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ChatUser'], ParentType, ContextType>;
};

export type ChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageResult'] = ResolversParentTypes['ChatMessageResult']> = {
  data?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChatUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatUser'] = ResolversParentTypes['ChatUser']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  minimumDeliveryFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payoutAdapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paypalClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipEmailVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipMobileVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stripePublishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verificationSkipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webPushPublicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleOrderPage'] = ResolversParentTypes['ConsoleOrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleReport'] = ResolversParentTypes['ConsoleReport']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ReportPeriod'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ConsoleReportRow']>, ParentType, ContextType>;
};

export type ConsoleReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleReportRow'] = ResolversParentTypes['ConsoleReportRow']> = {
  averageBasket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bestSellers?: Resolver<Array<ResolversTypes['BestSeller']>, ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleRestaurantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleRestaurant'] = ResolversParentTypes['ConsoleRestaurant']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraPreparationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingTimes?: Resolver<Array<ResolversTypes['OpeningTimes']>, ParentType, ContextType>;
  pausedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleReviewPage'] = ResolversParentTypes['ConsoleReviewPage']> = {
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleSummary'] = ResolversParentTypes['ConsoleSummary']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VoucherKind'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditableAddonGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableAddonGroup'] = ResolversParentTypes['EditableAddonGroup']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['EditableOption']>, ParentType, ContextType>;
  quantityMaximum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityMinimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditableCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableCategory'] = ResolversParentTypes['EditableCategory']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  foods?: Resolver<Array<ResolversTypes['EditableFood']>, ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditableFoodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableFood'] = ResolversParentTypes['EditableFood']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  availableDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  availableFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  availableTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['EditableVariation']>, ParentType, ContextType>;
};

export type EditableMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableMenu'] = ResolversParentTypes['EditableMenu']> = {
  addonGroups?: Resolver<Array<ResolversTypes['EditableAddonGroup']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['EditableCategory']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EditableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableOption'] = ResolversParentTypes['EditableOption']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditableVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditableVariation'] = ResolversParentTypes['EditableVariation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addonGroups?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  discounted?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FoodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Food'] = ResolversParentTypes['Food']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
};

export type GeocodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeocodeResult'] = ResolversParentTypes['GeocodeResult']> = {
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type LedgerAccountBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerAccountBalance'] = ResolversParentTypes['LedgerAccountBalance']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerAccountKind'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stripeConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LedgerAccountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerAccounts'] = ResolversParentTypes['LedgerAccounts']> = {
  accounts?: Resolver<Array<ResolversTypes['LedgerAccountBalance']>, ParentType, ContextType>;
  payoutAdapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['PlatformEarnings']>, ParentType, ContextType>;
};

export type LedgerBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerBalance'] = ResolversParentTypes['LedgerBalance']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerAccountKind'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerEntry'] = ResolversParentTypes['LedgerEntry']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventKind?: Resolver<ResolversTypes['LedgerEventKind'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerAccountKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LedgerStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerStatement'] = ResolversParentTypes['LedgerStatement']> = {
  accounts?: Resolver<Array<ResolversTypes['LedgerStatementAccount']>, ParentType, ContextType>;
  closing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['LedgerStatementEntry']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  movement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['StatementParty'], ParentType, ContextType>;
  partyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['LedgerStatementTotal']>, ParentType, ContextType>;
};

export type LedgerStatementAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerStatementAccount'] = ResolversParentTypes['LedgerStatementAccount']> = {
  closing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerAccountKind'], ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LedgerStatementEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerStatementEntry'] = ResolversParentTypes['LedgerStatementEntry']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  account?: Resolver<ResolversTypes['LedgerAccountKind'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LedgerStatementTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerStatementTotal'] = ResolversParentTypes['LedgerStatementTotal']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAcceptOrderArgs, 'id' | 'preparationTime'>>;
  addClosure?: Resolver<ResolversTypes['RestaurantClosure'], ParentType, ContextType, RequireFields<MutationAddClosureArgs, 'date' | 'restaurant'>>;
  addFavourite?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddFavouriteArgs, 'id'>>;
  adminAssignRider?: Resolver<ResolversTypes['AdminOrderDetail'], ParentType, ContextType, RequireFields<MutationAdminAssignRiderArgs, 'order' | 'rider'>>;
  adminCancelOrder?: Resolver<ResolversTypes['AdminOrderDetail'], ParentType, ContextType, RequireFields<MutationAdminCancelOrderArgs, 'id' | 'reason'>>;
  approveApplication?: Resolver<ResolversTypes['AdminApplication'], ParentType, ContextType, RequireFields<MutationApproveApplicationArgs, 'id'>>;
  assignOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAssignOrderArgs, 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['PasswordChange'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  confirmNewsletter?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'token'>>;
  coupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCouponArgs, 'coupon'>>;
  createAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'addressInput'>>;
  createPayouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<MutationCreatePayoutsArgs, 'input'>>;
  createRestaurant?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<MutationCreateRestaurantArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['AuthData'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'email' | 'name' | 'otp' | 'password'>>;
  createVoucher?: Resolver<ResolversTypes['AdminVoucher'], ParentType, ContextType, RequireFields<MutationCreateVoucherArgs, 'input'>>;
  createZone?: Resolver<ResolversTypes['AdminZone'], ParentType, ContextType, RequireFields<MutationCreateZoneArgs, 'input'>>;
  declineOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeclineOrderArgs, 'id'>>;
  deleteAddonGroup?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationDeleteAddonGroupArgs, 'id'>>;
  deleteAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteFood?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationDeleteFoodArgs, 'id'>>;
  deleteZone?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteZoneArgs, 'id'>>;
  deliverOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeliverOrderArgs, 'id'>>;
  editAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEditAddressArgs, 'addressInput'>>;
  emailExist?: Resolver<ResolversTypes['UserExist'], ParentType, ContextType, RequireFields<MutationEmailExistArgs, 'email'>>;
  forgotPassword?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  handOverPickupOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationHandOverPickupOrderArgs, 'id'>>;
  linkRestaurantUser?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<MutationLinkRestaurantUserArgs, 'email' | 'restaurant'>>;
  login?: Resolver<ResolversTypes['AuthData'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'type'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markPayoutPaid?: Resolver<ResolversTypes['Payout'], ParentType, ContextType, RequireFields<MutationMarkPayoutPaidArgs, 'payoutId' | 'reference'>>;
  pauseRestaurant?: Resolver<ResolversTypes['ConsoleRestaurant'], ParentType, ContextType, RequireFields<MutationPauseRestaurantArgs, 'paused' | 'restaurant'>>;
  pauseRestaurantUntil?: Resolver<ResolversTypes['ConsoleRestaurant'], ParentType, ContextType, RequireFields<MutationPauseRestaurantUntilArgs, 'restaurant'>>;
  pickUpOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPickUpOrderArgs, 'id'>>;
  placeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'deliveryCharges' | 'idempotencyKey' | 'isPickedUp' | 'orderDate' | 'orderInput' | 'paymentMethod' | 'restaurant' | 'taxationAmount' | 'tipping'>>;
  publishRestaurant?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<MutationPublishRestaurantArgs, 'id'>>;
  reactivateRider?: Resolver<ResolversTypes['AdminRider'], ParentType, ContextType, RequireFields<MutationReactivateRiderArgs, 'id'>>;
  rejectApplication?: Resolver<ResolversTypes['AdminApplication'], ParentType, ContextType, RequireFields<MutationRejectApplicationArgs, 'id' | 'reason'>>;
  removeClosure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveClosureArgs, 'date' | 'restaurant'>>;
  reorderCategories?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationReorderCategoriesArgs, 'ids' | 'restaurant'>>;
  reorderFoods?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationReorderFoodsArgs, 'category' | 'ids'>>;
  replyToReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationReplyToReviewArgs, 'review' | 'text'>>;
  resetPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'resetToken'>>;
  reviewOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReviewOrderArgs, 'order' | 'rating'>>;
  saveAddonGroup?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationSaveAddonGroupArgs, 'input'>>;
  saveCategory?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationSaveCategoryArgs, 'input'>>;
  saveFood?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<MutationSaveFoodArgs, 'input'>>;
  saveNotificationTokenWeb?: Resolver<ResolversTypes['SaveNotificationTokenResult'], ParentType, ContextType, RequireFields<MutationSaveNotificationTokenWebArgs, 'token'>>;
  selectAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSelectAddressArgs, 'id'>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatMessageResult'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'message' | 'orderId'>>;
  sendOtpToEmail?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationSendOtpToEmailArgs, 'email'>>;
  sendOtpToPhoneNumber?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationSendOtpToPhoneNumberArgs, 'phone'>>;
  setExtraPreparationTime?: Resolver<ResolversTypes['ConsoleRestaurant'], ParentType, ContextType, RequireFields<MutationSetExtraPreparationTimeArgs, 'minutes' | 'restaurant'>>;
  setFoodOutOfStock?: Resolver<ResolversTypes['StockState'], ParentType, ContextType, RequireFields<MutationSetFoodOutOfStockArgs, 'food' | 'outOfStock'>>;
  setOptionOutOfStock?: Resolver<ResolversTypes['StockState'], ParentType, ContextType, RequireFields<MutationSetOptionOutOfStockArgs, 'option' | 'outOfStock'>>;
  setPasswordWithToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetPasswordWithTokenArgs, 'password' | 'token'>>;
  setRiderOnline?: Resolver<ResolversTypes['RiderProfile'], ParentType, ContextType, RequireFields<MutationSetRiderOnlineArgs, 'online'>>;
  setRiderZone?: Resolver<ResolversTypes['AdminRider'], ParentType, ContextType, RequireFields<MutationSetRiderZoneArgs, 'id'>>;
  setVoucherEnabled?: Resolver<ResolversTypes['AdminVoucher'], ParentType, ContextType, RequireFields<MutationSetVoucherEnabledArgs, 'enabled' | 'id'>>;
  startPayoutOnboarding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submitContactMessage?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationSubmitContactMessageArgs, 'input'>>;
  submitRegistration?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationSubmitRegistrationArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'email'>>;
  suspendRider?: Resolver<ResolversTypes['AdminRider'], ParentType, ContextType, RequireFields<MutationSuspendRiderArgs, 'id'>>;
  unlinkRestaurantUser?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<MutationUnlinkRestaurantUserArgs, 'restaurant' | 'user'>>;
  unpublishRestaurant?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<MutationUnpublishRestaurantArgs, 'id'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'token'>>;
  updateOpeningTimes?: Resolver<ResolversTypes['ConsoleRestaurant'], ParentType, ContextType, RequireFields<MutationUpdateOpeningTimesArgs, 'openingTimes' | 'restaurant'>>;
  updateRestaurant?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<MutationUpdateRestaurantArgs, 'id' | 'input'>>;
  updateRiderLocation?: Resolver<ResolversTypes['Rider'], ParentType, ContextType, RequireFields<MutationUpdateRiderLocationArgs, 'latitude' | 'longitude'>>;
  updateSettings?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationUpdateUserArgs>>;
  updateVoucher?: Resolver<ResolversTypes['AdminVoucher'], ParentType, ContextType, RequireFields<MutationUpdateVoucherArgs, 'id' | 'input'>>;
  updateZone?: Resolver<ResolversTypes['AdminZone'], ParentType, ContextType, RequireFields<MutationUpdateZoneArgs, 'id' | 'input'>>;
  verifyPhoneOtp?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyPhoneOtpArgs, 'otp' | 'phone'>>;
  verifyResetOtp?: Resolver<ResolversTypes['ResetToken'], ParentType, ContextType, RequireFields<MutationVerifyResetOtpArgs, 'email' | 'otp'>>;
};

export type NearByDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearByData'] = ResolversParentTypes['NearByData']> = {
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnboardingZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingZone'] = ResolversParentTypes['OnboardingZone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpeningTimesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningTimes'] = ResolversParentTypes['OpeningTimes']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  times?: Resolver<Array<ResolversTypes['TimeWindow']>, ParentType, ContextType>;
};

export type OptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  acceptedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assignedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['CancelledBy']>, ParentType, ContextType>;
  completionTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['OrderDeliveryAddress']>, ParentType, ContextType>;
  deliveryCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPickedUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  itemsSubtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  pickedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preparationTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundPendingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['OrderRestaurant'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['OrderReview']>, ParentType, ContextType>;
  rider?: Resolver<Maybe<ResolversTypes['OrderRider']>, ParentType, ContextType>;
  taxationAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['OrderUser'], ParentType, ContextType>;
};

export type OrderAddonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddon'] = ResolversParentTypes['OrderAddon']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderAddonOption']>, ParentType, ContextType>;
  quantityMaximum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityMinimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderAddonOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddonOption'] = ResolversParentTypes['OrderAddonOption']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderAdminRiderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAdminRider'] = ResolversParentTypes['OrderAdminRider']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderDeliveryAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderDeliveryAddress'] = ResolversParentTypes['OrderDeliveryAddress']> = {
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addons?: Resolver<Array<ResolversTypes['OrderAddon']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  food?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialInstructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['OrderVariation'], ParentType, ContextType>;
};

export type OrderRestaurantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderRestaurant'] = ResolversParentTypes['OrderRestaurant']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderReview'] = ResolversParentTypes['OrderReview']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderRiderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderRider'] = ResolversParentTypes['OrderRider']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Point']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderUser'] = ResolversParentTypes['OrderUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderVariation'] = ResolversParentTypes['OrderVariation']> = {
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  discounted?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasswordChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordChange'] = ResolversParentTypes['PasswordChange']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  adapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['PayoutDirection'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partyKind?: Resolver<ResolversTypes['PayoutPartyKind'], ParentType, ContextType>;
  partyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayoutStatus'], ParentType, ContextType>;
};

export type PlaceSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondaryText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlatformEarningsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlatformEarnings'] = ResolversParentTypes['PlatformEarnings']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlatformSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlatformSettings'] = ResolversParentTypes['PlatformSettings']> = {
  costType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultCommissionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimumDeliveryFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  riderFeePerDelivery?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  riderFeePerKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tipPresets?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  tipsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unassignedAlertMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Point'] = ResolversParentTypes['Point']> = {
  coordinates?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  adminApplication?: Resolver<Maybe<ResolversTypes['AdminApplication']>, ParentType, ContextType, RequireFields<QueryAdminApplicationArgs, 'id'>>;
  adminApplications?: Resolver<ResolversTypes['AdminApplicationPage'], ParentType, ContextType, Partial<QueryAdminApplicationsArgs>>;
  adminOrder?: Resolver<ResolversTypes['AdminOrderDetail'], ParentType, ContextType, RequireFields<QueryAdminOrderArgs, 'id'>>;
  adminOrders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  adminRestaurant?: Resolver<ResolversTypes['AdminRestaurant'], ParentType, ContextType, RequireFields<QueryAdminRestaurantArgs, 'id'>>;
  adminRestaurants?: Resolver<ResolversTypes['AdminRestaurantPage'], ParentType, ContextType, Partial<QueryAdminRestaurantsArgs>>;
  adminRiders?: Resolver<Array<ResolversTypes['AdminRider']>, ParentType, ContextType, Partial<QueryAdminRidersArgs>>;
  adminSettings?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType>;
  adminVouchers?: Resolver<Array<ResolversTypes['AdminVoucher']>, ParentType, ContextType, Partial<QueryAdminVouchersArgs>>;
  adminZone?: Resolver<ResolversTypes['AdminZone'], ParentType, ContextType, RequireFields<QueryAdminZoneArgs, 'id'>>;
  adminZones?: Resolver<Array<ResolversTypes['AdminZone']>, ParentType, ContextType>;
  appLinks?: Resolver<ResolversTypes['AppLinks'], ParentType, ContextType>;
  auditEntries?: Resolver<ResolversTypes['AuditEntryPage'], ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  chat?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryChatArgs, 'order'>>;
  configuration?: Resolver<ResolversTypes['Configuration'], ParentType, ContextType>;
  consoleClosures?: Resolver<Array<ResolversTypes['RestaurantClosure']>, ParentType, ContextType, RequireFields<QueryConsoleClosuresArgs, 'restaurant'>>;
  consoleOrderHistory?: Resolver<ResolversTypes['ConsoleOrderPage'], ParentType, ContextType, RequireFields<QueryConsoleOrderHistoryArgs, 'restaurant'>>;
  consoleOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryConsoleOrdersArgs, 'restaurant'>>;
  consoleOrdersCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryConsoleOrdersCsvArgs, 'restaurant'>>;
  consoleReport?: Resolver<ResolversTypes['ConsoleReport'], ParentType, ContextType, RequireFields<QueryConsoleReportArgs, 'from' | 'period' | 'restaurant' | 'to'>>;
  consoleRestaurants?: Resolver<Array<ResolversTypes['ConsoleRestaurant']>, ParentType, ContextType>;
  consoleReviews?: Resolver<ResolversTypes['ConsoleReviewPage'], ParentType, ContextType, RequireFields<QueryConsoleReviewsArgs, 'restaurant'>>;
  consoleSummary?: Resolver<ResolversTypes['ConsoleSummary'], ParentType, ContextType, RequireFields<QueryConsoleSummaryArgs, 'restaurant'>>;
  demoOutbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType, RequireFields<QueryDemoOutboxArgs, 'recipient'>>;
  geocode?: Resolver<ResolversTypes['GeocodeResult'], ParentType, ContextType, Partial<QueryGeocodeArgs>>;
  ledgerAccounts?: Resolver<ResolversTypes['LedgerAccounts'], ParentType, ContextType>;
  ledgerBalance?: Resolver<Array<ResolversTypes['LedgerBalance']>, ParentType, ContextType, RequireFields<QueryLedgerBalanceArgs, 'account'>>;
  ledgerEntries?: Resolver<Array<ResolversTypes['LedgerEntry']>, ParentType, ContextType, RequireFields<QueryLedgerEntriesArgs, 'account'>>;
  ledgerStatement?: Resolver<Array<ResolversTypes['LedgerStatement']>, ParentType, ContextType, RequireFields<QueryLedgerStatementArgs, 'party'>>;
  ledgerStatementCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryLedgerStatementCsvArgs, 'party'>>;
  ledgerStatementPdf?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryLedgerStatementPdfArgs, 'party'>>;
  menuEditor?: Resolver<ResolversTypes['EditableMenu'], ParentType, ContextType, RequireFields<QueryMenuEditorArgs, 'restaurant'>>;
  nearByCarouselRestaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType, Partial<QueryNearByCarouselRestaurantsArgs>>;
  nearByRestaurantPins?: Resolver<ResolversTypes['RestaurantPins'], ParentType, ContextType, Partial<QueryNearByRestaurantPinsArgs>>;
  nearByRestaurants?: Resolver<ResolversTypes['NearByData'], ParentType, ContextType, Partial<QueryNearByRestaurantsArgs>>;
  onboardingZones?: Resolver<Array<ResolversTypes['OnboardingZone']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderAdminRiders?: Resolver<Array<ResolversTypes['OrderAdminRider']>, ParentType, ContextType>;
  orderPaypal?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderPaypalArgs, 'id'>>;
  orderStripe?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderStripeArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, Partial<QueryOrdersArgs>>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType, Partial<QueryPayoutsArgs>>;
  phoneExist?: Resolver<ResolversTypes['UserExist'], ParentType, ContextType, RequireFields<QueryPhoneExistArgs, 'phone'>>;
  placeSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'query'>>;
  profile?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType, Partial<QueryRestaurantArgs>>;
  restaurantAdminZones?: Resolver<Array<ResolversTypes['RestaurantAdminZone']>, ParentType, ContextType>;
  reverseGeocode?: Resolver<ResolversTypes['GeocodeResult'], ParentType, ContextType, RequireFields<QueryReverseGeocodeArgs, 'latitude' | 'longitude'>>;
  rider?: Resolver<ResolversTypes['Rider'], ParentType, ContextType, RequireFields<QueryRiderArgs, 'id'>>;
  riderEarnings?: Resolver<ResolversTypes['RiderEarnings'], ParentType, ContextType>;
  riderOffers?: Resolver<Array<ResolversTypes['RiderOffer']>, ParentType, ContextType>;
  riderProfile?: Resolver<ResolversTypes['RiderProfile'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Taxation'], ParentType, ContextType>;
  tips?: Resolver<ResolversTypes['Tip'], ParentType, ContextType>;
  userFavourite?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType, Partial<QueryUserFavouriteArgs>>;
  voucherRestaurantChoices?: Resolver<Array<ResolversTypes['VoucherRestaurantChoice']>, ParentType, ContextType>;
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
  deliversTo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<RestaurantDeliversToArgs, 'latitude' | 'longitude'>>;
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

export type RestaurantAdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestaurantAdminUser'] = ResolversParentTypes['RestaurantAdminUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestaurantAdminZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestaurantAdminZone'] = ResolversParentTypes['RestaurantAdminZone']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestaurantClosureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestaurantClosure'] = ResolversParentTypes['RestaurantClosure']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestaurantPinResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestaurantPin'] = ResolversParentTypes['RestaurantPin']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestaurantPinsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestaurantPins'] = ResolversParentTypes['RestaurantPins']> = {
  pins?: Resolver<Array<ResolversTypes['RestaurantPin']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['ReviewOrder']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type RiderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rider'] = ResolversParentTypes['Rider']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Point']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderCustomer'] = ResolversParentTypes['RiderCustomer']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RiderDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderDelivery'] = ResolversParentTypes['RiderDelivery']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amountToCollect?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['RiderCustomer'], ParentType, ContextType>;
  dropOff?: Resolver<ResolversTypes['RiderDropOff'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  readyAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['RiderPlace'], ParentType, ContextType>;
};

export type RiderDropOffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderDropOff'] = ResolversParentTypes['RiderDropOff']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
};

export type RiderEarningsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderEarnings'] = ResolversParentTypes['RiderEarnings']> = {
  cashHeld?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['RiderEarningsDelivery']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['RiderEarningsPeriod'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['RiderEarningsPeriod'], ParentType, ContextType>;
};

export type RiderEarningsDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderEarningsDelivery'] = ResolversParentTypes['RiderEarningsDelivery']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deliveredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RiderEarningsPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderEarningsPeriod'] = ResolversParentTypes['RiderEarningsPeriod']> = {
  deliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tips?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RiderOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderOffer'] = ResolversParentTypes['RiderOffer']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distanceToRestaurant?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readyAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['RiderPlace'], ParentType, ContextType>;
  tipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RiderOffersChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderOffersChange'] = ResolversParentTypes['RiderOffersChange']> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RiderPlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderPlace'] = ResolversParentTypes['RiderPlace']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Point'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiderProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderProfile'] = ResolversParentTypes['RiderProfile']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  activeDelivery?: Resolver<Maybe<ResolversTypes['RiderDelivery']>, ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Point']>, ParentType, ContextType>;
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

export type StockStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockState'] = ResolversParentTypes['StockState']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOutOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubmissionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmissionResult'] = ResolversParentTypes['SubmissionResult']> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  subscriptionConsoleOrders?: SubscriptionResolver<ResolversTypes['Order'], "subscriptionConsoleOrders", ParentType, ContextType, RequireFields<SubscriptionSubscriptionConsoleOrdersArgs, 'restaurant'>>;
  subscriptionNewMessage?: SubscriptionResolver<ResolversTypes['ChatMessage'], "subscriptionNewMessage", ParentType, ContextType, RequireFields<SubscriptionSubscriptionNewMessageArgs, 'order'>>;
  subscriptionOrder?: SubscriptionResolver<ResolversTypes['Order'], "subscriptionOrder", ParentType, ContextType, RequireFields<SubscriptionSubscriptionOrderArgs, 'id'>>;
  subscriptionOrders?: SubscriptionResolver<ResolversTypes['Order'], "subscriptionOrders", ParentType, ContextType, Partial<SubscriptionSubscriptionOrdersArgs>>;
  subscriptionRiderLocation?: SubscriptionResolver<ResolversTypes['Rider'], "subscriptionRiderLocation", ParentType, ContextType, RequireFields<SubscriptionSubscriptionRiderLocationArgs, 'riderId'>>;
  subscriptionRiderOffers?: SubscriptionResolver<ResolversTypes['RiderOffersChange'], "subscriptionRiderOffers", ParentType, ContextType>;
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
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
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

export type VoucherRestaurantChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoucherRestaurantChoice'] = ResolversParentTypes['VoucherRestaurantChoice']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  AdminApplication?: AdminApplicationResolvers<ContextType>;
  AdminApplicationPage?: AdminApplicationPageResolvers<ContextType>;
  AdminOrderCustomer?: AdminOrderCustomerResolvers<ContextType>;
  AdminOrderDetail?: AdminOrderDetailResolvers<ContextType>;
  AdminOrderEvent?: AdminOrderEventResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderPayment?: AdminOrderPaymentResolvers<ContextType>;
  AdminOrderSummary?: AdminOrderSummaryResolvers<ContextType>;
  AdminRestaurant?: AdminRestaurantResolvers<ContextType>;
  AdminRestaurantPage?: AdminRestaurantPageResolvers<ContextType>;
  AdminRider?: AdminRiderResolvers<ContextType>;
  AdminVoucher?: AdminVoucherResolvers<ContextType>;
  AdminZone?: AdminZoneResolvers<ContextType>;
  AppLinks?: AppLinksResolvers<ContextType>;
  ApplicationDetail?: ApplicationDetailResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPage?: AuditEntryPageResolvers<ContextType>;
  AuthData?: AuthDataResolvers<ContextType>;
  BestSeller?: BestSellerResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessageResult?: ChatMessageResultResolvers<ContextType>;
  ChatUser?: ChatUserResolvers<ContextType>;
  Configuration?: ConfigurationResolvers<ContextType>;
  ConsoleOrderPage?: ConsoleOrderPageResolvers<ContextType>;
  ConsoleReport?: ConsoleReportResolvers<ContextType>;
  ConsoleReportRow?: ConsoleReportRowResolvers<ContextType>;
  ConsoleRestaurant?: ConsoleRestaurantResolvers<ContextType>;
  ConsoleReviewPage?: ConsoleReviewPageResolvers<ContextType>;
  ConsoleSummary?: ConsoleSummaryResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  EditableAddonGroup?: EditableAddonGroupResolvers<ContextType>;
  EditableCategory?: EditableCategoryResolvers<ContextType>;
  EditableFood?: EditableFoodResolvers<ContextType>;
  EditableMenu?: EditableMenuResolvers<ContextType>;
  EditableOption?: EditableOptionResolvers<ContextType>;
  EditableVariation?: EditableVariationResolvers<ContextType>;
  Food?: FoodResolvers<ContextType>;
  GeocodeResult?: GeocodeResultResolvers<ContextType>;
  LedgerAccountBalance?: LedgerAccountBalanceResolvers<ContextType>;
  LedgerAccounts?: LedgerAccountsResolvers<ContextType>;
  LedgerBalance?: LedgerBalanceResolvers<ContextType>;
  LedgerEntry?: LedgerEntryResolvers<ContextType>;
  LedgerStatement?: LedgerStatementResolvers<ContextType>;
  LedgerStatementAccount?: LedgerStatementAccountResolvers<ContextType>;
  LedgerStatementEntry?: LedgerStatementEntryResolvers<ContextType>;
  LedgerStatementTotal?: LedgerStatementTotalResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearByData?: NearByDataResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OnboardingZone?: OnboardingZoneResolvers<ContextType>;
  OpeningTimes?: OpeningTimesResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddon?: OrderAddonResolvers<ContextType>;
  OrderAddonOption?: OrderAddonOptionResolvers<ContextType>;
  OrderAdminRider?: OrderAdminRiderResolvers<ContextType>;
  OrderDeliveryAddress?: OrderDeliveryAddressResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderRestaurant?: OrderRestaurantResolvers<ContextType>;
  OrderReview?: OrderReviewResolvers<ContextType>;
  OrderRider?: OrderRiderResolvers<ContextType>;
  OrderUser?: OrderUserResolvers<ContextType>;
  OrderVariation?: OrderVariationResolvers<ContextType>;
  OtpSent?: OtpSentResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordChange?: PasswordChangeResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  PlatformEarnings?: PlatformEarningsResolvers<ContextType>;
  PlatformSettings?: PlatformSettingsResolvers<ContextType>;
  Point?: PointResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResetToken?: ResetTokenResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  RestaurantAdminUser?: RestaurantAdminUserResolvers<ContextType>;
  RestaurantAdminZone?: RestaurantAdminZoneResolvers<ContextType>;
  RestaurantClosure?: RestaurantClosureResolvers<ContextType>;
  RestaurantPin?: RestaurantPinResolvers<ContextType>;
  RestaurantPins?: RestaurantPinsResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewData?: ReviewDataResolvers<ContextType>;
  ReviewOrder?: ReviewOrderResolvers<ContextType>;
  ReviewUser?: ReviewUserResolvers<ContextType>;
  Rider?: RiderResolvers<ContextType>;
  RiderCustomer?: RiderCustomerResolvers<ContextType>;
  RiderDelivery?: RiderDeliveryResolvers<ContextType>;
  RiderDropOff?: RiderDropOffResolvers<ContextType>;
  RiderEarnings?: RiderEarningsResolvers<ContextType>;
  RiderEarningsDelivery?: RiderEarningsDeliveryResolvers<ContextType>;
  RiderEarningsPeriod?: RiderEarningsPeriodResolvers<ContextType>;
  RiderOffer?: RiderOfferResolvers<ContextType>;
  RiderOffersChange?: RiderOffersChangeResolvers<ContextType>;
  RiderPlace?: RiderPlaceResolvers<ContextType>;
  RiderProfile?: RiderProfileResolvers<ContextType>;
  SaveNotificationTokenResult?: SaveNotificationTokenResultResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  StockState?: StockStateResolvers<ContextType>;
  SubmissionResult?: SubmissionResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Taxation?: TaxationResolvers<ContextType>;
  TimeWindow?: TimeWindowResolvers<ContextType>;
  Tip?: TipResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserExist?: UserExistResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VoucherRestaurantChoice?: VoucherRestaurantChoiceResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
};

