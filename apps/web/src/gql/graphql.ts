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

export type ActionResult = {
  message: Maybe<Scalars['String']['output']>;
  result: Scalars['Boolean']['output'];
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
  items: Array<AdminApplication>;
  /** How many match the filter (all pages). */
  total: Scalars['Int']['output'];
};

export type AdminOrderCustomer = {
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
};

export type AdminOrderDetail = {
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
  /** The account's name; null for the demo dispatcher or an account since deleted. */
  actorName: Maybe<Scalars['String']['output']>;
  /** CUSTOMER, RESTAURANT, RIDER, ADMIN, SUPPORT or SYSTEM. */
  actorRole: Scalars['String']['output'];
  at: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
};

export type AdminOrderPage = {
  items: Array<AdminOrderSummary>;
  /** How many orders match the filters. */
  total: Scalars['Int']['output'];
};

export type AdminOrderPayment = {
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
  items: Array<AdminRestaurant>;
  totalCount: Scalars['Int']['output'];
};

export type AdminRider = {
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
  appStoreUrl: Maybe<Scalars['String']['output']>;
  playStoreUrl: Maybe<Scalars['String']['output']>;
};

export type ApplicationDetail = {
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
  items: Array<AuditEntry>;
  total: Scalars['Int']['output'];
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

export type BestSeller = {
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** Who moved an order to CANCELLED (CANCELLED_BY in packages/domain). */
export type CancelledBy =
  | 'CUSTOMER'
  | 'OPERATOR'
  | 'RESTAURANT';

export type Category = {
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
  data: Maybe<ChatMessage>;
  message: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type ChatUser = {
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
  orders: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type ConsoleReport = {
  currency: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  period: ReportPeriod;
  rows: Array<ConsoleReportRow>;
};

export type ConsoleReportRow = {
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
  reviews: Array<Review>;
  totalCount: Scalars['Int']['output'];
};

export type ConsoleSummary = {
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
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  options: Array<EditableOption>;
  quantityMaximum: Scalars['Int']['output'];
  quantityMinimum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type EditableCategory = {
  _id: Scalars['ID']['output'];
  foods: Array<EditableFood>;
  /** Hidden from customers with all its dishes. */
  isHidden: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type EditableFood = {
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
  addonGroups: Array<EditableAddonGroup>;
  categories: Array<EditableCategory>;
  restaurant: Scalars['ID']['output'];
};

export type EditableOption = {
  _id: Scalars['ID']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type EditableVariation = {
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
  formattedAddress: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  placeId: Maybe<Scalars['ID']['output']>;
};

/** An account's balance in one currency, for the operator's overview. */
export type LedgerAccountBalance = {
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
  /** Every restaurant, rider, provider and platform account; an order's clearing and a payout's pending account only while not zero. */
  accounts: Array<LedgerAccountBalance>;
  /** How new payouts are sent: manual or stripe (PAYOUT_ADAPTER). */
  payoutAdapter: Scalars['String']['output'];
  revenue: Array<PlatformEarnings>;
};

/** An account's balance in one currency: + the platform holds or is owed it, − it owes or earned it. */
export type LedgerBalance = {
  /** Major units. */
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  entryCount: Scalars['Int']['output'];
  kind: LedgerAccountKind;
  owner: Scalars['String']['output'];
};

export type LedgerEntry = {
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
  closing: Scalars['Float']['output'];
  kind: LedgerAccountKind;
  opening: Scalars['Float']['output'];
};

export type LedgerStatementEntry = {
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
  amount: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  eventKind: Scalars['String']['output'];
};

export type Mutation = {
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
  note: InputMaybe<Scalars['String']['input']>;
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
  zone: InputMaybe<Scalars['ID']['input']>;
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
  restaurantId: InputMaybe<Scalars['ID']['input']>;
  subtotal: InputMaybe<Scalars['Float']['input']>;
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
  appleId: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  notificationToken: InputMaybe<Scalars['String']['input']>;
  otp: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateVoucherArgs = {
  input: VoucherInput;
};


export type MutationCreateZoneArgs = {
  input: ZoneInput;
};


export type MutationDeclineOrderArgs = {
  id: Scalars['String']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
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
  appleId: InputMaybe<Scalars['String']['input']>;
  email: InputMaybe<Scalars['String']['input']>;
  idToken: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  notificationToken: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
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
  minutes: InputMaybe<Scalars['Int']['input']>;
  restOfDay: InputMaybe<Scalars['Boolean']['input']>;
  restaurant: Scalars['String']['input'];
};


export type MutationPickUpOrderArgs = {
  id: Scalars['String']['input'];
};


export type MutationPlaceOrderArgs = {
  address: InputMaybe<OrderAddressInput>;
  couponCode: InputMaybe<Scalars['String']['input']>;
  deliveryCharges: Scalars['Float']['input'];
  idempotencyKey: Scalars['String']['input'];
  isPickedUp: Scalars['Boolean']['input'];
  orderAmount: InputMaybe<Scalars['Float']['input']>;
  orderDate: Scalars['String']['input'];
  orderInput: Array<OrderInput>;
  paymentMethod: Scalars['String']['input'];
  restaurant: Scalars['String']['input'];
  taxationAmount: Scalars['Float']['input'];
  tipPercent: InputMaybe<Scalars['Float']['input']>;
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
  description: InputMaybe<Scalars['String']['input']>;
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
  zone: InputMaybe<Scalars['ID']['input']>;
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
  name: InputMaybe<Scalars['String']['input']>;
  phone: InputMaybe<Scalars['String']['input']>;
  phoneIsVerified: InputMaybe<Scalars['Boolean']['input']>;
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
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Restaurant ids, in display order; each is in nearByCarouselRestaurants. */
  restaurants: Array<Scalars['String']['output']>;
  tag: Scalars['String']['output'];
};

export type OnboardingZone = {
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type OpeningTimes = {
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
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  options: Array<OrderAddonOption>;
  quantityMaximum: Scalars['Int']['output'];
  quantityMinimum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type OrderAddonOption = {
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
  _id: Scalars['ID']['output'];
  isOnline: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  zoneName: Maybe<Scalars['String']['output']>;
};

export type OrderDeliveryAddress = {
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
  _id: Scalars['ID']['output'];
  address: Scalars['String']['output'];
  image: Scalars['String']['output'];
  location: Point;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type OrderReview = {
  _id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
};

export type OrderRider = {
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
  _id: Scalars['ID']['output'];
  /** Only the customer's own; null for the restaurant and the rider. */
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The customer's own, and the assigned rider's while the delivery is under way; null for anyone else. */
  phone: Maybe<Scalars['String']['output']>;
};

export type OrderVariation = {
  /** Null once the variation is deleted from the menu. */
  _id: Maybe<Scalars['ID']['output']>;
  discounted: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type OtpSent = {
  /** Seconds the code stays valid (600). */
  expiresIn: Scalars['Int']['output'];
  result: Scalars['Boolean']['output'];
  /** Seconds before another code can be requested (30). */
  retryAfter: Scalars['Int']['output'];
};

export type OutboxMessage = {
  _id: Scalars['ID']['output'];
  body: Scalars['String']['output'];
  channel: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type PageInfo = {
  /** Pass as after to get the next page; null when the page is empty. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** The answer to changePassword. */
export type PasswordChange = {
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
  /** Full text, e.g. 'Jinnah Super Market, F-7 Markaz, Islamabad, Pakistan'. */
  description: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  mainText: Scalars['String']['output'];
  placeId: Scalars['ID']['output'];
  secondaryText: Scalars['String']['output'];
};

export type PlatformEarnings = {
  currency: Scalars['String']['output'];
  /** Major units the platform earned (commission and fees less rider fees and vouchers it paid). */
  earned: Scalars['Float']['output'];
};

export type PlatformSettings = {
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
  coordinates: Array<Scalars['Float']['output']>;
};

export type Query = {
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
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<ApplicationStatus>;
};


export type QueryAdminOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminOrdersArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  needsRider: InputMaybe<Scalars['Boolean']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  restaurant: InputMaybe<Scalars['ID']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<OrderStatus>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminRestaurantArgs = {
  id: Scalars['String']['input'];
};


export type QueryAdminRestaurantsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<RestaurantStatus>;
  zone: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminRidersArgs = {
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<RiderWorkStatus>;
};


export type QueryAdminVouchersArgs = {
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminZoneArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuditEntriesArgs = {
  action: InputMaybe<Scalars['String']['input']>;
  actor: InputMaybe<Scalars['ID']['input']>;
  entityId: InputMaybe<Scalars['String']['input']>;
  entityType: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  restaurant: InputMaybe<Scalars['ID']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryChatArgs = {
  order: Scalars['ID']['input'];
};


export type QueryConsoleClosuresArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryConsoleOrderHistoryArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  paymentMethod: InputMaybe<Scalars['String']['input']>;
  restaurant: Scalars['String']['input'];
  status: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryConsoleOrdersArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryConsoleOrdersCsvArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  paymentMethod: InputMaybe<Scalars['String']['input']>;
  restaurant: Scalars['String']['input'];
  status: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryConsoleReportArgs = {
  from: Scalars['String']['input'];
  period: ReportPeriod;
  restaurant: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryConsoleReviewsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  restaurant: Scalars['String']['input'];
};


export type QueryConsoleSummaryArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryDemoOutboxArgs = {
  recipient: Scalars['String']['input'];
};


export type QueryGeocodeArgs = {
  address: InputMaybe<Scalars['String']['input']>;
  placeId: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerBalanceArgs = {
  account: LedgerAccountInput;
};


export type QueryLedgerEntriesArgs = {
  account: LedgerAccountInput;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLedgerStatementArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  owner: InputMaybe<Scalars['String']['input']>;
  party: StatementParty;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerStatementCsvArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  language: InputMaybe<Scalars['String']['input']>;
  owner: InputMaybe<Scalars['String']['input']>;
  party: StatementParty;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryLedgerStatementPdfArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  language: InputMaybe<Scalars['String']['input']>;
  owner: InputMaybe<Scalars['String']['input']>;
  party: StatementParty;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryMenuEditorArgs = {
  restaurant: Scalars['String']['input'];
};


export type QueryNearByCarouselRestaurantsArgs = {
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
};


export type QueryNearByRestaurantPinsArgs = {
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
};


export type QueryNearByRestaurantsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  ip: InputMaybe<Scalars['String']['input']>;
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
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
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayoutsArgs = {
  filter: InputMaybe<PayoutFilter>;
};


export type QueryPhoneExistArgs = {
  phone: Scalars['String']['input'];
};


export type QueryPlaceSuggestionsArgs = {
  latitude: InputMaybe<Scalars['Float']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
  query: Scalars['String']['input'];
};


export type QueryRestaurantArgs = {
  id: InputMaybe<Scalars['String']['input']>;
  slug: InputMaybe<Scalars['String']['input']>;
};


export type QueryReverseGeocodeArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type QueryRiderArgs = {
  id: Scalars['String']['input'];
};


export type QueryUserFavouriteArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
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
  expiresAt: Scalars['String']['output'];
  resetToken: Scalars['String']['output'];
};

export type Restaurant = {
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
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type RestaurantAdminZone = {
  _id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type RestaurantClosure = {
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
  _id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  location: Point;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type RestaurantPins = {
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

export type Rider = {
  _id: Scalars['ID']['output'];
  /** Null until the rider has reported a position. */
  location: Maybe<Point>;
  name: Scalars['String']['output'];
};

export type RiderCustomer = {
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Only while the delivery is under way. */
  phone: Maybe<Scalars['String']['output']>;
};

export type RiderDelivery = {
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
  address: Scalars['String']['output'];
  details: Scalars['String']['output'];
  location: Point;
};

export type RiderEarnings = {
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
  deliveries: Scalars['Int']['output'];
  fees: Scalars['Float']['output'];
  /** The period's first local day, YYYY-MM-DD. */
  from: Scalars['String']['output'];
  tips: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type RiderOffer = {
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
  orderId: Scalars['ID']['output'];
};

export type RiderPlace = {
  address: Scalars['String']['output'];
  location: Point;
  name: Scalars['String']['output'];
};

export type RiderProfile = {
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
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Section = {
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  restaurants: Array<Scalars['String']['output']>;
};

/** Whose statement: a restaurant's (RESTAURANT_PAYABLE, RESTAURANT_CASH) or a rider's (RIDER_PAYABLE, RIDER_CASH). */
export type StatementParty =
  | 'RESTAURANT'
  | 'RIDER';

export type StockState = {
  _id: Scalars['ID']['output'];
  isOutOfStock: Scalars['Boolean']['output'];
};

export type SubmissionResult = {
  result: Scalars['Boolean']['output'];
};

export type Subscription = {
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
  current: InputMaybe<Scalars['Boolean']['input']>;
  restaurant: Scalars['String']['input'];
};


export type SubscriptionSubscriptionNewMessageArgs = {
  order: Scalars['ID']['input'];
};


export type SubscriptionSubscriptionOrderArgs = {
  id: Scalars['String']['input'];
};


export type SubscriptionSubscriptionOrdersArgs = {
  current: InputMaybe<Scalars['Boolean']['input']>;
};


export type SubscriptionSubscriptionRiderLocationArgs = {
  riderId: Scalars['String']['input'];
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

export type TimeWindowInput = {
  /** [hour, minute]; [24, 0] is midnight */
  endTime: Array<Scalars['Int']['input']>;
  /** [hour, minute] */
  startTime: Array<Scalars['Int']['input']>;
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
  /** What the account is for: the web app sends restaurant staff to the console and riders to the rider app. */
  role: UserRole;
};

export type UserExist = {
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
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Zone = {
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

export type SavedAddressFieldsFragment = { _id: string, label: string, deliveryAddress: string, details: string, selected: boolean, location: { coordinates: Array<number> } };

export type CreateAddressMutationVariables = Exact<{
  addressInput: AddressInput;
}>;


export type CreateAddressMutation = { createAddress: { _id: string, addresses: Array<{ _id: string, label: string, deliveryAddress: string, details: string, selected: boolean, location: { coordinates: Array<number> } }> } };

export type EditAddressMutationVariables = Exact<{
  addressInput: AddressInput;
}>;


export type EditAddressMutation = { editAddress: { _id: string, addresses: Array<{ _id: string, label: string, deliveryAddress: string, details: string, selected: boolean, location: { coordinates: Array<number> } }> } };

export type DeleteAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAddressMutation = { deleteAddress: { _id: string, addresses: Array<{ _id: string, label: string, deliveryAddress: string, details: string, selected: boolean, location: { coordinates: Array<number> } }> } };

export type SelectAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SelectAddressMutation = { selectAddress: { _id: string, addresses: Array<{ _id: string, label: string, deliveryAddress: string, details: string, selected: boolean, location: { coordinates: Array<number> } }> } };

export type MapTilesQueryVariables = Exact<{ [key: string]: never; }>;


export type MapTilesQuery = { configuration: { _id: string, mapTileUrl: string | null, mapAttribution: string | null } };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { result: boolean } };

export type OrderNotificationsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OrderNotificationsSubscription = { subscriptionOrders: { _id: string, orderId: string, orderStatus: OrderStatus, createdAt: string } };

export type SaveWebPushSubscriptionMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type SaveWebPushSubscriptionMutation = { saveNotificationTokenWeb: { success: boolean } };

export type WebPushKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WebPushKeyQuery = { configuration: { _id: string, webPushPublicKey: string | null } };

export type PlaceSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
}>;


export type PlaceSuggestionsQuery = { placeSuggestions: Array<{ placeId: string, description: string, mainText: string, secondaryText: string, latitude: number, longitude: number }> };

export type ReverseGeocodeQueryVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
}>;


export type ReverseGeocodeQuery = { reverseGeocode: { placeId: string | null, formattedAddress: string, latitude: number, longitude: number } };

export type AddFavouriteMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type AddFavouriteMutation = { addFavourite: { _id: string, favourite: Array<string> } };

export type RestaurantMenuFieldsFragment = { categories: Array<{ _id: string, title: string, foods: Array<{ _id: string, title: string, image: string | null, description: string, isOutOfStock: boolean, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addons: Array<string> }> }> }>, addons: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<string> }>, options: Array<{ _id: string, title: string, description: string, price: number, isOutOfStock: boolean }> };

export type PayoutAdapterQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutAdapterQuery = { configuration: { _id: string, payoutAdapter: string } };

export type StartPayoutOnboardingMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPayoutOnboardingMutation = { startPayoutOnboarding: string };

export type LedgerStatementQueryVariables = Exact<{
  party: StatementParty;
  owner: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
}>;


export type LedgerStatementQuery = { ledgerStatement: Array<{ currency: string, from: string, to: string, timeZone: string, opening: number, movement: number, closing: number, totals: Array<{ eventKind: string, amount: number, count: number }>, entries: Array<{ _id: string, at: string, orderNumber: string | null, eventKind: string, account: LedgerAccountKind, amount: number }> }> };

export type LedgerStatementCsvQueryVariables = Exact<{
  party: StatementParty;
  owner: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  language: InputMaybe<Scalars['String']['input']>;
}>;


export type LedgerStatementCsvQuery = { ledgerStatementCsv: string };

export type LedgerStatementPdfQueryVariables = Exact<{
  party: StatementParty;
  owner: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  language: InputMaybe<Scalars['String']['input']>;
}>;


export type LedgerStatementPdfQuery = { ledgerStatementPdf: string };

export type AdminOrderDetailFieldsFragment = { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderAmount: number, paidAmount: number, currency: string, createdAt: string, reason: string | null, cancelledBy: CancelledBy | null, deliveryAddress: string, restaurantName: string, needsRider: boolean, customer: { _id: string, name: string, email: string, phone: string | null }, rider: { _id: string, name: string, zoneName: string | null } | null, history: Array<{ status: OrderStatus, at: string, actorRole: string, actorName: string | null, note: string | null }>, payments: Array<{ _id: string, provider: string, status: string, amount: number, currency: string, refundRef: string | null, createdAt: string }> };

export type AdminOrdersQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<OrderStatus>;
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
  needsRider: InputMaybe<Scalars['Boolean']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminOrdersQuery = { adminOrders: { total: number, items: Array<{ _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderAmount: number, currency: string, createdAt: string, restaurantName: string, customerName: string, customerEmail: string, riderName: string | null, needsRider: boolean }> } };

export type AdminOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminOrderQuery = { adminOrder: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderAmount: number, paidAmount: number, currency: string, createdAt: string, reason: string | null, cancelledBy: CancelledBy | null, deliveryAddress: string, restaurantName: string, needsRider: boolean, customer: { _id: string, name: string, email: string, phone: string | null }, rider: { _id: string, name: string, zoneName: string | null } | null, history: Array<{ status: OrderStatus, at: string, actorRole: string, actorName: string | null, note: string | null }>, payments: Array<{ _id: string, provider: string, status: string, amount: number, currency: string, refundRef: string | null, createdAt: string }> } };

export type OrderAdminRidersQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderAdminRidersQuery = { orderAdminRiders: Array<{ _id: string, name: string, zoneName: string | null }> };

export type AdminCancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminCancelOrderMutation = { adminCancelOrder: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderAmount: number, paidAmount: number, currency: string, createdAt: string, reason: string | null, cancelledBy: CancelledBy | null, deliveryAddress: string, restaurantName: string, needsRider: boolean, customer: { _id: string, name: string, email: string, phone: string | null }, rider: { _id: string, name: string, zoneName: string | null } | null, history: Array<{ status: OrderStatus, at: string, actorRole: string, actorName: string | null, note: string | null }>, payments: Array<{ _id: string, provider: string, status: string, amount: number, currency: string, refundRef: string | null, createdAt: string }> } };

export type AdminAssignRiderMutationVariables = Exact<{
  order: Scalars['ID']['input'];
  rider: Scalars['ID']['input'];
}>;


export type AdminAssignRiderMutation = { adminAssignRider: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderAmount: number, paidAmount: number, currency: string, createdAt: string, reason: string | null, cancelledBy: CancelledBy | null, deliveryAddress: string, restaurantName: string, needsRider: boolean, customer: { _id: string, name: string, email: string, phone: string | null }, rider: { _id: string, name: string, zoneName: string | null } | null, history: Array<{ status: OrderStatus, at: string, actorRole: string, actorName: string | null, note: string | null }>, payments: Array<{ _id: string, provider: string, status: string, amount: number, currency: string, refundRef: string | null, createdAt: string }> } };

export type AuditEntriesQueryVariables = Exact<{
  entityType: InputMaybe<Scalars['String']['input']>;
  action: InputMaybe<Scalars['String']['input']>;
  actor: InputMaybe<Scalars['ID']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type AuditEntriesQuery = { auditEntries: { total: number, items: Array<{ _id: string, at: string, actorId: string | null, actorName: string, actorRole: string, action: string, entityType: string, entityId: string, before: string | null, after: string | null }> } };

export type AdminApplicationFieldsFragment = { id: string, kind: ApplicationKind, status: ApplicationStatus, name: string, email: string | null, phone: string | null, createdAt: string, decidedAt: string | null, decidedByName: string | null, rejectReason: string | null, userId: string | null, restaurantId: string | null, details: Array<{ key: string, value: string }> };

export type AdminApplicationsQueryVariables = Exact<{
  status: InputMaybe<ApplicationStatus>;
  search: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminApplicationsQuery = { adminApplications: { total: number, items: Array<{ id: string, kind: ApplicationKind, status: ApplicationStatus, name: string, email: string | null, phone: string | null, createdAt: string, decidedAt: string | null, decidedByName: string | null, rejectReason: string | null, userId: string | null, restaurantId: string | null, details: Array<{ key: string, value: string }> }> } };

export type OnboardingZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingZonesQuery = { onboardingZones: Array<{ id: string, title: string }> };

export type ApproveApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  zone: InputMaybe<Scalars['ID']['input']>;
}>;


export type ApproveApplicationMutation = { approveApplication: { id: string, kind: ApplicationKind, status: ApplicationStatus, name: string, email: string | null, phone: string | null, createdAt: string, decidedAt: string | null, decidedByName: string | null, rejectReason: string | null, userId: string | null, restaurantId: string | null, details: Array<{ key: string, value: string }> } };

export type RejectApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type RejectApplicationMutation = { rejectApplication: { id: string, kind: ApplicationKind, status: ApplicationStatus, name: string, email: string | null, phone: string | null, createdAt: string, decidedAt: string | null, decidedByName: string | null, rejectReason: string | null, userId: string | null, restaurantId: string | null, details: Array<{ key: string, value: string }> } };

export type AdminRiderFieldsFragment = { id: string, name: string, email: string, phone: string | null, status: RiderWorkStatus, zoneId: string | null, zoneTitle: string | null, suspendedAt: string | null, latitude: number | null, longitude: number | null, locationUpdatedAt: string | null };

export type AdminRidersQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<RiderWorkStatus>;
}>;


export type AdminRidersQuery = { adminRiders: Array<{ id: string, name: string, email: string, phone: string | null, status: RiderWorkStatus, zoneId: string | null, zoneTitle: string | null, suspendedAt: string | null, latitude: number | null, longitude: number | null, locationUpdatedAt: string | null }> };

export type SuspendRiderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SuspendRiderMutation = { suspendRider: { id: string, name: string, email: string, phone: string | null, status: RiderWorkStatus, zoneId: string | null, zoneTitle: string | null, suspendedAt: string | null, latitude: number | null, longitude: number | null, locationUpdatedAt: string | null } };

export type ReactivateRiderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReactivateRiderMutation = { reactivateRider: { id: string, name: string, email: string, phone: string | null, status: RiderWorkStatus, zoneId: string | null, zoneTitle: string | null, suspendedAt: string | null, latitude: number | null, longitude: number | null, locationUpdatedAt: string | null } };

export type SetRiderZoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  zone: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetRiderZoneMutation = { setRiderZone: { id: string, name: string, email: string, phone: string | null, status: RiderWorkStatus, zoneId: string | null, zoneTitle: string | null, suspendedAt: string | null, latitude: number | null, longitude: number | null, locationUpdatedAt: string | null } };

export type SetPasswordWithTokenMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SetPasswordWithTokenMutation = { setPasswordWithToken: boolean };

export type AdminPayoutFieldsFragment = { _id: string, partyKind: PayoutPartyKind, partyId: string, partyName: string, currency: string, periodStart: string, periodEnd: string, amount: number, direction: PayoutDirection, status: PayoutStatus, adapter: string, providerReference: string | null, failureReason: string | null, createdAt: string, paidAt: string | null };

export type AdminMoneyQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMoneyQuery = { ledgerAccounts: { payoutAdapter: string, accounts: Array<{ kind: LedgerAccountKind, owner: string, ownerName: string | null, currency: string, balance: number, entryCount: number, stripeConnected: boolean }>, revenue: Array<{ currency: string, earned: number }> } };

export type AdminPayoutsQueryVariables = Exact<{
  filter: InputMaybe<PayoutFilter>;
}>;


export type AdminPayoutsQuery = { payouts: Array<{ _id: string, partyKind: PayoutPartyKind, partyId: string, partyName: string, currency: string, periodStart: string, periodEnd: string, amount: number, direction: PayoutDirection, status: PayoutStatus, adapter: string, providerReference: string | null, failureReason: string | null, createdAt: string, paidAt: string | null }> };

export type CreatePayoutsMutationVariables = Exact<{
  input: CreatePayoutsInput;
}>;


export type CreatePayoutsMutation = { createPayouts: Array<{ _id: string, partyKind: PayoutPartyKind, partyId: string, partyName: string, currency: string, periodStart: string, periodEnd: string, amount: number, direction: PayoutDirection, status: PayoutStatus, adapter: string, providerReference: string | null, failureReason: string | null, createdAt: string, paidAt: string | null }> };

export type MarkPayoutPaidMutationVariables = Exact<{
  payoutId: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
}>;


export type MarkPayoutPaidMutation = { markPayoutPaid: { _id: string, partyKind: PayoutPartyKind, partyId: string, partyName: string, currency: string, periodStart: string, periodEnd: string, amount: number, direction: PayoutDirection, status: PayoutStatus, adapter: string, providerReference: string | null, failureReason: string | null, createdAt: string, paidAt: string | null } };

export type AdminRestaurantFieldsFragment = { _id: string, name: string, slug: string, status: RestaurantStatus, description: string, cuisines: Array<string>, image: string, logo: string | null, address: string, latitude: number, longitude: number, timeZone: string, minimumOrder: number, deliveryTime: number, preparationMinutes: number, tax: number, commissionRate: number | null, deliveryRadiusKm: number, orderPrefix: string, zone: { _id: string, title: string } | null, users: Array<{ _id: string, name: string, email: string }> };

export type AdminRestaurantsQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<RestaurantStatus>;
  zone: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminRestaurantsQuery = { adminRestaurants: { totalCount: number, items: Array<{ _id: string, name: string, slug: string, status: RestaurantStatus, address: string, zone: { _id: string, title: string } | null }> } };

export type AdminRestaurantQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type AdminRestaurantQuery = { adminRestaurant: { _id: string, name: string, slug: string, status: RestaurantStatus, description: string, cuisines: Array<string>, image: string, logo: string | null, address: string, latitude: number, longitude: number, timeZone: string, minimumOrder: number, deliveryTime: number, preparationMinutes: number, tax: number, commissionRate: number | null, deliveryRadiusKm: number, orderPrefix: string, zone: { _id: string, title: string } | null, users: Array<{ _id: string, name: string, email: string }> } };

export type RestaurantAdminZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestaurantAdminZonesQuery = { restaurantAdminZones: Array<{ _id: string, title: string }> };

export type CreateRestaurantMutationVariables = Exact<{
  input: RestaurantInput;
}>;


export type CreateRestaurantMutation = { createRestaurant: { _id: string, name: string, slug: string, status: RestaurantStatus, description: string, cuisines: Array<string>, image: string, logo: string | null, address: string, latitude: number, longitude: number, timeZone: string, minimumOrder: number, deliveryTime: number, preparationMinutes: number, tax: number, commissionRate: number | null, deliveryRadiusKm: number, orderPrefix: string, zone: { _id: string, title: string } | null, users: Array<{ _id: string, name: string, email: string }> } };

export type UpdateRestaurantMutationVariables = Exact<{
  id: Scalars['String']['input'];
  input: RestaurantInput;
}>;


export type UpdateRestaurantMutation = { updateRestaurant: { _id: string, name: string, slug: string, status: RestaurantStatus, description: string, cuisines: Array<string>, image: string, logo: string | null, address: string, latitude: number, longitude: number, timeZone: string, minimumOrder: number, deliveryTime: number, preparationMinutes: number, tax: number, commissionRate: number | null, deliveryRadiusKm: number, orderPrefix: string, zone: { _id: string, title: string } | null, users: Array<{ _id: string, name: string, email: string }> } };

export type PublishRestaurantMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type PublishRestaurantMutation = { publishRestaurant: { _id: string, status: RestaurantStatus } };

export type UnpublishRestaurantMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type UnpublishRestaurantMutation = { unpublishRestaurant: { _id: string, status: RestaurantStatus } };

export type LinkRestaurantUserMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  email: Scalars['String']['input'];
}>;


export type LinkRestaurantUserMutation = { linkRestaurantUser: { _id: string, users: Array<{ _id: string, name: string, email: string }> } };

export type UnlinkRestaurantUserMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  user: Scalars['String']['input'];
}>;


export type UnlinkRestaurantUserMutation = { unlinkRestaurantUser: { _id: string, users: Array<{ _id: string, name: string, email: string }> } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { adminSettings: { currency: string, currencySymbol: string, costType: string, deliveryRate: number, minimumDeliveryFee: number, tipPresets: Array<number>, tipsEnabled: boolean, taxPercent: number, taxEnabled: boolean, unassignedAlertMinutes: number, defaultCommissionRate: number, riderFeePerDelivery: number, riderFeePerKm: number, currencies: Array<string> } };

export type UpdateSettingsMutationVariables = Exact<{
  input: PlatformSettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { currency: string, currencySymbol: string, costType: string, deliveryRate: number, minimumDeliveryFee: number, tipPresets: Array<number>, tipsEnabled: boolean, taxPercent: number, taxEnabled: boolean, unassignedAlertMinutes: number, defaultCommissionRate: number, riderFeePerDelivery: number, riderFeePerKm: number, currencies: Array<string> } };

export type AdminSettingsFieldsFragment = { currency: string, currencySymbol: string, costType: string, deliveryRate: number, minimumDeliveryFee: number, tipPresets: Array<number>, tipsEnabled: boolean, taxPercent: number, taxEnabled: boolean, unassignedAlertMinutes: number, defaultCommissionRate: number, riderFeePerDelivery: number, riderFeePerKm: number, currencies: Array<string> };

export type AdminVouchersQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminVouchersQuery = { adminVouchers: Array<{ _id: string, code: string, kind: VoucherKind, percent: number, amount: number, fundedBy: VoucherFunder, startsAt: string | null, endsAt: string | null, totalLimit: number | null, perCustomerLimit: number | null, usedCount: number, minimumOrder: number, enabled: boolean, createdAt: string, restaurants: Array<{ _id: string, name: string }> }> };

export type VoucherRestaurantChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type VoucherRestaurantChoicesQuery = { voucherRestaurantChoices: Array<{ _id: string, name: string }> };

export type CreateVoucherMutationVariables = Exact<{
  input: VoucherInput;
}>;


export type CreateVoucherMutation = { createVoucher: { _id: string, code: string, kind: VoucherKind, percent: number, amount: number, fundedBy: VoucherFunder, startsAt: string | null, endsAt: string | null, totalLimit: number | null, perCustomerLimit: number | null, usedCount: number, minimumOrder: number, enabled: boolean, createdAt: string, restaurants: Array<{ _id: string, name: string }> } };

export type UpdateVoucherMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VoucherInput;
}>;


export type UpdateVoucherMutation = { updateVoucher: { _id: string, code: string, kind: VoucherKind, percent: number, amount: number, fundedBy: VoucherFunder, startsAt: string | null, endsAt: string | null, totalLimit: number | null, perCustomerLimit: number | null, usedCount: number, minimumOrder: number, enabled: boolean, createdAt: string, restaurants: Array<{ _id: string, name: string }> } };

export type SetVoucherEnabledMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetVoucherEnabledMutation = { setVoucherEnabled: { _id: string, code: string, kind: VoucherKind, percent: number, amount: number, fundedBy: VoucherFunder, startsAt: string | null, endsAt: string | null, totalLimit: number | null, perCustomerLimit: number | null, usedCount: number, minimumOrder: number, enabled: boolean, createdAt: string, restaurants: Array<{ _id: string, name: string }> } };

export type AdminVoucherFieldsFragment = { _id: string, code: string, kind: VoucherKind, percent: number, amount: number, fundedBy: VoucherFunder, startsAt: string | null, endsAt: string | null, totalLimit: number | null, perCustomerLimit: number | null, usedCount: number, minimumOrder: number, enabled: boolean, createdAt: string, restaurants: Array<{ _id: string, name: string }> };

export type AdminZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminZonesQuery = { adminZones: Array<{ _id: string, title: string, description: string, isActive: boolean, polygon: Array<Array<Array<number>>> | null, restaurantCount: number, riderCount: number }> };

export type CreateZoneMutationVariables = Exact<{
  input: ZoneInput;
}>;


export type CreateZoneMutation = { createZone: { _id: string, title: string, description: string, isActive: boolean, polygon: Array<Array<Array<number>>> | null, restaurantCount: number, riderCount: number } };

export type UpdateZoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ZoneInput;
}>;


export type UpdateZoneMutation = { updateZone: { _id: string, title: string, description: string, isActive: boolean, polygon: Array<Array<Array<number>>> | null, restaurantCount: number, riderCount: number } };

export type DeleteZoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteZoneMutation = { deleteZone: string };

export type AdminZoneFieldsFragment = { _id: string, title: string, description: string, isActive: boolean, polygon: Array<Array<Array<number>>> | null, restaurantCount: number, riderCount: number };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter: { result: boolean } };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: { result: boolean } };

export type SubmitContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SubmitContactMessageMutation = { submitContactMessage: { result: boolean } };

export type SubmitRegistrationMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type SubmitRegistrationMutation = { submitRegistration: { result: boolean } };

export type CreateUserMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: InputMaybe<Scalars['String']['input']>;
  otp: Scalars['String']['input'];
}>;


export type CreateUserMutation = { createUser: { userId: string, token: string, tokenExpiration: string, name: string, email: string, phone: string | null, isNewUser: boolean } };

export type DemoOutboxQueryVariables = Exact<{
  recipient: Scalars['String']['input'];
}>;


export type DemoOutboxQuery = { demoOutbox: Array<{ _id: string, channel: string, recipient: string, subject: string, body: string, createdAt: string }> };

export type EmailExistMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type EmailExistMutation = { emailExist: { _id: string | null } };

export type ForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { forgotPassword: { result: boolean, retryAfter: number } };

export type LoginMutationVariables = Exact<{
  type: Scalars['String']['input'];
  email: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
  idToken: InputMaybe<Scalars['String']['input']>;
}>;


export type LoginMutation = { login: { userId: string, token: string, tokenExpiration: string, name: string, email: string, phone: string | null, isNewUser: boolean } };

export type PhoneExistQueryVariables = Exact<{
  phone: Scalars['String']['input'];
}>;


export type PhoneExistQuery = { phoneExist: { _id: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  password: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { resetPassword: { result: boolean, message: string | null } };

export type SendOtpToEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SendOtpToEmailMutation = { sendOtpToEmail: { result: boolean, retryAfter: number } };

export type SendOtpToPhoneNumberMutationVariables = Exact<{
  phone: Scalars['String']['input'];
}>;


export type SendOtpToPhoneNumberMutation = { sendOtpToPhoneNumber: { result: boolean, retryAfter: number } };

export type UpdateUserPhoneMutationVariables = Exact<{
  phone: Scalars['String']['input'];
  phoneIsVerified: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateUserPhoneMutation = { updateUser: { _id: string, phone: string | null, phoneIsVerified: boolean } };

export type VerifyPhoneOtpMutationVariables = Exact<{
  phone: Scalars['String']['input'];
  otp: Scalars['String']['input'];
}>;


export type VerifyPhoneOtpMutation = { verifyPhoneOtp: { _id: string, phone: string | null, phoneIsVerified: boolean } };

export type VerifyResetOtpMutationVariables = Exact<{
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
}>;


export type VerifyResetOtpMutation = { verifyResetOtp: { resetToken: string, expiresAt: string } };

export type ApplyCouponMutationVariables = Exact<{
  coupon: Scalars['String']['input'];
  restaurantId: InputMaybe<Scalars['ID']['input']>;
  subtotal: InputMaybe<Scalars['Float']['input']>;
}>;


export type ApplyCouponMutation = { coupon: { _id: string, title: string, kind: VoucherKind, discount: number, amount: number, enabled: boolean } };

export type CheckoutChargesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutChargesQuery = { configuration: { _id: string, currency: string, currencySymbol: string, deliveryRate: number, costType: string, minimumDeliveryFee: number }, tips: { _id: string, tipVariations: Array<number>, enabled: boolean } };

export type CheckoutRestaurantQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type CheckoutRestaurantQuery = { restaurant: { _id: string, name: string, image: string, slug: string, address: string, deliveryTime: number, minimumOrder: number, tax: number, isAvailable: boolean, isOpen: boolean, timeZone: string, location: { coordinates: Array<number> }, openingTimes: Array<{ day: string, times: Array<{ startTime: Array<number>, endTime: Array<number> }> }>, categories: Array<{ _id: string, title: string, foods: Array<{ _id: string, title: string, image: string | null, description: string, isOutOfStock: boolean, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addons: Array<string> }> }> }>, addons: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<string> }>, options: Array<{ _id: string, title: string, description: string, price: number, isOutOfStock: boolean }> } };

export type PlaceOrderMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  orderInput: Array<OrderInput> | OrderInput;
  paymentMethod: Scalars['String']['input'];
  couponCode: InputMaybe<Scalars['String']['input']>;
  tipPercent: InputMaybe<Scalars['Float']['input']>;
  tipping: Scalars['Float']['input'];
  taxationAmount: Scalars['Float']['input'];
  address: InputMaybe<OrderAddressInput>;
  orderDate: Scalars['String']['input'];
  isPickedUp: Scalars['Boolean']['input'];
  deliveryCharges: Scalars['Float']['input'];
  orderAmount: InputMaybe<Scalars['Float']['input']>;
  idempotencyKey: Scalars['String']['input'];
}>;


export type PlaceOrderMutation = { placeOrder: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, orderAmount: number, paidAmount: number, deliveryCharges: number, tipping: number, taxationAmount: number, discount: number, couponCode: string | null, isPickedUp: boolean, orderDate: string, restaurant: { _id: string, name: string }, user: { _id: string, name: string }, items: Array<{ _id: string, title: string, quantity: number }> } };

export type UserFavouriteQueryVariables = Exact<{
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type UserFavouriteQuery = { userFavourite: Array<{ _id: string, name: string, image: string, slug: string, deliveryTime: number, rating: number, isOpen: boolean, reviewData: { total: number }, categories: Array<{ title: string }> }> };

export type AppLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type AppLinksQuery = { appLinks: { appStoreUrl: string | null, playStoreUrl: string | null } };

export type HomeRestaurantsQueryVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
}>;


export type HomeRestaurantsQuery = { nearByRestaurantPins: { totalCount: number, pins: Array<{ _id: string, name: string, image: string, slug: string, location: { coordinates: Array<number> } }> } };

export type EditableMenuFieldsFragment = { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> };

export type MenuEditorQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
}>;


export type MenuEditorQuery = { menuEditor: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorSaveCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type MenuEditorSaveCategoryMutation = { saveCategory: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorDeleteCategoryMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type MenuEditorDeleteCategoryMutation = { deleteCategory: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorReorderCategoriesMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type MenuEditorReorderCategoriesMutation = { reorderCategories: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorSaveFoodMutationVariables = Exact<{
  input: FoodInput;
}>;


export type MenuEditorSaveFoodMutation = { saveFood: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorDeleteFoodMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type MenuEditorDeleteFoodMutation = { deleteFood: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorReorderFoodsMutationVariables = Exact<{
  category: Scalars['String']['input'];
  ids: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type MenuEditorReorderFoodsMutation = { reorderFoods: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorSaveAddonGroupMutationVariables = Exact<{
  input: AddonGroupInput;
}>;


export type MenuEditorSaveAddonGroupMutation = { saveAddonGroup: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type MenuEditorDeleteAddonGroupMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type MenuEditorDeleteAddonGroupMutation = { deleteAddonGroup: { restaurant: string, categories: Array<{ _id: string, title: string, isHidden: boolean, foods: Array<{ _id: string, category: string, title: string, description: string, image: string | null, isActive: boolean, isOutOfStock: boolean, availableDays: Array<string>, availableFrom: number | null, availableTo: number | null, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addonGroups: Array<string> }> }> }>, addonGroups: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<{ _id: string, title: string, price: number }> }> } };

export type RestaurantInfoQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type RestaurantInfoQuery = { restaurant: { _id: string, address: string, timeZone: string, openingTimes: Array<{ day: string, times: Array<{ startTime: Array<number>, endTime: Array<number> }> }>, reviewData: { total: number, reviews: Array<{ _id: string, rating: number, description: string, createdAt: string, reply: string | null, order: { user: { _id: string, name: string } } | null }> } } };

export type RestaurantQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type RestaurantQuery = { restaurant: { _id: string, name: string, image: string, slug: string, address: string, deliveryTime: number, minimumOrder: number, rating: number, isAvailable: boolean, isOpen: boolean, reviewData: { total: number }, categories: Array<{ _id: string, title: string, foods: Array<{ _id: string, title: string, image: string | null, description: string, isOutOfStock: boolean, variations: Array<{ _id: string, title: string, price: number, discounted: number | null, addons: Array<string> }> }> }>, addons: Array<{ _id: string, title: string, description: string, quantityMinimum: number, quantityMaximum: number, options: Array<string> }>, options: Array<{ _id: string, title: string, description: string, price: number, isOutOfStock: boolean }> } };

export type OrderAppLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderAppLinksQuery = { appLinks: { appStoreUrl: string | null, playStoreUrl: string | null } };

export type ChatMessageFieldsFragment = { id: string, message: string, createdAt: string, user: { id: string, name: string } };

export type ChatQueryVariables = Exact<{
  order: Scalars['ID']['input'];
}>;


export type ChatQuery = { chat: Array<{ id: string, message: string, createdAt: string, user: { id: string, name: string } }> };

export type SendChatMessageMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  message: ChatMessageInput;
}>;


export type SendChatMessageMutation = { sendChatMessage: { success: boolean, message: string | null, data: { id: string, message: string, createdAt: string, user: { id: string, name: string } } | null } };

export type NewChatMessageSubscriptionVariables = Exact<{
  order: Scalars['ID']['input'];
}>;


export type NewChatMessageSubscription = { subscriptionNewMessage: { id: string, message: string, createdAt: string, user: { id: string, name: string } } };

export type OrderCardFieldsFragment = { _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, name: string, image: string, slug: string } };

export type OrderDetailFieldsFragment = { orderAmount: number, paidAmount: number, refundedAmount: number, refundPendingAmount: number, currency: string, currencySymbol: string, discount: number, couponCode: string | null, deliveryCharges: number, tipping: number, taxationAmount: number, acceptedAt: string | null, assignedAt: string | null, pickedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, address: string, name: string, image: string, slug: string, location: { coordinates: Array<number> } }, deliveryAddress: { deliveryAddress: string, details: string, label: string, location: { coordinates: Array<number> } } | null, user: { _id: string, name: string, email: string | null, phone: string | null }, rider: { _id: string, name: string } | null, review: { _id: string } | null, items: Array<{ _id: string, title: string, food: string | null, quantity: number, specialInstructions: string, variation: { _id: string | null, title: string, price: number, discounted: number | null }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> };

export type OrderQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type OrderQuery = { order: { orderAmount: number, paidAmount: number, refundedAmount: number, refundPendingAmount: number, currency: string, currencySymbol: string, discount: number, couponCode: string | null, deliveryCharges: number, tipping: number, taxationAmount: number, acceptedAt: string | null, assignedAt: string | null, pickedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, address: string, name: string, image: string, slug: string, location: { coordinates: Array<number> } }, deliveryAddress: { deliveryAddress: string, details: string, label: string, location: { coordinates: Array<number> } } | null, user: { _id: string, name: string, email: string | null, phone: string | null }, rider: { _id: string, name: string } | null, review: { _id: string } | null, items: Array<{ _id: string, title: string, food: string | null, quantity: number, specialInstructions: string, variation: { _id: string | null, title: string, price: number, discounted: number | null }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> } };

export type OrderChangedSubscriptionVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type OrderChangedSubscription = { subscriptionOrder: { orderAmount: number, paidAmount: number, refundedAmount: number, refundPendingAmount: number, currency: string, currencySymbol: string, discount: number, couponCode: string | null, deliveryCharges: number, tipping: number, taxationAmount: number, acceptedAt: string | null, assignedAt: string | null, pickedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, address: string, name: string, image: string, slug: string, location: { coordinates: Array<number> } }, deliveryAddress: { deliveryAddress: string, details: string, label: string, location: { coordinates: Array<number> } } | null, user: { _id: string, name: string, email: string | null, phone: string | null }, rider: { _id: string, name: string } | null, review: { _id: string } | null, items: Array<{ _id: string, title: string, food: string | null, quantity: number, specialInstructions: string, variation: { _id: string | null, title: string, price: number, discounted: number | null }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> } };

export type CancelOrderMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type CancelOrderMutation = { cancelOrder: { orderAmount: number, paidAmount: number, refundedAmount: number, refundPendingAmount: number, currency: string, currencySymbol: string, discount: number, couponCode: string | null, deliveryCharges: number, tipping: number, taxationAmount: number, acceptedAt: string | null, assignedAt: string | null, pickedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, address: string, name: string, image: string, slug: string, location: { coordinates: Array<number> } }, deliveryAddress: { deliveryAddress: string, details: string, label: string, location: { coordinates: Array<number> } } | null, user: { _id: string, name: string, email: string | null, phone: string | null }, rider: { _id: string, name: string } | null, review: { _id: string } | null, items: Array<{ _id: string, title: string, food: string | null, quantity: number, specialInstructions: string, variation: { _id: string | null, title: string, price: number, discounted: number | null }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> } };

export type ReviewOrderMutationVariables = Exact<{
  order: Scalars['String']['input'];
  rating: Scalars['Int']['input'];
  description: InputMaybe<Scalars['String']['input']>;
}>;


export type ReviewOrderMutation = { reviewOrder: { orderAmount: number, paidAmount: number, refundedAmount: number, refundPendingAmount: number, currency: string, currencySymbol: string, discount: number, couponCode: string | null, deliveryCharges: number, tipping: number, taxationAmount: number, acceptedAt: string | null, assignedAt: string | null, pickedAt: string | null, deliveredAt: string | null, cancelledAt: string | null, _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, address: string, name: string, image: string, slug: string, location: { coordinates: Array<number> } }, deliveryAddress: { deliveryAddress: string, details: string, label: string, location: { coordinates: Array<number> } } | null, user: { _id: string, name: string, email: string | null, phone: string | null }, rider: { _id: string, name: string } | null, review: { _id: string } | null, items: Array<{ _id: string, title: string, food: string | null, quantity: number, specialInstructions: string, variation: { _id: string | null, title: string, price: number, discounted: number | null }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> } };

export type OrdersQueryVariables = Exact<{
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type OrdersQuery = { orders: Array<{ _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, name: string, image: string, slug: string } }> };

export type OrdersChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OrdersChangedSubscription = { subscriptionOrders: { _id: string, orderId: string, orderStatus: OrderStatus, isPickedUp: boolean, createdAt: string, expectedTime: string | null, preparationTime: string | null, completionTime: string | null, reason: string | null, orderDate: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancelledBy: CancelledBy | null, restaurant: { _id: string, name: string, image: string, slug: string } } };

export type RiderQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type RiderQuery = { rider: { _id: string, location: { coordinates: Array<number> } | null } };

export type RiderLocationSubscriptionVariables = Exact<{
  riderId: Scalars['String']['input'];
}>;


export type RiderLocationSubscription = { subscriptionRiderLocation: { _id: string, location: { coordinates: Array<number> } | null } };

export type OrderPaypalQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type OrderPaypalQuery = { orderPaypal: { _id: string, orderId: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, orderStatus: OrderStatus, currency: string, currencySymbol: string, itemsSubtotal: number, discount: number, deliveryCharges: number, taxationAmount: number, tipping: number, orderAmount: number, isPickedUp: boolean, restaurant: { _id: string, name: string, image: string }, items: Array<{ _id: string, title: string, quantity: number, variation: { title: string, price: number }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> } };

export type OrderStripeQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type OrderStripeQuery = { orderStripe: { _id: string, orderId: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, orderStatus: OrderStatus, currency: string, currencySymbol: string, itemsSubtotal: number, discount: number, deliveryCharges: number, taxationAmount: number, tipping: number, orderAmount: number, isPickedUp: boolean, restaurant: { _id: string, name: string, image: string }, items: Array<{ _id: string, title: string, quantity: number, variation: { title: string, price: number }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> } };

export type PaymentConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigurationQuery = { configuration: { _id: string, paypalClientId: string | null } };

export type PaymentOrderFieldsFragment = { _id: string, orderId: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, orderStatus: OrderStatus, currency: string, currencySymbol: string, itemsSubtotal: number, discount: number, deliveryCharges: number, taxationAmount: number, tipping: number, orderAmount: number, isPickedUp: boolean, restaurant: { _id: string, name: string, image: string }, items: Array<{ _id: string, title: string, quantity: number, variation: { title: string, price: number }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string, price: number }> }> }> };

export type PickupRestaurantsQueryVariables = Exact<{
  latitude: InputMaybe<Scalars['Float']['input']>;
  longitude: InputMaybe<Scalars['Float']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type PickupRestaurantsQuery = { nearByRestaurants: { restaurants: Array<{ _id: string, name: string, image: string, slug: string, deliveryTime: number, rating: number, isOpen: boolean, reviewData: { total: number }, categories: Array<{ title: string }>, location: { coordinates: Array<number> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { changePassword: { changed: boolean, token: string | null, tokenExpiration: string | null } };

export type UpdateUserNameMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type UpdateUserNameMutation = { updateUser: { _id: string, name: string } };

export type ConsoleBusyFieldsFragment = { _id: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, extraPreparationMinutes: number };

export type ConsoleBusyQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBusyQuery = { consoleRestaurants: Array<{ _id: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, extraPreparationMinutes: number }> };

export type ConsoleSetExtraTimeMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  minutes: Scalars['Int']['input'];
}>;


export type ConsoleSetExtraTimeMutation = { setExtraPreparationTime: { _id: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, extraPreparationMinutes: number } };

export type ConsolePauseUntilMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  minutes: InputMaybe<Scalars['Int']['input']>;
  restOfDay: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ConsolePauseUntilMutation = { pauseRestaurantUntil: { _id: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, extraPreparationMinutes: number } };

export type ConsoleResumeMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
}>;


export type ConsoleResumeMutation = { pauseRestaurant: { _id: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, extraPreparationMinutes: number } };

export type ConsoleClosuresQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
}>;


export type ConsoleClosuresQuery = { consoleClosures: Array<{ _id: string, date: string, note: string }> };

export type ConsoleAddClosureMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  date: Scalars['String']['input'];
  note: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleAddClosureMutation = { addClosure: { _id: string, date: string, note: string } };

export type ConsoleRemoveClosureMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  date: Scalars['String']['input'];
}>;


export type ConsoleRemoveClosureMutation = { removeClosure: boolean };

export type ConsoleOrderHistoryQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
  paymentMethod: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConsoleOrderHistoryQuery = { consoleOrderHistory: { totalCount: number, orders: Array<{ _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderDate: string, createdAt: string, preparationTime: string | null, reason: string | null, currency: string, orderAmount: number, itemsSubtotal: number, deliveryCharges: number, taxationAmount: number, tipping: number, discount: number, user: { _id: string, name: string }, items: Array<{ _id: string, title: string, quantity: number, specialInstructions: string, variation: { title: string }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string }> }> }> }> } };

export type ConsoleOrdersCsvQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
  paymentMethod: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleOrdersCsvQuery = { consoleOrdersCsv: string };

export type ConsoleReportQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
  period: ReportPeriod;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type ConsoleReportQuery = { consoleReport: { period: ReportPeriod, currency: string, currencySymbol: string, rows: Array<{ start: string, orders: number, cancelled: number, revenue: number, averageBasket: number, bestSellers: Array<{ title: string, quantity: number }> }> } };

export type ConsoleReviewsQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConsoleReviewsQuery = { consoleReviews: { totalCount: number, reviews: Array<{ _id: string, rating: number, description: string, createdAt: string, reply: string | null, repliedAt: string | null, order: { user: { name: string } } | null }> } };

export type ConsoleReplyToReviewMutationVariables = Exact<{
  review: Scalars['String']['input'];
  text: Scalars['String']['input'];
}>;


export type ConsoleReplyToReviewMutation = { replyToReview: { _id: string, reply: string | null, repliedAt: string | null } };

export type ConsoleMenuQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type ConsoleMenuQuery = { restaurant: { _id: string, categories: Array<{ _id: string, title: string, foods: Array<{ _id: string, title: string, isOutOfStock: boolean }> }>, options: Array<{ _id: string, title: string, isOutOfStock: boolean }> } };

export type ConsoleSetFoodStockMutationVariables = Exact<{
  food: Scalars['String']['input'];
  outOfStock: Scalars['Boolean']['input'];
}>;


export type ConsoleSetFoodStockMutation = { setFoodOutOfStock: { _id: string, isOutOfStock: boolean } };

export type ConsoleSetOptionStockMutationVariables = Exact<{
  option: Scalars['String']['input'];
  outOfStock: Scalars['Boolean']['input'];
}>;


export type ConsoleSetOptionStockMutation = { setOptionOutOfStock: { _id: string, isOutOfStock: boolean } };

export type ConsolePauseRestaurantMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  paused: Scalars['Boolean']['input'];
}>;


export type ConsolePauseRestaurantMutation = { pauseRestaurant: { _id: string, name: string, slug: string, timeZone: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, currency: string, currencySymbol: string, openingTimes: Array<{ day: string, times: Array<{ startTime: Array<number>, endTime: Array<number> }> }> } };

export type ConsoleUpdateOpeningTimesMutationVariables = Exact<{
  restaurant: Scalars['String']['input'];
  openingTimes: Array<OpeningTimesInput> | OpeningTimesInput;
}>;


export type ConsoleUpdateOpeningTimesMutation = { updateOpeningTimes: { _id: string, name: string, slug: string, timeZone: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, currency: string, currencySymbol: string, openingTimes: Array<{ day: string, times: Array<{ startTime: Array<number>, endTime: Array<number> }> }> } };

export type ConsoleRestaurantFieldsFragment = { _id: string, name: string, slug: string, timeZone: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, currency: string, currencySymbol: string, openingTimes: Array<{ day: string, times: Array<{ startTime: Array<number>, endTime: Array<number> }> }> };

export type ConsoleOrderFieldsFragment = { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderDate: string, createdAt: string, preparationTime: string | null, reason: string | null, currency: string, orderAmount: number, itemsSubtotal: number, deliveryCharges: number, taxationAmount: number, tipping: number, discount: number, user: { _id: string, name: string }, items: Array<{ _id: string, title: string, quantity: number, specialInstructions: string, variation: { title: string }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string }> }> }> };

export type ConsoleRestaurantsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRestaurantsQuery = { consoleRestaurants: Array<{ _id: string, name: string, slug: string, timeZone: string, isAvailable: boolean, isOpen: boolean, pausedUntil: string | null, currency: string, currencySymbol: string, openingTimes: Array<{ day: string, times: Array<{ startTime: Array<number>, endTime: Array<number> }> }> }> };

export type ConsoleOrdersQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
}>;


export type ConsoleOrdersQuery = { consoleOrders: Array<{ _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderDate: string, createdAt: string, preparationTime: string | null, reason: string | null, currency: string, orderAmount: number, itemsSubtotal: number, deliveryCharges: number, taxationAmount: number, tipping: number, discount: number, user: { _id: string, name: string }, items: Array<{ _id: string, title: string, quantity: number, specialInstructions: string, variation: { title: string }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string }> }> }> }> };

export type ConsoleSummaryQueryVariables = Exact<{
  restaurant: Scalars['String']['input'];
}>;


export type ConsoleSummaryQuery = { consoleSummary: { orders: number, cancelled: number, pending: number, revenue: number, currency: string, currencySymbol: string } };

export type ConsoleOrderChangedSubscriptionVariables = Exact<{
  restaurant: Scalars['String']['input'];
}>;


export type ConsoleOrderChangedSubscription = { subscriptionConsoleOrders: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, isPickedUp: boolean, orderDate: string, createdAt: string, preparationTime: string | null, reason: string | null, currency: string, orderAmount: number, itemsSubtotal: number, deliveryCharges: number, taxationAmount: number, tipping: number, discount: number, user: { _id: string, name: string }, items: Array<{ _id: string, title: string, quantity: number, specialInstructions: string, variation: { title: string }, addons: Array<{ _id: string, title: string, options: Array<{ _id: string, title: string }> }> }> } };

export type ConsoleAcceptOrderMutationVariables = Exact<{
  id: Scalars['String']['input'];
  preparationTime: Scalars['Int']['input'];
}>;


export type ConsoleAcceptOrderMutation = { acceptOrder: { _id: string, orderStatus: OrderStatus } };

export type ConsoleDeclineOrderMutationVariables = Exact<{
  id: Scalars['String']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleDeclineOrderMutation = { declineOrder: { _id: string, orderStatus: OrderStatus } };

export type ConsoleHandOverOrderMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type ConsoleHandOverOrderMutation = { handOverPickupOrder: { _id: string, orderStatus: OrderStatus } };

export type NearByRestaurantsQueryVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  carousels: Scalars['Boolean']['input'];
}>;


export type NearByRestaurantsQuery = { nearByRestaurants: { offers?: Array<{ _id: string, name: string, tag: string, restaurants: Array<string> }>, sections?: Array<{ _id: string, name: string, restaurants: Array<string> }>, restaurants: Array<{ _id: string, name: string, image: string, slug: string, deliveryTime: number, rating: number, isOpen: boolean, reviewData: { total: number }, categories: Array<{ title: string }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, nearByCarouselRestaurants?: Array<{ _id: string, name: string, image: string, slug: string, deliveryTime: number, rating: number, isOpen: boolean, reviewData: { total: number }, categories: Array<{ title: string }> }> };

export type RiderEarningsPeriodFieldsFragment = { from: string, deliveries: number, fees: number, tips: number, total: number };

export type RiderEarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type RiderEarningsQuery = { riderEarnings: { currency: string, timeZone: string, cashHeld: number, today: { from: string, deliveries: number, fees: number, tips: number, total: number }, week: { from: string, deliveries: number, fees: number, tips: number, total: number }, deliveries: Array<{ _id: string, orderId: string, restaurantName: string, deliveredAt: string, fee: number, tip: number }> } };

export type RiderDeliveryFieldsFragment = { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, amountToCollect: number, currency: string, itemCount: number, readyAt: string | null, restaurant: { name: string, address: string, location: { coordinates: Array<number> } }, customer: { _id: string, name: string, phone: string | null }, dropOff: { address: string, details: string, location: { coordinates: Array<number> } } };

export type RiderProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type RiderProfileQuery = { riderProfile: { _id: string, name: string, isOnline: boolean, location: { coordinates: Array<number> } | null, activeDelivery: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, amountToCollect: number, currency: string, itemCount: number, readyAt: string | null, restaurant: { name: string, address: string, location: { coordinates: Array<number> } }, customer: { _id: string, name: string, phone: string | null }, dropOff: { address: string, details: string, location: { coordinates: Array<number> } } } | null } };

export type RiderOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type RiderOffersQuery = { riderOffers: Array<{ _id: string, orderId: string, distanceToRestaurant: number, deliveryDistance: number, deliveryCharges: number, tipping: number, currency: string, readyAt: string | null, restaurant: { name: string, address: string, location: { coordinates: Array<number> } } }> };

export type RiderOffersChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RiderOffersChangedSubscription = { subscriptionRiderOffers: { orderId: string } };

export type SetRiderOnlineMutationVariables = Exact<{
  online: Scalars['Boolean']['input'];
}>;


export type SetRiderOnlineMutation = { setRiderOnline: { _id: string, name: string, isOnline: boolean, location: { coordinates: Array<number> } | null, activeDelivery: { _id: string, orderId: string, orderStatus: OrderStatus, paymentMethod: PaymentMethod, amountToCollect: number, currency: string, itemCount: number, readyAt: string | null, restaurant: { name: string, address: string, location: { coordinates: Array<number> } }, customer: { _id: string, name: string, phone: string | null }, dropOff: { address: string, details: string, location: { coordinates: Array<number> } } } | null } };

export type ReportRiderLocationMutationVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
}>;


export type ReportRiderLocationMutation = { updateRiderLocation: { _id: string } };

export type TakeOfferMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type TakeOfferMutation = { assignOrder: { _id: string, orderStatus: OrderStatus } };

export type RiderPickUpMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type RiderPickUpMutation = { pickUpOrder: { _id: string, orderStatus: OrderStatus } };

export type RiderDeliverMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type RiderDeliverMutation = { deliverOrder: { _id: string, orderStatus: OrderStatus } };

export type RiderChatQueryVariables = Exact<{
  order: Scalars['ID']['input'];
}>;


export type RiderChatQuery = { chat: Array<{ id: string, message: string, createdAt: string, user: { id: string, name: string } }> };

export type RiderChatMessageFieldsFragment = { id: string, message: string, createdAt: string, user: { id: string, name: string } };

export type RiderSendChatMessageMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  message: ChatMessageInput;
}>;


export type RiderSendChatMessageMutation = { sendChatMessage: { success: boolean, message: string | null, data: { id: string, message: string, createdAt: string, user: { id: string, name: string } } | null } };

export type RiderNewChatMessageSubscriptionVariables = Exact<{
  order: Scalars['ID']['input'];
}>;


export type RiderNewChatMessageSubscription = { subscriptionNewMessage: { id: string, message: string, createdAt: string, user: { id: string, name: string } } };

export type AccountConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountConfigurationQuery = { configuration: { _id: string, googleClientId: string | null, smsEnabled: boolean, skipEmailVerification: boolean, skipMobileVerification: boolean, verificationSkipCode: string | null, demoMode: boolean } };

export type ConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationQuery = { configuration: { _id: string, currency: string, currencySymbol: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { _id: string, name: string, email: string, phone: string | null, phoneIsVerified: boolean, emailIsVerified: boolean, favourite: Array<string>, role: UserRole, addresses: Array<{ _id: string, label: string, deliveryAddress: string, details: string, selected: boolean, location: { coordinates: Array<number> } }> } };

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
export const SavedAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedAddressFields on Address {
  _id
  label
  deliveryAddress
  details
  selected
  location {
    coordinates
  }
}
    `, {"fragmentName":"SavedAddressFields"}) as unknown as TypedDocumentString<SavedAddressFieldsFragment, unknown>;
export const RestaurantMenuFieldsFragmentDoc = new TypedDocumentString(`
    fragment RestaurantMenuFields on Restaurant {
  categories {
    _id
    title
    foods {
      _id
      title
      image
      description
      isOutOfStock
      variations {
        _id
        title
        price
        discounted
        addons
      }
    }
  }
  addons {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options
  }
  options {
    _id
    title
    description
    price
    isOutOfStock
  }
}
    `, {"fragmentName":"RestaurantMenuFields"}) as unknown as TypedDocumentString<RestaurantMenuFieldsFragment, unknown>;
export const AdminOrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderDetailFields on AdminOrderDetail {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderAmount
  paidAmount
  currency
  createdAt
  reason
  cancelledBy
  deliveryAddress
  restaurantName
  needsRider
  customer {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
    zoneName
  }
  history {
    status
    at
    actorRole
    actorName
    note
  }
  payments {
    _id
    provider
    status
    amount
    currency
    refundRef
    createdAt
  }
}
    `, {"fragmentName":"AdminOrderDetailFields"}) as unknown as TypedDocumentString<AdminOrderDetailFieldsFragment, unknown>;
export const AdminApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminApplicationFields on AdminApplication {
  id
  kind
  status
  name
  email
  phone
  details {
    key
    value
  }
  createdAt
  decidedAt
  decidedByName
  rejectReason
  userId
  restaurantId
}
    `, {"fragmentName":"AdminApplicationFields"}) as unknown as TypedDocumentString<AdminApplicationFieldsFragment, unknown>;
export const AdminRiderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminRiderFields on AdminRider {
  id
  name
  email
  phone
  status
  zoneId
  zoneTitle
  suspendedAt
  latitude
  longitude
  locationUpdatedAt
}
    `, {"fragmentName":"AdminRiderFields"}) as unknown as TypedDocumentString<AdminRiderFieldsFragment, unknown>;
export const AdminPayoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPayoutFields on Payout {
  _id
  partyKind
  partyId
  partyName
  currency
  periodStart
  periodEnd
  amount
  direction
  status
  adapter
  providerReference
  failureReason
  createdAt
  paidAt
}
    `, {"fragmentName":"AdminPayoutFields"}) as unknown as TypedDocumentString<AdminPayoutFieldsFragment, unknown>;
export const AdminRestaurantFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminRestaurantFields on AdminRestaurant {
  _id
  name
  slug
  status
  description
  cuisines
  image
  logo
  address
  latitude
  longitude
  timeZone
  zone {
    _id
    title
  }
  minimumOrder
  deliveryTime
  preparationMinutes
  tax
  commissionRate
  deliveryRadiusKm
  orderPrefix
  users {
    _id
    name
    email
  }
}
    `, {"fragmentName":"AdminRestaurantFields"}) as unknown as TypedDocumentString<AdminRestaurantFieldsFragment, unknown>;
export const AdminSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSettingsFields on PlatformSettings {
  currency
  currencySymbol
  costType
  deliveryRate
  minimumDeliveryFee
  tipPresets
  tipsEnabled
  taxPercent
  taxEnabled
  unassignedAlertMinutes
  defaultCommissionRate
  riderFeePerDelivery
  riderFeePerKm
  currencies
}
    `, {"fragmentName":"AdminSettingsFields"}) as unknown as TypedDocumentString<AdminSettingsFieldsFragment, unknown>;
export const AdminVoucherFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminVoucherFields on AdminVoucher {
  _id
  code
  kind
  percent
  amount
  fundedBy
  startsAt
  endsAt
  totalLimit
  perCustomerLimit
  usedCount
  minimumOrder
  restaurants {
    _id
    name
  }
  enabled
  createdAt
}
    `, {"fragmentName":"AdminVoucherFields"}) as unknown as TypedDocumentString<AdminVoucherFieldsFragment, unknown>;
export const AdminZoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminZoneFields on AdminZone {
  _id
  title
  description
  isActive
  polygon
  restaurantCount
  riderCount
}
    `, {"fragmentName":"AdminZoneFields"}) as unknown as TypedDocumentString<AdminZoneFieldsFragment, unknown>;
export const EditableMenuFieldsFragmentDoc = new TypedDocumentString(`
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}
    `, {"fragmentName":"EditableMenuFields"}) as unknown as TypedDocumentString<EditableMenuFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const OrderCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}
    `, {"fragmentName":"OrderCardFields"}) as unknown as TypedDocumentString<OrderCardFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailFields on Order {
  ...OrderCardFields
  orderAmount
  paidAmount
  refundedAmount
  refundPendingAmount
  currency
  currencySymbol
  discount
  couponCode
  deliveryCharges
  tipping
  taxationAmount
  acceptedAt
  assignedAt
  pickedAt
  deliveredAt
  cancelledAt
  restaurant {
    _id
    address
    location {
      coordinates
    }
  }
  deliveryAddress {
    deliveryAddress
    details
    label
    location {
      coordinates
    }
  }
  user {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
  }
  review {
    _id
  }
  items {
    _id
    title
    food
    quantity
    specialInstructions
    variation {
      _id
      title
      price
      discounted
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}`, {"fragmentName":"OrderDetailFields"}) as unknown as TypedDocumentString<OrderDetailFieldsFragment, unknown>;
export const PaymentOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentOrderFields on Order {
  _id
  orderId
  paymentMethod
  paymentStatus
  orderStatus
  currency
  currencySymbol
  itemsSubtotal
  discount
  deliveryCharges
  taxationAmount
  tipping
  orderAmount
  isPickedUp
  restaurant {
    _id
    name
    image
  }
  items {
    _id
    title
    quantity
    variation {
      title
      price
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}
    `, {"fragmentName":"PaymentOrderFields"}) as unknown as TypedDocumentString<PaymentOrderFieldsFragment, unknown>;
export const ConsoleBusyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleBusyFields on ConsoleRestaurant {
  _id
  isAvailable
  isOpen
  pausedUntil
  extraPreparationMinutes
}
    `, {"fragmentName":"ConsoleBusyFields"}) as unknown as TypedDocumentString<ConsoleBusyFieldsFragment, unknown>;
export const ConsoleRestaurantFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleRestaurantFields on ConsoleRestaurant {
  _id
  name
  slug
  timeZone
  isAvailable
  isOpen
  pausedUntil
  currency
  currencySymbol
  openingTimes {
    day
    times {
      startTime
      endTime
    }
  }
}
    `, {"fragmentName":"ConsoleRestaurantFields"}) as unknown as TypedDocumentString<ConsoleRestaurantFieldsFragment, unknown>;
export const ConsoleOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleOrderFields on Order {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderDate
  createdAt
  preparationTime
  reason
  currency
  orderAmount
  itemsSubtotal
  deliveryCharges
  taxationAmount
  tipping
  discount
  user {
    _id
    name
  }
  items {
    _id
    title
    quantity
    specialInstructions
    variation {
      title
    }
    addons {
      _id
      title
      options {
        _id
        title
      }
    }
  }
}
    `, {"fragmentName":"ConsoleOrderFields"}) as unknown as TypedDocumentString<ConsoleOrderFieldsFragment, unknown>;
export const RiderEarningsPeriodFieldsFragmentDoc = new TypedDocumentString(`
    fragment RiderEarningsPeriodFields on RiderEarningsPeriod {
  from
  deliveries
  fees
  tips
  total
}
    `, {"fragmentName":"RiderEarningsPeriodFields"}) as unknown as TypedDocumentString<RiderEarningsPeriodFieldsFragment, unknown>;
export const RiderDeliveryFieldsFragmentDoc = new TypedDocumentString(`
    fragment RiderDeliveryFields on RiderDelivery {
  _id
  orderId
  orderStatus
  restaurant {
    name
    address
    location {
      coordinates
    }
  }
  customer {
    _id
    name
    phone
  }
  dropOff {
    address
    details
    location {
      coordinates
    }
  }
  paymentMethod
  amountToCollect
  currency
  itemCount
  readyAt
}
    `, {"fragmentName":"RiderDeliveryFields"}) as unknown as TypedDocumentString<RiderDeliveryFieldsFragment, unknown>;
export const RiderChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment RiderChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}
    `, {"fragmentName":"RiderChatMessageFields"}) as unknown as TypedDocumentString<RiderChatMessageFieldsFragment, unknown>;
export const CreateAddressDocument = new TypedDocumentString(`
    mutation CreateAddress($addressInput: AddressInput!) {
  createAddress(addressInput: $addressInput) {
    _id
    addresses {
      ...SavedAddressFields
    }
  }
}
    fragment SavedAddressFields on Address {
  _id
  label
  deliveryAddress
  details
  selected
  location {
    coordinates
  }
}`, {"hash":"f7b55f0a26df1e64"}) as unknown as TypedDocumentString<CreateAddressMutation, CreateAddressMutationVariables>;
export const EditAddressDocument = new TypedDocumentString(`
    mutation EditAddress($addressInput: AddressInput!) {
  editAddress(addressInput: $addressInput) {
    _id
    addresses {
      ...SavedAddressFields
    }
  }
}
    fragment SavedAddressFields on Address {
  _id
  label
  deliveryAddress
  details
  selected
  location {
    coordinates
  }
}`, {"hash":"13295f4a361ef3f9"}) as unknown as TypedDocumentString<EditAddressMutation, EditAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation DeleteAddress($id: ID!) {
  deleteAddress(id: $id) {
    _id
    addresses {
      ...SavedAddressFields
    }
  }
}
    fragment SavedAddressFields on Address {
  _id
  label
  deliveryAddress
  details
  selected
  location {
    coordinates
  }
}`, {"hash":"3a70a0776c08cfaf"}) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const SelectAddressDocument = new TypedDocumentString(`
    mutation SelectAddress($id: ID!) {
  selectAddress(id: $id) {
    _id
    addresses {
      ...SavedAddressFields
    }
  }
}
    fragment SavedAddressFields on Address {
  _id
  label
  deliveryAddress
  details
  selected
  location {
    coordinates
  }
}`, {"hash":"ab7b8efbf89dbe1e"}) as unknown as TypedDocumentString<SelectAddressMutation, SelectAddressMutationVariables>;
export const MapTilesDocument = new TypedDocumentString(`
    query MapTiles {
  configuration {
    _id
    mapTileUrl
    mapAttribution
  }
}
    `, {"hash":"31189e2b99099fd1"}) as unknown as TypedDocumentString<MapTilesQuery, MapTilesQueryVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeNewsletter($email: String!) {
  subscribeNewsletter(email: $email) {
    result
  }
}
    `, {"hash":"75d53062bb53b52e"}) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const OrderNotificationsDocument = new TypedDocumentString(`
    subscription OrderNotifications {
  subscriptionOrders {
    _id
    orderId
    orderStatus
    createdAt
  }
}
    `, {"hash":"e061d78c3d2d1a99"}) as unknown as TypedDocumentString<OrderNotificationsSubscription, OrderNotificationsSubscriptionVariables>;
export const SaveWebPushSubscriptionDocument = new TypedDocumentString(`
    mutation SaveWebPushSubscription($token: String!) {
  saveNotificationTokenWeb(token: $token) {
    success
  }
}
    `, {"hash":"ac824f7233d10080"}) as unknown as TypedDocumentString<SaveWebPushSubscriptionMutation, SaveWebPushSubscriptionMutationVariables>;
export const WebPushKeyDocument = new TypedDocumentString(`
    query WebPushKey {
  configuration {
    _id
    webPushPublicKey
  }
}
    `, {"hash":"f3a2c80dbb3096c2"}) as unknown as TypedDocumentString<WebPushKeyQuery, WebPushKeyQueryVariables>;
export const PlaceSuggestionsDocument = new TypedDocumentString(`
    query PlaceSuggestions($query: String!, $latitude: Float, $longitude: Float) {
  placeSuggestions(
    query: $query
    latitude: $latitude
    longitude: $longitude
    limit: 6
  ) {
    placeId
    description
    mainText
    secondaryText
    latitude
    longitude
  }
}
    `, {"hash":"6149899b86bfa7a5"}) as unknown as TypedDocumentString<PlaceSuggestionsQuery, PlaceSuggestionsQueryVariables>;
export const ReverseGeocodeDocument = new TypedDocumentString(`
    query ReverseGeocode($latitude: Float!, $longitude: Float!) {
  reverseGeocode(latitude: $latitude, longitude: $longitude) {
    placeId
    formattedAddress
    latitude
    longitude
  }
}
    `, {"hash":"aabbb1a20f3fe2b7"}) as unknown as TypedDocumentString<ReverseGeocodeQuery, ReverseGeocodeQueryVariables>;
export const AddFavouriteDocument = new TypedDocumentString(`
    mutation AddFavourite($id: String!) {
  addFavourite(id: $id) {
    _id
    favourite
  }
}
    `, {"hash":"6ce1a22fc205b9d6"}) as unknown as TypedDocumentString<AddFavouriteMutation, AddFavouriteMutationVariables>;
export const PayoutAdapterDocument = new TypedDocumentString(`
    query PayoutAdapter {
  configuration {
    _id
    payoutAdapter
  }
}
    `, {"hash":"0b388f05ab0a7cd4"}) as unknown as TypedDocumentString<PayoutAdapterQuery, PayoutAdapterQueryVariables>;
export const StartPayoutOnboardingDocument = new TypedDocumentString(`
    mutation StartPayoutOnboarding {
  startPayoutOnboarding
}
    `, {"hash":"1dae8244c0230874"}) as unknown as TypedDocumentString<StartPayoutOnboardingMutation, StartPayoutOnboardingMutationVariables>;
export const LedgerStatementDocument = new TypedDocumentString(`
    query LedgerStatement($party: StatementParty!, $owner: String, $from: String) {
  ledgerStatement(party: $party, owner: $owner, from: $from) {
    currency
    from
    to
    timeZone
    opening
    movement
    closing
    totals {
      eventKind
      amount
      count
    }
    entries {
      _id
      at
      orderNumber
      eventKind
      account
      amount
    }
  }
}
    `, {"hash":"a41f8533665e032c"}) as unknown as TypedDocumentString<LedgerStatementQuery, LedgerStatementQueryVariables>;
export const LedgerStatementCsvDocument = new TypedDocumentString(`
    query LedgerStatementCsv($party: StatementParty!, $owner: String, $from: String, $language: String) {
  ledgerStatementCsv(
    party: $party
    owner: $owner
    from: $from
    language: $language
  )
}
    `, {"hash":"0b0512e9342b72b2"}) as unknown as TypedDocumentString<LedgerStatementCsvQuery, LedgerStatementCsvQueryVariables>;
export const LedgerStatementPdfDocument = new TypedDocumentString(`
    query LedgerStatementPdf($party: StatementParty!, $owner: String, $from: String, $language: String) {
  ledgerStatementPdf(
    party: $party
    owner: $owner
    from: $from
    language: $language
  )
}
    `, {"hash":"95d6026ecbbd00ab"}) as unknown as TypedDocumentString<LedgerStatementPdfQuery, LedgerStatementPdfQueryVariables>;
export const AdminOrdersDocument = new TypedDocumentString(`
    query AdminOrders($search: String, $status: OrderStatus, $from: String, $to: String, $needsRider: Boolean, $first: Int, $offset: Int) {
  adminOrders(
    search: $search
    status: $status
    from: $from
    to: $to
    needsRider: $needsRider
    first: $first
    offset: $offset
  ) {
    total
    items {
      _id
      orderId
      orderStatus
      paymentMethod
      paymentStatus
      isPickedUp
      orderAmount
      currency
      createdAt
      restaurantName
      customerName
      customerEmail
      riderName
      needsRider
    }
  }
}
    `, {"hash":"fb5b9cea57615234"}) as unknown as TypedDocumentString<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = new TypedDocumentString(`
    query AdminOrder($id: ID!) {
  adminOrder(id: $id) {
    ...AdminOrderDetailFields
  }
}
    fragment AdminOrderDetailFields on AdminOrderDetail {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderAmount
  paidAmount
  currency
  createdAt
  reason
  cancelledBy
  deliveryAddress
  restaurantName
  needsRider
  customer {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
    zoneName
  }
  history {
    status
    at
    actorRole
    actorName
    note
  }
  payments {
    _id
    provider
    status
    amount
    currency
    refundRef
    createdAt
  }
}`, {"hash":"95cb54663a1c8c81"}) as unknown as TypedDocumentString<AdminOrderQuery, AdminOrderQueryVariables>;
export const OrderAdminRidersDocument = new TypedDocumentString(`
    query OrderAdminRiders {
  orderAdminRiders {
    _id
    name
    zoneName
  }
}
    `, {"hash":"2f88228e4575ea12"}) as unknown as TypedDocumentString<OrderAdminRidersQuery, OrderAdminRidersQueryVariables>;
export const AdminCancelOrderDocument = new TypedDocumentString(`
    mutation AdminCancelOrder($id: ID!, $reason: String!) {
  adminCancelOrder(id: $id, reason: $reason) {
    ...AdminOrderDetailFields
  }
}
    fragment AdminOrderDetailFields on AdminOrderDetail {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderAmount
  paidAmount
  currency
  createdAt
  reason
  cancelledBy
  deliveryAddress
  restaurantName
  needsRider
  customer {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
    zoneName
  }
  history {
    status
    at
    actorRole
    actorName
    note
  }
  payments {
    _id
    provider
    status
    amount
    currency
    refundRef
    createdAt
  }
}`, {"hash":"fb7adad51c8e3350"}) as unknown as TypedDocumentString<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const AdminAssignRiderDocument = new TypedDocumentString(`
    mutation AdminAssignRider($order: ID!, $rider: ID!) {
  adminAssignRider(order: $order, rider: $rider) {
    ...AdminOrderDetailFields
  }
}
    fragment AdminOrderDetailFields on AdminOrderDetail {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderAmount
  paidAmount
  currency
  createdAt
  reason
  cancelledBy
  deliveryAddress
  restaurantName
  needsRider
  customer {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
    zoneName
  }
  history {
    status
    at
    actorRole
    actorName
    note
  }
  payments {
    _id
    provider
    status
    amount
    currency
    refundRef
    createdAt
  }
}`, {"hash":"0348765d284034cb"}) as unknown as TypedDocumentString<AdminAssignRiderMutation, AdminAssignRiderMutationVariables>;
export const AuditEntriesDocument = new TypedDocumentString(`
    query AuditEntries($entityType: String, $action: String, $actor: ID, $from: String, $to: String, $first: Int, $offset: Int) {
  auditEntries(
    entityType: $entityType
    action: $action
    actor: $actor
    from: $from
    to: $to
    first: $first
    offset: $offset
  ) {
    total
    items {
      _id
      at
      actorId
      actorName
      actorRole
      action
      entityType
      entityId
      before
      after
    }
  }
}
    `, {"hash":"0a28d1971836473b"}) as unknown as TypedDocumentString<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const AdminApplicationsDocument = new TypedDocumentString(`
    query AdminApplications($status: ApplicationStatus, $search: String, $first: Int, $offset: Int) {
  adminApplications(
    status: $status
    search: $search
    first: $first
    offset: $offset
  ) {
    total
    items {
      ...AdminApplicationFields
    }
  }
}
    fragment AdminApplicationFields on AdminApplication {
  id
  kind
  status
  name
  email
  phone
  details {
    key
    value
  }
  createdAt
  decidedAt
  decidedByName
  rejectReason
  userId
  restaurantId
}`, {"hash":"44f652e02a94966c"}) as unknown as TypedDocumentString<AdminApplicationsQuery, AdminApplicationsQueryVariables>;
export const OnboardingZonesDocument = new TypedDocumentString(`
    query OnboardingZones {
  onboardingZones {
    id
    title
  }
}
    `, {"hash":"a376ace8609add5f"}) as unknown as TypedDocumentString<OnboardingZonesQuery, OnboardingZonesQueryVariables>;
export const ApproveApplicationDocument = new TypedDocumentString(`
    mutation ApproveApplication($id: ID!, $zone: ID) {
  approveApplication(id: $id, zone: $zone) {
    ...AdminApplicationFields
  }
}
    fragment AdminApplicationFields on AdminApplication {
  id
  kind
  status
  name
  email
  phone
  details {
    key
    value
  }
  createdAt
  decidedAt
  decidedByName
  rejectReason
  userId
  restaurantId
}`, {"hash":"14595884629c70fa"}) as unknown as TypedDocumentString<ApproveApplicationMutation, ApproveApplicationMutationVariables>;
export const RejectApplicationDocument = new TypedDocumentString(`
    mutation RejectApplication($id: ID!, $reason: String!) {
  rejectApplication(id: $id, reason: $reason) {
    ...AdminApplicationFields
  }
}
    fragment AdminApplicationFields on AdminApplication {
  id
  kind
  status
  name
  email
  phone
  details {
    key
    value
  }
  createdAt
  decidedAt
  decidedByName
  rejectReason
  userId
  restaurantId
}`, {"hash":"58eaf9d02b158d38"}) as unknown as TypedDocumentString<RejectApplicationMutation, RejectApplicationMutationVariables>;
export const AdminRidersDocument = new TypedDocumentString(`
    query AdminRiders($search: String, $status: RiderWorkStatus) {
  adminRiders(search: $search, status: $status) {
    ...AdminRiderFields
  }
}
    fragment AdminRiderFields on AdminRider {
  id
  name
  email
  phone
  status
  zoneId
  zoneTitle
  suspendedAt
  latitude
  longitude
  locationUpdatedAt
}`, {"hash":"c982502848e9d8d8"}) as unknown as TypedDocumentString<AdminRidersQuery, AdminRidersQueryVariables>;
export const SuspendRiderDocument = new TypedDocumentString(`
    mutation SuspendRider($id: ID!) {
  suspendRider(id: $id) {
    ...AdminRiderFields
  }
}
    fragment AdminRiderFields on AdminRider {
  id
  name
  email
  phone
  status
  zoneId
  zoneTitle
  suspendedAt
  latitude
  longitude
  locationUpdatedAt
}`, {"hash":"2268e8bc5cc14ac5"}) as unknown as TypedDocumentString<SuspendRiderMutation, SuspendRiderMutationVariables>;
export const ReactivateRiderDocument = new TypedDocumentString(`
    mutation ReactivateRider($id: ID!) {
  reactivateRider(id: $id) {
    ...AdminRiderFields
  }
}
    fragment AdminRiderFields on AdminRider {
  id
  name
  email
  phone
  status
  zoneId
  zoneTitle
  suspendedAt
  latitude
  longitude
  locationUpdatedAt
}`, {"hash":"602460b573894e6e"}) as unknown as TypedDocumentString<ReactivateRiderMutation, ReactivateRiderMutationVariables>;
export const SetRiderZoneDocument = new TypedDocumentString(`
    mutation SetRiderZone($id: ID!, $zone: ID) {
  setRiderZone(id: $id, zone: $zone) {
    ...AdminRiderFields
  }
}
    fragment AdminRiderFields on AdminRider {
  id
  name
  email
  phone
  status
  zoneId
  zoneTitle
  suspendedAt
  latitude
  longitude
  locationUpdatedAt
}`, {"hash":"b69f63e5cf4d5a32"}) as unknown as TypedDocumentString<SetRiderZoneMutation, SetRiderZoneMutationVariables>;
export const SetPasswordWithTokenDocument = new TypedDocumentString(`
    mutation SetPasswordWithToken($token: String!, $password: String!) {
  setPasswordWithToken(token: $token, password: $password)
}
    `, {"hash":"ebe807b01f02a600"}) as unknown as TypedDocumentString<SetPasswordWithTokenMutation, SetPasswordWithTokenMutationVariables>;
export const AdminMoneyDocument = new TypedDocumentString(`
    query AdminMoney {
  ledgerAccounts {
    accounts {
      kind
      owner
      ownerName
      currency
      balance
      entryCount
      stripeConnected
    }
    revenue {
      currency
      earned
    }
    payoutAdapter
  }
}
    `, {"hash":"0237c35f006d734b"}) as unknown as TypedDocumentString<AdminMoneyQuery, AdminMoneyQueryVariables>;
export const AdminPayoutsDocument = new TypedDocumentString(`
    query AdminPayouts($filter: PayoutFilter) {
  payouts(filter: $filter) {
    ...AdminPayoutFields
  }
}
    fragment AdminPayoutFields on Payout {
  _id
  partyKind
  partyId
  partyName
  currency
  periodStart
  periodEnd
  amount
  direction
  status
  adapter
  providerReference
  failureReason
  createdAt
  paidAt
}`, {"hash":"79561080f14a73ca"}) as unknown as TypedDocumentString<AdminPayoutsQuery, AdminPayoutsQueryVariables>;
export const CreatePayoutsDocument = new TypedDocumentString(`
    mutation CreatePayouts($input: CreatePayoutsInput!) {
  createPayouts(input: $input) {
    ...AdminPayoutFields
  }
}
    fragment AdminPayoutFields on Payout {
  _id
  partyKind
  partyId
  partyName
  currency
  periodStart
  periodEnd
  amount
  direction
  status
  adapter
  providerReference
  failureReason
  createdAt
  paidAt
}`, {"hash":"afcc13eb41650403"}) as unknown as TypedDocumentString<CreatePayoutsMutation, CreatePayoutsMutationVariables>;
export const MarkPayoutPaidDocument = new TypedDocumentString(`
    mutation MarkPayoutPaid($payoutId: ID!, $reference: String!) {
  markPayoutPaid(payoutId: $payoutId, reference: $reference) {
    ...AdminPayoutFields
  }
}
    fragment AdminPayoutFields on Payout {
  _id
  partyKind
  partyId
  partyName
  currency
  periodStart
  periodEnd
  amount
  direction
  status
  adapter
  providerReference
  failureReason
  createdAt
  paidAt
}`, {"hash":"d89ff141b35baccb"}) as unknown as TypedDocumentString<MarkPayoutPaidMutation, MarkPayoutPaidMutationVariables>;
export const AdminRestaurantsDocument = new TypedDocumentString(`
    query AdminRestaurants($search: String, $status: RestaurantStatus, $zone: String, $first: Int, $offset: Int) {
  adminRestaurants(
    search: $search
    status: $status
    zone: $zone
    first: $first
    offset: $offset
  ) {
    totalCount
    items {
      _id
      name
      slug
      status
      address
      zone {
        _id
        title
      }
    }
  }
}
    `, {"hash":"68f912acce683937"}) as unknown as TypedDocumentString<AdminRestaurantsQuery, AdminRestaurantsQueryVariables>;
export const AdminRestaurantDocument = new TypedDocumentString(`
    query AdminRestaurant($id: String!) {
  adminRestaurant(id: $id) {
    ...AdminRestaurantFields
  }
}
    fragment AdminRestaurantFields on AdminRestaurant {
  _id
  name
  slug
  status
  description
  cuisines
  image
  logo
  address
  latitude
  longitude
  timeZone
  zone {
    _id
    title
  }
  minimumOrder
  deliveryTime
  preparationMinutes
  tax
  commissionRate
  deliveryRadiusKm
  orderPrefix
  users {
    _id
    name
    email
  }
}`, {"hash":"b3081c8c74dd461f"}) as unknown as TypedDocumentString<AdminRestaurantQuery, AdminRestaurantQueryVariables>;
export const RestaurantAdminZonesDocument = new TypedDocumentString(`
    query RestaurantAdminZones {
  restaurantAdminZones {
    _id
    title
  }
}
    `, {"hash":"18579a168231deb5"}) as unknown as TypedDocumentString<RestaurantAdminZonesQuery, RestaurantAdminZonesQueryVariables>;
export const CreateRestaurantDocument = new TypedDocumentString(`
    mutation CreateRestaurant($input: RestaurantInput!) {
  createRestaurant(input: $input) {
    ...AdminRestaurantFields
  }
}
    fragment AdminRestaurantFields on AdminRestaurant {
  _id
  name
  slug
  status
  description
  cuisines
  image
  logo
  address
  latitude
  longitude
  timeZone
  zone {
    _id
    title
  }
  minimumOrder
  deliveryTime
  preparationMinutes
  tax
  commissionRate
  deliveryRadiusKm
  orderPrefix
  users {
    _id
    name
    email
  }
}`, {"hash":"b98c0772e21bc096"}) as unknown as TypedDocumentString<CreateRestaurantMutation, CreateRestaurantMutationVariables>;
export const UpdateRestaurantDocument = new TypedDocumentString(`
    mutation UpdateRestaurant($id: String!, $input: RestaurantInput!) {
  updateRestaurant(id: $id, input: $input) {
    ...AdminRestaurantFields
  }
}
    fragment AdminRestaurantFields on AdminRestaurant {
  _id
  name
  slug
  status
  description
  cuisines
  image
  logo
  address
  latitude
  longitude
  timeZone
  zone {
    _id
    title
  }
  minimumOrder
  deliveryTime
  preparationMinutes
  tax
  commissionRate
  deliveryRadiusKm
  orderPrefix
  users {
    _id
    name
    email
  }
}`, {"hash":"df5a6e9fe445cc92"}) as unknown as TypedDocumentString<UpdateRestaurantMutation, UpdateRestaurantMutationVariables>;
export const PublishRestaurantDocument = new TypedDocumentString(`
    mutation PublishRestaurant($id: String!) {
  publishRestaurant(id: $id) {
    _id
    status
  }
}
    `, {"hash":"73a64d6f92f779c7"}) as unknown as TypedDocumentString<PublishRestaurantMutation, PublishRestaurantMutationVariables>;
export const UnpublishRestaurantDocument = new TypedDocumentString(`
    mutation UnpublishRestaurant($id: String!) {
  unpublishRestaurant(id: $id) {
    _id
    status
  }
}
    `, {"hash":"0fed8edb1f74e49b"}) as unknown as TypedDocumentString<UnpublishRestaurantMutation, UnpublishRestaurantMutationVariables>;
export const LinkRestaurantUserDocument = new TypedDocumentString(`
    mutation LinkRestaurantUser($restaurant: String!, $email: String!) {
  linkRestaurantUser(restaurant: $restaurant, email: $email) {
    _id
    users {
      _id
      name
      email
    }
  }
}
    `, {"hash":"f9226756f2338ecd"}) as unknown as TypedDocumentString<LinkRestaurantUserMutation, LinkRestaurantUserMutationVariables>;
export const UnlinkRestaurantUserDocument = new TypedDocumentString(`
    mutation UnlinkRestaurantUser($restaurant: String!, $user: String!) {
  unlinkRestaurantUser(restaurant: $restaurant, user: $user) {
    _id
    users {
      _id
      name
      email
    }
  }
}
    `, {"hash":"832a7e3c51771b4e"}) as unknown as TypedDocumentString<UnlinkRestaurantUserMutation, UnlinkRestaurantUserMutationVariables>;
export const AdminSettingsDocument = new TypedDocumentString(`
    query AdminSettings {
  adminSettings {
    ...AdminSettingsFields
  }
}
    fragment AdminSettingsFields on PlatformSettings {
  currency
  currencySymbol
  costType
  deliveryRate
  minimumDeliveryFee
  tipPresets
  tipsEnabled
  taxPercent
  taxEnabled
  unassignedAlertMinutes
  defaultCommissionRate
  riderFeePerDelivery
  riderFeePerKm
  currencies
}`, {"hash":"f02f19d69fc813f9"}) as unknown as TypedDocumentString<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const UpdateSettingsDocument = new TypedDocumentString(`
    mutation UpdateSettings($input: PlatformSettingsInput!) {
  updateSettings(input: $input) {
    ...AdminSettingsFields
  }
}
    fragment AdminSettingsFields on PlatformSettings {
  currency
  currencySymbol
  costType
  deliveryRate
  minimumDeliveryFee
  tipPresets
  tipsEnabled
  taxPercent
  taxEnabled
  unassignedAlertMinutes
  defaultCommissionRate
  riderFeePerDelivery
  riderFeePerKm
  currencies
}`, {"hash":"acc673f77817aa16"}) as unknown as TypedDocumentString<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const AdminVouchersDocument = new TypedDocumentString(`
    query AdminVouchers($search: String) {
  adminVouchers(search: $search) {
    ...AdminVoucherFields
  }
}
    fragment AdminVoucherFields on AdminVoucher {
  _id
  code
  kind
  percent
  amount
  fundedBy
  startsAt
  endsAt
  totalLimit
  perCustomerLimit
  usedCount
  minimumOrder
  restaurants {
    _id
    name
  }
  enabled
  createdAt
}`, {"hash":"90d6a896590f910b"}) as unknown as TypedDocumentString<AdminVouchersQuery, AdminVouchersQueryVariables>;
export const VoucherRestaurantChoicesDocument = new TypedDocumentString(`
    query VoucherRestaurantChoices {
  voucherRestaurantChoices {
    _id
    name
  }
}
    `, {"hash":"cae80e9f4745bdc1"}) as unknown as TypedDocumentString<VoucherRestaurantChoicesQuery, VoucherRestaurantChoicesQueryVariables>;
export const CreateVoucherDocument = new TypedDocumentString(`
    mutation CreateVoucher($input: VoucherInput!) {
  createVoucher(input: $input) {
    ...AdminVoucherFields
  }
}
    fragment AdminVoucherFields on AdminVoucher {
  _id
  code
  kind
  percent
  amount
  fundedBy
  startsAt
  endsAt
  totalLimit
  perCustomerLimit
  usedCount
  minimumOrder
  restaurants {
    _id
    name
  }
  enabled
  createdAt
}`, {"hash":"1b5c4d376f886657"}) as unknown as TypedDocumentString<CreateVoucherMutation, CreateVoucherMutationVariables>;
export const UpdateVoucherDocument = new TypedDocumentString(`
    mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {
  updateVoucher(id: $id, input: $input) {
    ...AdminVoucherFields
  }
}
    fragment AdminVoucherFields on AdminVoucher {
  _id
  code
  kind
  percent
  amount
  fundedBy
  startsAt
  endsAt
  totalLimit
  perCustomerLimit
  usedCount
  minimumOrder
  restaurants {
    _id
    name
  }
  enabled
  createdAt
}`, {"hash":"8c82eb18c2011353"}) as unknown as TypedDocumentString<UpdateVoucherMutation, UpdateVoucherMutationVariables>;
export const SetVoucherEnabledDocument = new TypedDocumentString(`
    mutation SetVoucherEnabled($id: ID!, $enabled: Boolean!) {
  setVoucherEnabled(id: $id, enabled: $enabled) {
    ...AdminVoucherFields
  }
}
    fragment AdminVoucherFields on AdminVoucher {
  _id
  code
  kind
  percent
  amount
  fundedBy
  startsAt
  endsAt
  totalLimit
  perCustomerLimit
  usedCount
  minimumOrder
  restaurants {
    _id
    name
  }
  enabled
  createdAt
}`, {"hash":"6982ecdee2bf1ca7"}) as unknown as TypedDocumentString<SetVoucherEnabledMutation, SetVoucherEnabledMutationVariables>;
export const AdminZonesDocument = new TypedDocumentString(`
    query AdminZones {
  adminZones {
    ...AdminZoneFields
  }
}
    fragment AdminZoneFields on AdminZone {
  _id
  title
  description
  isActive
  polygon
  restaurantCount
  riderCount
}`, {"hash":"4de43e2c7743d6fc"}) as unknown as TypedDocumentString<AdminZonesQuery, AdminZonesQueryVariables>;
export const CreateZoneDocument = new TypedDocumentString(`
    mutation CreateZone($input: ZoneInput!) {
  createZone(input: $input) {
    ...AdminZoneFields
  }
}
    fragment AdminZoneFields on AdminZone {
  _id
  title
  description
  isActive
  polygon
  restaurantCount
  riderCount
}`, {"hash":"e9de3d9c310941f5"}) as unknown as TypedDocumentString<CreateZoneMutation, CreateZoneMutationVariables>;
export const UpdateZoneDocument = new TypedDocumentString(`
    mutation UpdateZone($id: ID!, $input: ZoneInput!) {
  updateZone(id: $id, input: $input) {
    ...AdminZoneFields
  }
}
    fragment AdminZoneFields on AdminZone {
  _id
  title
  description
  isActive
  polygon
  restaurantCount
  riderCount
}`, {"hash":"f410fd297c08ba4a"}) as unknown as TypedDocumentString<UpdateZoneMutation, UpdateZoneMutationVariables>;
export const DeleteZoneDocument = new TypedDocumentString(`
    mutation DeleteZone($id: ID!) {
  deleteZone(id: $id)
}
    `, {"hash":"c7b0046ce885ebe4"}) as unknown as TypedDocumentString<DeleteZoneMutation, DeleteZoneMutationVariables>;
export const ConfirmNewsletterDocument = new TypedDocumentString(`
    mutation ConfirmNewsletter($token: String!) {
  confirmNewsletter(token: $token) {
    result
  }
}
    `, {"hash":"39aaa76aea31f0e4"}) as unknown as TypedDocumentString<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = new TypedDocumentString(`
    mutation UnsubscribeNewsletter($token: String!) {
  unsubscribeNewsletter(token: $token) {
    result
  }
}
    `, {"hash":"ad9797086765baed"}) as unknown as TypedDocumentString<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const SubmitContactMessageDocument = new TypedDocumentString(`
    mutation SubmitContactMessage($input: ContactMessageInput!) {
  submitContactMessage(input: $input) {
    result
  }
}
    `, {"hash":"ed40a63a801aea31"}) as unknown as TypedDocumentString<SubmitContactMessageMutation, SubmitContactMessageMutationVariables>;
export const SubmitRegistrationDocument = new TypedDocumentString(`
    mutation SubmitRegistration($input: RegistrationInput!) {
  submitRegistration(input: $input) {
    result
  }
}
    `, {"hash":"6394024fe5f228b2"}) as unknown as TypedDocumentString<SubmitRegistrationMutation, SubmitRegistrationMutationVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($email: String!, $password: String!, $name: String!, $phone: String, $otp: String!) {
  createUser(
    email: $email
    password: $password
    name: $name
    phone: $phone
    otp: $otp
  ) {
    userId
    token
    tokenExpiration
    name
    email
    phone
    isNewUser
  }
}
    `, {"hash":"ca984f668bc633c1"}) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const DemoOutboxDocument = new TypedDocumentString(`
    query DemoOutbox($recipient: String!) {
  demoOutbox(recipient: $recipient) {
    _id
    channel
    recipient
    subject
    body
    createdAt
  }
}
    `, {"hash":"8d3b5ac1148917d0"}) as unknown as TypedDocumentString<DemoOutboxQuery, DemoOutboxQueryVariables>;
export const EmailExistDocument = new TypedDocumentString(`
    mutation EmailExist($email: String!) {
  emailExist(email: $email) {
    _id
  }
}
    `, {"hash":"60162546632022af"}) as unknown as TypedDocumentString<EmailExistMutation, EmailExistMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email) {
    result
    retryAfter
  }
}
    `, {"hash":"dc390908b5701f3e"}) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($type: String!, $email: String, $password: String, $idToken: String) {
  login(type: $type, email: $email, password: $password, idToken: $idToken) {
    userId
    token
    tokenExpiration
    name
    email
    phone
    isNewUser
  }
}
    `, {"hash":"b8d6798bb880bca1"}) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const PhoneExistDocument = new TypedDocumentString(`
    query PhoneExist($phone: String!) {
  phoneExist(phone: $phone) {
    _id
  }
}
    `, {"hash":"053e27f70f580ddf"}) as unknown as TypedDocumentString<PhoneExistQuery, PhoneExistQueryVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($password: String!, $resetToken: String!) {
  resetPassword(password: $password, resetToken: $resetToken) {
    result
    message
  }
}
    `, {"hash":"2ac9324c512b8b95"}) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendOtpToEmailDocument = new TypedDocumentString(`
    mutation SendOtpToEmail($email: String!) {
  sendOtpToEmail(email: $email) {
    result
    retryAfter
  }
}
    `, {"hash":"5dcbefcf06d54a42"}) as unknown as TypedDocumentString<SendOtpToEmailMutation, SendOtpToEmailMutationVariables>;
export const SendOtpToPhoneNumberDocument = new TypedDocumentString(`
    mutation SendOtpToPhoneNumber($phone: String!) {
  sendOtpToPhoneNumber(phone: $phone) {
    result
    retryAfter
  }
}
    `, {"hash":"b5a7b0ce54ca2259"}) as unknown as TypedDocumentString<SendOtpToPhoneNumberMutation, SendOtpToPhoneNumberMutationVariables>;
export const UpdateUserPhoneDocument = new TypedDocumentString(`
    mutation UpdateUserPhone($phone: String!, $phoneIsVerified: Boolean) {
  updateUser(phone: $phone, phoneIsVerified: $phoneIsVerified) {
    _id
    phone
    phoneIsVerified
  }
}
    `, {"hash":"44e5bed64ff69569"}) as unknown as TypedDocumentString<UpdateUserPhoneMutation, UpdateUserPhoneMutationVariables>;
export const VerifyPhoneOtpDocument = new TypedDocumentString(`
    mutation VerifyPhoneOtp($phone: String!, $otp: String!) {
  verifyPhoneOtp(phone: $phone, otp: $otp) {
    _id
    phone
    phoneIsVerified
  }
}
    `, {"hash":"650a3cbfb7da97ca"}) as unknown as TypedDocumentString<VerifyPhoneOtpMutation, VerifyPhoneOtpMutationVariables>;
export const VerifyResetOtpDocument = new TypedDocumentString(`
    mutation VerifyResetOtp($email: String!, $otp: String!) {
  verifyResetOtp(email: $email, otp: $otp) {
    resetToken
    expiresAt
  }
}
    `, {"hash":"0400fc17efa12202"}) as unknown as TypedDocumentString<VerifyResetOtpMutation, VerifyResetOtpMutationVariables>;
export const ApplyCouponDocument = new TypedDocumentString(`
    mutation ApplyCoupon($coupon: String!, $restaurantId: ID, $subtotal: Float) {
  coupon(coupon: $coupon, restaurantId: $restaurantId, subtotal: $subtotal) {
    _id
    title
    kind
    discount
    amount
    enabled
  }
}
    `, {"hash":"b658513526b309aa"}) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const CheckoutChargesDocument = new TypedDocumentString(`
    query CheckoutCharges {
  configuration {
    _id
    currency
    currencySymbol
    deliveryRate
    costType
    minimumDeliveryFee
  }
  tips {
    _id
    tipVariations
    enabled
  }
}
    `, {"hash":"8de78549172d2989"}) as unknown as TypedDocumentString<CheckoutChargesQuery, CheckoutChargesQueryVariables>;
export const CheckoutRestaurantDocument = new TypedDocumentString(`
    query CheckoutRestaurant($id: String!) {
  restaurant(id: $id) {
    _id
    name
    image
    slug
    address
    location {
      coordinates
    }
    deliveryTime
    minimumOrder
    tax
    isAvailable
    isOpen
    timeZone
    openingTimes {
      day
      times {
        startTime
        endTime
      }
    }
    ...RestaurantMenuFields
  }
}
    fragment RestaurantMenuFields on Restaurant {
  categories {
    _id
    title
    foods {
      _id
      title
      image
      description
      isOutOfStock
      variations {
        _id
        title
        price
        discounted
        addons
      }
    }
  }
  addons {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options
  }
  options {
    _id
    title
    description
    price
    isOutOfStock
  }
}`, {"hash":"a3148f1517600698"}) as unknown as TypedDocumentString<CheckoutRestaurantQuery, CheckoutRestaurantQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($restaurant: String!, $orderInput: [OrderInput!]!, $paymentMethod: String!, $couponCode: String, $tipPercent: Float, $tipping: Float!, $taxationAmount: Float!, $address: OrderAddressInput, $orderDate: String!, $isPickedUp: Boolean!, $deliveryCharges: Float!, $orderAmount: Float, $idempotencyKey: String!) {
  placeOrder(
    restaurant: $restaurant
    orderInput: $orderInput
    paymentMethod: $paymentMethod
    couponCode: $couponCode
    tipPercent: $tipPercent
    tipping: $tipping
    taxationAmount: $taxationAmount
    address: $address
    orderDate: $orderDate
    isPickedUp: $isPickedUp
    deliveryCharges: $deliveryCharges
    orderAmount: $orderAmount
    idempotencyKey: $idempotencyKey
  ) {
    _id
    orderId
    orderStatus
    paymentMethod
    paymentStatus
    orderAmount
    paidAmount
    deliveryCharges
    tipping
    taxationAmount
    discount
    couponCode
    isPickedUp
    orderDate
    restaurant {
      _id
      name
    }
    user {
      _id
      name
    }
    items {
      _id
      title
      quantity
    }
  }
}
    `, {"hash":"31963e41d292ab69"}) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const UserFavouriteDocument = new TypedDocumentString(`
    query UserFavourite($latitude: Float, $longitude: Float, $after: String) {
  userFavourite(latitude: $latitude, longitude: $longitude, after: $after) {
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
      title
    }
  }
}
    `, {"hash":"080f08e293779dcb"}) as unknown as TypedDocumentString<UserFavouriteQuery, UserFavouriteQueryVariables>;
export const AppLinksDocument = new TypedDocumentString(`
    query AppLinks {
  appLinks {
    appStoreUrl
    playStoreUrl
  }
}
    `, {"hash":"3b531841e613c60e"}) as unknown as TypedDocumentString<AppLinksQuery, AppLinksQueryVariables>;
export const HomeRestaurantsDocument = new TypedDocumentString(`
    query HomeRestaurants($latitude: Float!, $longitude: Float!) {
  nearByRestaurantPins(latitude: $latitude, longitude: $longitude) {
    totalCount
    pins {
      _id
      name
      image
      slug
      location {
        coordinates
      }
    }
  }
}
    `, {"hash":"16d02f2ce2dbff08"}) as unknown as TypedDocumentString<HomeRestaurantsQuery, HomeRestaurantsQueryVariables>;
export const MenuEditorDocument = new TypedDocumentString(`
    query MenuEditor($restaurant: String!) {
  menuEditor(restaurant: $restaurant) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"75cfa6bd82827e4f"}) as unknown as TypedDocumentString<MenuEditorQuery, MenuEditorQueryVariables>;
export const MenuEditorSaveCategoryDocument = new TypedDocumentString(`
    mutation MenuEditorSaveCategory($input: CategoryInput!) {
  saveCategory(input: $input) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"0772a138c54bdb62"}) as unknown as TypedDocumentString<MenuEditorSaveCategoryMutation, MenuEditorSaveCategoryMutationVariables>;
export const MenuEditorDeleteCategoryDocument = new TypedDocumentString(`
    mutation MenuEditorDeleteCategory($id: String!) {
  deleteCategory(id: $id) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"dd5754b4704e1acf"}) as unknown as TypedDocumentString<MenuEditorDeleteCategoryMutation, MenuEditorDeleteCategoryMutationVariables>;
export const MenuEditorReorderCategoriesDocument = new TypedDocumentString(`
    mutation MenuEditorReorderCategories($restaurant: String!, $ids: [String!]!) {
  reorderCategories(restaurant: $restaurant, ids: $ids) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"10c1d605e3b77b2c"}) as unknown as TypedDocumentString<MenuEditorReorderCategoriesMutation, MenuEditorReorderCategoriesMutationVariables>;
export const MenuEditorSaveFoodDocument = new TypedDocumentString(`
    mutation MenuEditorSaveFood($input: FoodInput!) {
  saveFood(input: $input) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"eb8be0b987bff4a9"}) as unknown as TypedDocumentString<MenuEditorSaveFoodMutation, MenuEditorSaveFoodMutationVariables>;
export const MenuEditorDeleteFoodDocument = new TypedDocumentString(`
    mutation MenuEditorDeleteFood($id: String!) {
  deleteFood(id: $id) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"35d51c8c59ad6574"}) as unknown as TypedDocumentString<MenuEditorDeleteFoodMutation, MenuEditorDeleteFoodMutationVariables>;
export const MenuEditorReorderFoodsDocument = new TypedDocumentString(`
    mutation MenuEditorReorderFoods($category: String!, $ids: [String!]!) {
  reorderFoods(category: $category, ids: $ids) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"8aef3720fb73359b"}) as unknown as TypedDocumentString<MenuEditorReorderFoodsMutation, MenuEditorReorderFoodsMutationVariables>;
export const MenuEditorSaveAddonGroupDocument = new TypedDocumentString(`
    mutation MenuEditorSaveAddonGroup($input: AddonGroupInput!) {
  saveAddonGroup(input: $input) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"bd7cd3d3870c389e"}) as unknown as TypedDocumentString<MenuEditorSaveAddonGroupMutation, MenuEditorSaveAddonGroupMutationVariables>;
export const MenuEditorDeleteAddonGroupDocument = new TypedDocumentString(`
    mutation MenuEditorDeleteAddonGroup($id: String!) {
  deleteAddonGroup(id: $id) {
    ...EditableMenuFields
  }
}
    fragment EditableMenuFields on EditableMenu {
  restaurant
  categories {
    _id
    title
    isHidden
    foods {
      _id
      category
      title
      description
      image
      isActive
      isOutOfStock
      availableDays
      availableFrom
      availableTo
      variations {
        _id
        title
        price
        discounted
        addonGroups
      }
    }
  }
  addonGroups {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options {
      _id
      title
      price
    }
  }
}`, {"hash":"a50b103cf7bacab3"}) as unknown as TypedDocumentString<MenuEditorDeleteAddonGroupMutation, MenuEditorDeleteAddonGroupMutationVariables>;
export const RestaurantInfoDocument = new TypedDocumentString(`
    query RestaurantInfo($id: String!) {
  restaurant(id: $id) {
    _id
    address
    timeZone
    openingTimes {
      day
      times {
        startTime
        endTime
      }
    }
    reviewData {
      total
      reviews {
        _id
        rating
        description
        createdAt
        reply
        order {
          user {
            _id
            name
          }
        }
      }
    }
  }
}
    `, {"hash":"ef2c33677c0fe044"}) as unknown as TypedDocumentString<RestaurantInfoQuery, RestaurantInfoQueryVariables>;
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
    ...RestaurantMenuFields
  }
}
    fragment RestaurantMenuFields on Restaurant {
  categories {
    _id
    title
    foods {
      _id
      title
      image
      description
      isOutOfStock
      variations {
        _id
        title
        price
        discounted
        addons
      }
    }
  }
  addons {
    _id
    title
    description
    quantityMinimum
    quantityMaximum
    options
  }
  options {
    _id
    title
    description
    price
    isOutOfStock
  }
}`, {"hash":"5935e444416507e8"}) as unknown as TypedDocumentString<RestaurantQuery, RestaurantQueryVariables>;
export const OrderAppLinksDocument = new TypedDocumentString(`
    query OrderAppLinks {
  appLinks {
    appStoreUrl
    playStoreUrl
  }
}
    `, {"hash":"504b6ee5aa2b7925"}) as unknown as TypedDocumentString<OrderAppLinksQuery, OrderAppLinksQueryVariables>;
export const ChatDocument = new TypedDocumentString(`
    query Chat($order: ID!) {
  chat(order: $order) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}`, {"hash":"dbf16e721208b804"}) as unknown as TypedDocumentString<ChatQuery, ChatQueryVariables>;
export const SendChatMessageDocument = new TypedDocumentString(`
    mutation SendChatMessage($orderId: ID!, $message: ChatMessageInput!) {
  sendChatMessage(orderId: $orderId, message: $message) {
    success
    message
    data {
      ...ChatMessageFields
    }
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}`, {"hash":"119619e4bcbf1f65"}) as unknown as TypedDocumentString<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const NewChatMessageDocument = new TypedDocumentString(`
    subscription NewChatMessage($order: ID!) {
  subscriptionNewMessage(order: $order) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}`, {"hash":"313858ecf446695c"}) as unknown as TypedDocumentString<NewChatMessageSubscription, NewChatMessageSubscriptionVariables>;
export const OrderDocument = new TypedDocumentString(`
    query Order($id: String!) {
  order(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}
fragment OrderDetailFields on Order {
  ...OrderCardFields
  orderAmount
  paidAmount
  refundedAmount
  refundPendingAmount
  currency
  currencySymbol
  discount
  couponCode
  deliveryCharges
  tipping
  taxationAmount
  acceptedAt
  assignedAt
  pickedAt
  deliveredAt
  cancelledAt
  restaurant {
    _id
    address
    location {
      coordinates
    }
  }
  deliveryAddress {
    deliveryAddress
    details
    label
    location {
      coordinates
    }
  }
  user {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
  }
  review {
    _id
  }
  items {
    _id
    title
    food
    quantity
    specialInstructions
    variation {
      _id
      title
      price
      discounted
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}`, {"hash":"e50e5395bb501e4c"}) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const OrderChangedDocument = new TypedDocumentString(`
    subscription OrderChanged($id: String!) {
  subscriptionOrder(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}
fragment OrderDetailFields on Order {
  ...OrderCardFields
  orderAmount
  paidAmount
  refundedAmount
  refundPendingAmount
  currency
  currencySymbol
  discount
  couponCode
  deliveryCharges
  tipping
  taxationAmount
  acceptedAt
  assignedAt
  pickedAt
  deliveredAt
  cancelledAt
  restaurant {
    _id
    address
    location {
      coordinates
    }
  }
  deliveryAddress {
    deliveryAddress
    details
    label
    location {
      coordinates
    }
  }
  user {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
  }
  review {
    _id
  }
  items {
    _id
    title
    food
    quantity
    specialInstructions
    variation {
      _id
      title
      price
      discounted
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}`, {"hash":"de2498531e8baeb4"}) as unknown as TypedDocumentString<OrderChangedSubscription, OrderChangedSubscriptionVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($id: String!) {
  cancelOrder(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}
fragment OrderDetailFields on Order {
  ...OrderCardFields
  orderAmount
  paidAmount
  refundedAmount
  refundPendingAmount
  currency
  currencySymbol
  discount
  couponCode
  deliveryCharges
  tipping
  taxationAmount
  acceptedAt
  assignedAt
  pickedAt
  deliveredAt
  cancelledAt
  restaurant {
    _id
    address
    location {
      coordinates
    }
  }
  deliveryAddress {
    deliveryAddress
    details
    label
    location {
      coordinates
    }
  }
  user {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
  }
  review {
    _id
  }
  items {
    _id
    title
    food
    quantity
    specialInstructions
    variation {
      _id
      title
      price
      discounted
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}`, {"hash":"e303ba38ab33ae56"}) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const ReviewOrderDocument = new TypedDocumentString(`
    mutation ReviewOrder($order: String!, $rating: Int!, $description: String) {
  reviewOrder(order: $order, rating: $rating, description: $description) {
    ...OrderDetailFields
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}
fragment OrderDetailFields on Order {
  ...OrderCardFields
  orderAmount
  paidAmount
  refundedAmount
  refundPendingAmount
  currency
  currencySymbol
  discount
  couponCode
  deliveryCharges
  tipping
  taxationAmount
  acceptedAt
  assignedAt
  pickedAt
  deliveredAt
  cancelledAt
  restaurant {
    _id
    address
    location {
      coordinates
    }
  }
  deliveryAddress {
    deliveryAddress
    details
    label
    location {
      coordinates
    }
  }
  user {
    _id
    name
    email
    phone
  }
  rider {
    _id
    name
  }
  review {
    _id
  }
  items {
    _id
    title
    food
    quantity
    specialInstructions
    variation {
      _id
      title
      price
      discounted
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}`, {"hash":"499001f7827eaff0"}) as unknown as TypedDocumentString<ReviewOrderMutation, ReviewOrderMutationVariables>;
export const OrdersDocument = new TypedDocumentString(`
    query Orders($offset: Int) {
  orders(offset: $offset) {
    ...OrderCardFields
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}`, {"hash":"1cf04b671959394c"}) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const OrdersChangedDocument = new TypedDocumentString(`
    subscription OrdersChanged {
  subscriptionOrders(current: true) {
    ...OrderCardFields
  }
}
    fragment OrderCardFields on Order {
  _id
  orderId
  orderStatus
  isPickedUp
  createdAt
  expectedTime
  preparationTime
  completionTime
  reason
  orderDate
  paymentMethod
  paymentStatus
  cancelledBy
  restaurant {
    _id
    name
    image
    slug
  }
}`, {"hash":"8bbf6c25f9faf82c"}) as unknown as TypedDocumentString<OrdersChangedSubscription, OrdersChangedSubscriptionVariables>;
export const RiderDocument = new TypedDocumentString(`
    query Rider($id: String!) {
  rider(id: $id) {
    _id
    location {
      coordinates
    }
  }
}
    `, {"hash":"605a2829d4278a48"}) as unknown as TypedDocumentString<RiderQuery, RiderQueryVariables>;
export const RiderLocationDocument = new TypedDocumentString(`
    subscription RiderLocation($riderId: String!) {
  subscriptionRiderLocation(riderId: $riderId) {
    _id
    location {
      coordinates
    }
  }
}
    `, {"hash":"00ddd27ae5cba07b"}) as unknown as TypedDocumentString<RiderLocationSubscription, RiderLocationSubscriptionVariables>;
export const OrderPaypalDocument = new TypedDocumentString(`
    query OrderPaypal($id: String!) {
  orderPaypal(id: $id) {
    ...PaymentOrderFields
  }
}
    fragment PaymentOrderFields on Order {
  _id
  orderId
  paymentMethod
  paymentStatus
  orderStatus
  currency
  currencySymbol
  itemsSubtotal
  discount
  deliveryCharges
  taxationAmount
  tipping
  orderAmount
  isPickedUp
  restaurant {
    _id
    name
    image
  }
  items {
    _id
    title
    quantity
    variation {
      title
      price
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}`, {"hash":"855111a101e3428d"}) as unknown as TypedDocumentString<OrderPaypalQuery, OrderPaypalQueryVariables>;
export const OrderStripeDocument = new TypedDocumentString(`
    query OrderStripe($id: String!) {
  orderStripe(id: $id) {
    ...PaymentOrderFields
  }
}
    fragment PaymentOrderFields on Order {
  _id
  orderId
  paymentMethod
  paymentStatus
  orderStatus
  currency
  currencySymbol
  itemsSubtotal
  discount
  deliveryCharges
  taxationAmount
  tipping
  orderAmount
  isPickedUp
  restaurant {
    _id
    name
    image
  }
  items {
    _id
    title
    quantity
    variation {
      title
      price
    }
    addons {
      _id
      title
      options {
        _id
        title
        price
      }
    }
  }
}`, {"hash":"cffce09361e4fc75"}) as unknown as TypedDocumentString<OrderStripeQuery, OrderStripeQueryVariables>;
export const PaymentConfigurationDocument = new TypedDocumentString(`
    query PaymentConfiguration {
  configuration {
    _id
    paypalClientId
  }
}
    `, {"hash":"9e56972632920cea"}) as unknown as TypedDocumentString<PaymentConfigurationQuery, PaymentConfigurationQueryVariables>;
export const PickupRestaurantsDocument = new TypedDocumentString(`
    query PickupRestaurants($latitude: Float, $longitude: Float, $after: String) {
  nearByRestaurants(latitude: $latitude, longitude: $longitude, after: $after) {
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
        title
      }
      location {
        coordinates
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"34aef8cbd913bb40"}) as unknown as TypedDocumentString<PickupRestaurantsQuery, PickupRestaurantsQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
  changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {
    changed
    token
    tokenExpiration
  }
}
    `, {"hash":"4831ad9e91ff7327"}) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateUserNameDocument = new TypedDocumentString(`
    mutation UpdateUserName($name: String!) {
  updateUser(name: $name) {
    _id
    name
  }
}
    `, {"hash":"21c5c399f30f0a3a"}) as unknown as TypedDocumentString<UpdateUserNameMutation, UpdateUserNameMutationVariables>;
export const ConsoleBusyDocument = new TypedDocumentString(`
    query ConsoleBusy {
  consoleRestaurants {
    ...ConsoleBusyFields
  }
}
    fragment ConsoleBusyFields on ConsoleRestaurant {
  _id
  isAvailable
  isOpen
  pausedUntil
  extraPreparationMinutes
}`, {"hash":"50c5dc7ed2d174bb"}) as unknown as TypedDocumentString<ConsoleBusyQuery, ConsoleBusyQueryVariables>;
export const ConsoleSetExtraTimeDocument = new TypedDocumentString(`
    mutation ConsoleSetExtraTime($restaurant: String!, $minutes: Int!) {
  setExtraPreparationTime(restaurant: $restaurant, minutes: $minutes) {
    ...ConsoleBusyFields
  }
}
    fragment ConsoleBusyFields on ConsoleRestaurant {
  _id
  isAvailable
  isOpen
  pausedUntil
  extraPreparationMinutes
}`, {"hash":"c6b2ba29e76f786b"}) as unknown as TypedDocumentString<ConsoleSetExtraTimeMutation, ConsoleSetExtraTimeMutationVariables>;
export const ConsolePauseUntilDocument = new TypedDocumentString(`
    mutation ConsolePauseUntil($restaurant: String!, $minutes: Int, $restOfDay: Boolean) {
  pauseRestaurantUntil(
    restaurant: $restaurant
    minutes: $minutes
    restOfDay: $restOfDay
  ) {
    ...ConsoleBusyFields
  }
}
    fragment ConsoleBusyFields on ConsoleRestaurant {
  _id
  isAvailable
  isOpen
  pausedUntil
  extraPreparationMinutes
}`, {"hash":"22bc83c2eedf4214"}) as unknown as TypedDocumentString<ConsolePauseUntilMutation, ConsolePauseUntilMutationVariables>;
export const ConsoleResumeDocument = new TypedDocumentString(`
    mutation ConsoleResume($restaurant: String!) {
  pauseRestaurant(restaurant: $restaurant, paused: false) {
    ...ConsoleBusyFields
  }
}
    fragment ConsoleBusyFields on ConsoleRestaurant {
  _id
  isAvailable
  isOpen
  pausedUntil
  extraPreparationMinutes
}`, {"hash":"e0dff2d47d556dc4"}) as unknown as TypedDocumentString<ConsoleResumeMutation, ConsoleResumeMutationVariables>;
export const ConsoleClosuresDocument = new TypedDocumentString(`
    query ConsoleClosures($restaurant: String!) {
  consoleClosures(restaurant: $restaurant) {
    _id
    date
    note
  }
}
    `, {"hash":"78efddc1e0653ae9"}) as unknown as TypedDocumentString<ConsoleClosuresQuery, ConsoleClosuresQueryVariables>;
export const ConsoleAddClosureDocument = new TypedDocumentString(`
    mutation ConsoleAddClosure($restaurant: String!, $date: String!, $note: String) {
  addClosure(restaurant: $restaurant, date: $date, note: $note) {
    _id
    date
    note
  }
}
    `, {"hash":"6d10a64bd2a4e44d"}) as unknown as TypedDocumentString<ConsoleAddClosureMutation, ConsoleAddClosureMutationVariables>;
export const ConsoleRemoveClosureDocument = new TypedDocumentString(`
    mutation ConsoleRemoveClosure($restaurant: String!, $date: String!) {
  removeClosure(restaurant: $restaurant, date: $date)
}
    `, {"hash":"ac2a0c25f0c9ccc2"}) as unknown as TypedDocumentString<ConsoleRemoveClosureMutation, ConsoleRemoveClosureMutationVariables>;
export const ConsoleOrderHistoryDocument = new TypedDocumentString(`
    query ConsoleOrderHistory($restaurant: String!, $from: String, $to: String, $status: String, $paymentMethod: String, $first: Int, $offset: Int) {
  consoleOrderHistory(
    restaurant: $restaurant
    from: $from
    to: $to
    status: $status
    paymentMethod: $paymentMethod
    first: $first
    offset: $offset
  ) {
    totalCount
    orders {
      _id
      orderId
      orderStatus
      paymentMethod
      paymentStatus
      isPickedUp
      orderDate
      createdAt
      preparationTime
      reason
      currency
      orderAmount
      itemsSubtotal
      deliveryCharges
      taxationAmount
      tipping
      discount
      user {
        _id
        name
      }
      items {
        _id
        title
        quantity
        specialInstructions
        variation {
          title
        }
        addons {
          _id
          title
          options {
            _id
            title
          }
        }
      }
    }
  }
}
    `, {"hash":"1fe2fe22183c6ead"}) as unknown as TypedDocumentString<ConsoleOrderHistoryQuery, ConsoleOrderHistoryQueryVariables>;
export const ConsoleOrdersCsvDocument = new TypedDocumentString(`
    query ConsoleOrdersCsv($restaurant: String!, $from: String, $to: String, $status: String, $paymentMethod: String) {
  consoleOrdersCsv(
    restaurant: $restaurant
    from: $from
    to: $to
    status: $status
    paymentMethod: $paymentMethod
  )
}
    `, {"hash":"8a27b0758a0f372d"}) as unknown as TypedDocumentString<ConsoleOrdersCsvQuery, ConsoleOrdersCsvQueryVariables>;
export const ConsoleReportDocument = new TypedDocumentString(`
    query ConsoleReport($restaurant: String!, $period: ReportPeriod!, $from: String!, $to: String!) {
  consoleReport(restaurant: $restaurant, period: $period, from: $from, to: $to) {
    period
    currency
    currencySymbol
    rows {
      start
      orders
      cancelled
      revenue
      averageBasket
      bestSellers {
        title
        quantity
      }
    }
  }
}
    `, {"hash":"5b6f567be0a9dfd4"}) as unknown as TypedDocumentString<ConsoleReportQuery, ConsoleReportQueryVariables>;
export const ConsoleReviewsDocument = new TypedDocumentString(`
    query ConsoleReviews($restaurant: String!, $first: Int, $offset: Int) {
  consoleReviews(restaurant: $restaurant, first: $first, offset: $offset) {
    totalCount
    reviews {
      _id
      rating
      description
      createdAt
      reply
      repliedAt
      order {
        user {
          name
        }
      }
    }
  }
}
    `, {"hash":"09c921b7cf5363ab"}) as unknown as TypedDocumentString<ConsoleReviewsQuery, ConsoleReviewsQueryVariables>;
export const ConsoleReplyToReviewDocument = new TypedDocumentString(`
    mutation ConsoleReplyToReview($review: String!, $text: String!) {
  replyToReview(review: $review, text: $text) {
    _id
    reply
    repliedAt
  }
}
    `, {"hash":"739b30d43b858838"}) as unknown as TypedDocumentString<ConsoleReplyToReviewMutation, ConsoleReplyToReviewMutationVariables>;
export const ConsoleMenuDocument = new TypedDocumentString(`
    query ConsoleMenu($id: String!) {
  restaurant(id: $id) {
    _id
    categories {
      _id
      title
      foods {
        _id
        title
        isOutOfStock
      }
    }
    options {
      _id
      title
      isOutOfStock
    }
  }
}
    `, {"hash":"e7d40a2797cc433a"}) as unknown as TypedDocumentString<ConsoleMenuQuery, ConsoleMenuQueryVariables>;
export const ConsoleSetFoodStockDocument = new TypedDocumentString(`
    mutation ConsoleSetFoodStock($food: String!, $outOfStock: Boolean!) {
  setFoodOutOfStock(food: $food, outOfStock: $outOfStock) {
    _id
    isOutOfStock
  }
}
    `, {"hash":"9477052a44e436a4"}) as unknown as TypedDocumentString<ConsoleSetFoodStockMutation, ConsoleSetFoodStockMutationVariables>;
export const ConsoleSetOptionStockDocument = new TypedDocumentString(`
    mutation ConsoleSetOptionStock($option: String!, $outOfStock: Boolean!) {
  setOptionOutOfStock(option: $option, outOfStock: $outOfStock) {
    _id
    isOutOfStock
  }
}
    `, {"hash":"479a39c2ec298f1e"}) as unknown as TypedDocumentString<ConsoleSetOptionStockMutation, ConsoleSetOptionStockMutationVariables>;
export const ConsolePauseRestaurantDocument = new TypedDocumentString(`
    mutation ConsolePauseRestaurant($restaurant: String!, $paused: Boolean!) {
  pauseRestaurant(restaurant: $restaurant, paused: $paused) {
    ...ConsoleRestaurantFields
  }
}
    fragment ConsoleRestaurantFields on ConsoleRestaurant {
  _id
  name
  slug
  timeZone
  isAvailable
  isOpen
  pausedUntil
  currency
  currencySymbol
  openingTimes {
    day
    times {
      startTime
      endTime
    }
  }
}`, {"hash":"9cad051a741bdaed"}) as unknown as TypedDocumentString<ConsolePauseRestaurantMutation, ConsolePauseRestaurantMutationVariables>;
export const ConsoleUpdateOpeningTimesDocument = new TypedDocumentString(`
    mutation ConsoleUpdateOpeningTimes($restaurant: String!, $openingTimes: [OpeningTimesInput!]!) {
  updateOpeningTimes(restaurant: $restaurant, openingTimes: $openingTimes) {
    ...ConsoleRestaurantFields
  }
}
    fragment ConsoleRestaurantFields on ConsoleRestaurant {
  _id
  name
  slug
  timeZone
  isAvailable
  isOpen
  pausedUntil
  currency
  currencySymbol
  openingTimes {
    day
    times {
      startTime
      endTime
    }
  }
}`, {"hash":"d092503af4851e29"}) as unknown as TypedDocumentString<ConsoleUpdateOpeningTimesMutation, ConsoleUpdateOpeningTimesMutationVariables>;
export const ConsoleRestaurantsDocument = new TypedDocumentString(`
    query ConsoleRestaurants {
  consoleRestaurants {
    ...ConsoleRestaurantFields
  }
}
    fragment ConsoleRestaurantFields on ConsoleRestaurant {
  _id
  name
  slug
  timeZone
  isAvailable
  isOpen
  pausedUntil
  currency
  currencySymbol
  openingTimes {
    day
    times {
      startTime
      endTime
    }
  }
}`, {"hash":"02f212b18c4eb9eb"}) as unknown as TypedDocumentString<ConsoleRestaurantsQuery, ConsoleRestaurantsQueryVariables>;
export const ConsoleOrdersDocument = new TypedDocumentString(`
    query ConsoleOrders($restaurant: String!) {
  consoleOrders(restaurant: $restaurant) {
    ...ConsoleOrderFields
  }
}
    fragment ConsoleOrderFields on Order {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderDate
  createdAt
  preparationTime
  reason
  currency
  orderAmount
  itemsSubtotal
  deliveryCharges
  taxationAmount
  tipping
  discount
  user {
    _id
    name
  }
  items {
    _id
    title
    quantity
    specialInstructions
    variation {
      title
    }
    addons {
      _id
      title
      options {
        _id
        title
      }
    }
  }
}`, {"hash":"59c333eb4ce63665"}) as unknown as TypedDocumentString<ConsoleOrdersQuery, ConsoleOrdersQueryVariables>;
export const ConsoleSummaryDocument = new TypedDocumentString(`
    query ConsoleSummary($restaurant: String!) {
  consoleSummary(restaurant: $restaurant) {
    orders
    cancelled
    pending
    revenue
    currency
    currencySymbol
  }
}
    `, {"hash":"31077781a064d690"}) as unknown as TypedDocumentString<ConsoleSummaryQuery, ConsoleSummaryQueryVariables>;
export const ConsoleOrderChangedDocument = new TypedDocumentString(`
    subscription ConsoleOrderChanged($restaurant: String!) {
  subscriptionConsoleOrders(restaurant: $restaurant, current: true) {
    ...ConsoleOrderFields
  }
}
    fragment ConsoleOrderFields on Order {
  _id
  orderId
  orderStatus
  paymentMethod
  paymentStatus
  isPickedUp
  orderDate
  createdAt
  preparationTime
  reason
  currency
  orderAmount
  itemsSubtotal
  deliveryCharges
  taxationAmount
  tipping
  discount
  user {
    _id
    name
  }
  items {
    _id
    title
    quantity
    specialInstructions
    variation {
      title
    }
    addons {
      _id
      title
      options {
        _id
        title
      }
    }
  }
}`, {"hash":"e036b90ba1f03092"}) as unknown as TypedDocumentString<ConsoleOrderChangedSubscription, ConsoleOrderChangedSubscriptionVariables>;
export const ConsoleAcceptOrderDocument = new TypedDocumentString(`
    mutation ConsoleAcceptOrder($id: String!, $preparationTime: Int!) {
  acceptOrder(id: $id, preparationTime: $preparationTime) {
    _id
    orderStatus
  }
}
    `, {"hash":"2008c1a81469533c"}) as unknown as TypedDocumentString<ConsoleAcceptOrderMutation, ConsoleAcceptOrderMutationVariables>;
export const ConsoleDeclineOrderDocument = new TypedDocumentString(`
    mutation ConsoleDeclineOrder($id: String!, $reason: String) {
  declineOrder(id: $id, reason: $reason) {
    _id
    orderStatus
  }
}
    `, {"hash":"9f69b96dc6e7c5d9"}) as unknown as TypedDocumentString<ConsoleDeclineOrderMutation, ConsoleDeclineOrderMutationVariables>;
export const ConsoleHandOverOrderDocument = new TypedDocumentString(`
    mutation ConsoleHandOverOrder($id: String!) {
  handOverPickupOrder(id: $id) {
    _id
    orderStatus
  }
}
    `, {"hash":"ae456713fe54c9bd"}) as unknown as TypedDocumentString<ConsoleHandOverOrderMutation, ConsoleHandOverOrderMutationVariables>;
export const NearByRestaurantsDocument = new TypedDocumentString(`
    query NearByRestaurants($latitude: Float!, $longitude: Float!, $after: String, $search: String, $carousels: Boolean!) {
  nearByRestaurants(
    latitude: $latitude
    longitude: $longitude
    first: 12
    after: $after
    search: $search
  ) {
    offers @include(if: $carousels) {
      _id
      name
      tag
      restaurants
    }
    sections @include(if: $carousels) {
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
        title
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
  nearByCarouselRestaurants(latitude: $latitude, longitude: $longitude) @include(if: $carousels) {
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
      title
    }
  }
}
    `, {"hash":"01916cd35e617db4"}) as unknown as TypedDocumentString<NearByRestaurantsQuery, NearByRestaurantsQueryVariables>;
export const RiderEarningsDocument = new TypedDocumentString(`
    query RiderEarnings {
  riderEarnings {
    currency
    timeZone
    cashHeld
    today {
      ...RiderEarningsPeriodFields
    }
    week {
      ...RiderEarningsPeriodFields
    }
    deliveries {
      _id
      orderId
      restaurantName
      deliveredAt
      fee
      tip
    }
  }
}
    fragment RiderEarningsPeriodFields on RiderEarningsPeriod {
  from
  deliveries
  fees
  tips
  total
}`, {"hash":"c23712de2a72817f"}) as unknown as TypedDocumentString<RiderEarningsQuery, RiderEarningsQueryVariables>;
export const RiderProfileDocument = new TypedDocumentString(`
    query RiderProfile {
  riderProfile {
    _id
    name
    isOnline
    location {
      coordinates
    }
    activeDelivery {
      ...RiderDeliveryFields
    }
  }
}
    fragment RiderDeliveryFields on RiderDelivery {
  _id
  orderId
  orderStatus
  restaurant {
    name
    address
    location {
      coordinates
    }
  }
  customer {
    _id
    name
    phone
  }
  dropOff {
    address
    details
    location {
      coordinates
    }
  }
  paymentMethod
  amountToCollect
  currency
  itemCount
  readyAt
}`, {"hash":"20ce4b61c34ecb7c"}) as unknown as TypedDocumentString<RiderProfileQuery, RiderProfileQueryVariables>;
export const RiderOffersDocument = new TypedDocumentString(`
    query RiderOffers {
  riderOffers {
    _id
    orderId
    restaurant {
      name
      address
      location {
        coordinates
      }
    }
    distanceToRestaurant
    deliveryDistance
    deliveryCharges
    tipping
    currency
    readyAt
  }
}
    `, {"hash":"607a05da4f08c0c1"}) as unknown as TypedDocumentString<RiderOffersQuery, RiderOffersQueryVariables>;
export const RiderOffersChangedDocument = new TypedDocumentString(`
    subscription RiderOffersChanged {
  subscriptionRiderOffers {
    orderId
  }
}
    `, {"hash":"a336a2484b4048e7"}) as unknown as TypedDocumentString<RiderOffersChangedSubscription, RiderOffersChangedSubscriptionVariables>;
export const SetRiderOnlineDocument = new TypedDocumentString(`
    mutation SetRiderOnline($online: Boolean!) {
  setRiderOnline(online: $online) {
    _id
    name
    isOnline
    location {
      coordinates
    }
    activeDelivery {
      ...RiderDeliveryFields
    }
  }
}
    fragment RiderDeliveryFields on RiderDelivery {
  _id
  orderId
  orderStatus
  restaurant {
    name
    address
    location {
      coordinates
    }
  }
  customer {
    _id
    name
    phone
  }
  dropOff {
    address
    details
    location {
      coordinates
    }
  }
  paymentMethod
  amountToCollect
  currency
  itemCount
  readyAt
}`, {"hash":"d306fe4ebea27647"}) as unknown as TypedDocumentString<SetRiderOnlineMutation, SetRiderOnlineMutationVariables>;
export const ReportRiderLocationDocument = new TypedDocumentString(`
    mutation ReportRiderLocation($latitude: Float!, $longitude: Float!) {
  updateRiderLocation(latitude: $latitude, longitude: $longitude) {
    _id
  }
}
    `, {"hash":"d7bd137aadc24639"}) as unknown as TypedDocumentString<ReportRiderLocationMutation, ReportRiderLocationMutationVariables>;
export const TakeOfferDocument = new TypedDocumentString(`
    mutation TakeOffer($id: String!) {
  assignOrder(id: $id) {
    _id
    orderStatus
  }
}
    `, {"hash":"9399ca05b644d77b"}) as unknown as TypedDocumentString<TakeOfferMutation, TakeOfferMutationVariables>;
export const RiderPickUpDocument = new TypedDocumentString(`
    mutation RiderPickUp($id: String!) {
  pickUpOrder(id: $id) {
    _id
    orderStatus
  }
}
    `, {"hash":"091e8f153585cc8e"}) as unknown as TypedDocumentString<RiderPickUpMutation, RiderPickUpMutationVariables>;
export const RiderDeliverDocument = new TypedDocumentString(`
    mutation RiderDeliver($id: String!) {
  deliverOrder(id: $id) {
    _id
    orderStatus
  }
}
    `, {"hash":"ee6f70f165cc233b"}) as unknown as TypedDocumentString<RiderDeliverMutation, RiderDeliverMutationVariables>;
export const RiderChatDocument = new TypedDocumentString(`
    query RiderChat($order: ID!) {
  chat(order: $order) {
    ...RiderChatMessageFields
  }
}
    fragment RiderChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}`, {"hash":"28f6305e911c8984"}) as unknown as TypedDocumentString<RiderChatQuery, RiderChatQueryVariables>;
export const RiderSendChatMessageDocument = new TypedDocumentString(`
    mutation RiderSendChatMessage($orderId: ID!, $message: ChatMessageInput!) {
  sendChatMessage(orderId: $orderId, message: $message) {
    success
    message
    data {
      ...RiderChatMessageFields
    }
  }
}
    fragment RiderChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}`, {"hash":"400b7b4319478294"}) as unknown as TypedDocumentString<RiderSendChatMessageMutation, RiderSendChatMessageMutationVariables>;
export const RiderNewChatMessageDocument = new TypedDocumentString(`
    subscription RiderNewChatMessage($order: ID!) {
  subscriptionNewMessage(order: $order) {
    ...RiderChatMessageFields
  }
}
    fragment RiderChatMessageFields on ChatMessage {
  id
  message
  createdAt
  user {
    id
    name
  }
}`, {"hash":"33826d597a049e2f"}) as unknown as TypedDocumentString<RiderNewChatMessageSubscription, RiderNewChatMessageSubscriptionVariables>;
export const AccountConfigurationDocument = new TypedDocumentString(`
    query AccountConfiguration {
  configuration {
    _id
    googleClientId
    smsEnabled
    skipEmailVerification
    skipMobileVerification
    verificationSkipCode
    demoMode
  }
}
    `, {"hash":"6f1a16b45f7bf3b2"}) as unknown as TypedDocumentString<AccountConfigurationQuery, AccountConfigurationQueryVariables>;
export const ConfigurationDocument = new TypedDocumentString(`
    query Configuration {
  configuration {
    _id
    currency
    currencySymbol
  }
}
    `, {"hash":"116aabfeeff4f074"}) as unknown as TypedDocumentString<ConfigurationQuery, ConfigurationQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `, {"hash":"cb1d14c1cc99a252"}) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  profile {
    _id
    name
    email
    phone
    phoneIsVerified
    emailIsVerified
    favourite
    role
    addresses {
      _id
      label
      deliveryAddress
      details
      selected
      location {
        coordinates
      }
    }
  }
}
    `, {"hash":"9a80551d9e3d9e3a"}) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;