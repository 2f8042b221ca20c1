import type { UserRole } from '@food/domain';

// Who may call each root field of the schema (docs/security.md "Who may call what"). One table for the
// whole API, read by graphql/permission-guard.ts when the schema is built: a root field without an
// entry stops the server from starting, and test/permissions.test.ts walks the table with a token of
// every role. An entry says which callers get past the door; an operation that acts on one restaurant,
// order or rider still checks that the caller owns it (`owns` names that check).

/** Anyone, signed in or not: the public catalogue, sign-in and sign-up. No session is read. */
export const ANYONE = { who: 'anyone' } as const;
/** Any signed-in account; what it may touch is the operation's own check (`owns`). */
export const SIGNED_IN = { who: 'signed-in' } as const;

export type RoleRule = {
  who: 'roles';
  roles: readonly UserRole[];
  /** The refusal's message when it is not the generic one. */
  refusal?: string;
};
export type Permission =
  typeof ANYONE | (typeof SIGNED_IN & { owns?: string }) | (RoleRule & { owns?: string });

/** Only the listed roles. */
export const roles = (
  list: readonly UserRole[],
  extra: { owns?: string; refusal?: string } = {},
): RoleRule => ({
  who: 'roles',
  roles: list,
  ...extra,
});

/** Operator staff: the operator does everything, support only orders, customers and applications. */
export const OPERATOR: readonly UserRole[] = ['ADMIN'];
export const OPERATOR_AND_SUPPORT: readonly UserRole[] = ['ADMIN', 'SUPPORT'];

const RESTAURANT_STAFF = roles(['RESTAURANT', 'ADMIN'], {
  owns: 'the restaurant is linked to the caller (an operator manages every restaurant)',
  refusal: 'This is for restaurant accounts.',
});
const LEDGER_OWNS =
  'a restaurant user its restaurant’s accounts, a rider its own; the operator every account';
const RIDER = roles(['RIDER'], { owns: "the rider's own profile and orders" });

type RootPermissions = {
  Query: Record<string, Permission>;
  Mutation: Record<string, Permission>;
  Subscription: Record<string, Permission>;
};

export const PERMISSIONS: RootPermissions = {
  Query: {
    _health: ANYONE,
    // accounts, auth
    phoneExist: ANYONE,
    demoOutbox: ANYONE,
    profile: ANYONE,
    appLinks: ANYONE,
    // catalogue
    configuration: ANYONE,
    tips: ANYONE,
    taxes: ANYONE,
    nearByRestaurants: ANYONE,
    nearByRestaurantPins: ANYONE,
    nearByCarouselRestaurants: ANYONE,
    restaurant: ANYONE,
    placeSuggestions: ANYONE,
    geocode: ANYONE,
    reverseGeocode: ANYONE,
    // customers
    userFavourite: SIGNED_IN,
    orders: SIGNED_IN,
    order: { ...SIGNED_IN, owns: 'the order is the caller’s, their restaurant’s or their delivery' },
    orderPaypal: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    orderStripe: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    chat: { ...SIGNED_IN, owns: 'the caller is the order’s customer or rider' },
    rider: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    // restaurant console
    // ledger (docs/money.md): support staff read none
    ledgerBalance: roles(['RESTAURANT', 'RIDER', 'ADMIN'], { owns: LEDGER_OWNS }),
    ledgerEntries: roles(['RESTAURANT', 'RIDER', 'ADMIN'], { owns: LEDGER_OWNS }),
    ledgerStatement: roles(['RESTAURANT', 'RIDER', 'ADMIN'], { owns: LEDGER_OWNS }),
    ledgerStatementCsv: roles(['RESTAURANT', 'RIDER', 'ADMIN'], { owns: LEDGER_OWNS }),
    ledgerStatementPdf: roles(['RESTAURANT', 'RIDER', 'ADMIN'], { owns: LEDGER_OWNS }),
    // payouts (docs/money.md#payouts): a party reads its own, the operator all; support none
    payouts: roles(['RESTAURANT', 'RIDER', 'ADMIN'], {
      owns: 'a restaurant user its restaurant’s payouts, a rider its own; the operator every one',
    }),
    ledgerAccounts: roles(OPERATOR),
    consoleRestaurants: RESTAURANT_STAFF,
    consoleOrders: RESTAURANT_STAFF,
    consoleSummary: RESTAURANT_STAFF,
    consoleClosures: RESTAURANT_STAFF,
    // restaurant console: history, reports, reviews (modules/restaurant-reports)
    consoleOrderHistory: RESTAURANT_STAFF,
    consoleOrdersCsv: RESTAURANT_STAFF,
    consoleReport: RESTAURANT_STAFF,
    consoleReviews: RESTAURANT_STAFF,
    // rider app
    riderProfile: RIDER,
    riderOffers: RIDER,
    riderEarnings: RIDER,
    // back office (/admin)
    // onboarding: applications inbox (operator and support)
    adminApplications: roles(OPERATOR_AND_SUPPORT),
    adminApplication: roles(OPERATOR_AND_SUPPORT),
    onboardingZones: roles(OPERATOR_AND_SUPPORT),
    // rider-admin (operator)
    adminRiders: roles(OPERATOR),
    // orders (docs/admin.md "Orders"), audit log (ADMIN only)
    adminOrders: roles(OPERATOR_AND_SUPPORT),
    adminOrder: roles(OPERATOR_AND_SUPPORT),
    orderAdminRiders: roles(OPERATOR_AND_SUPPORT),
    auditEntries: roles(OPERATOR),
    // restaurants: support reads, only the operator edits
    adminRestaurants: roles(OPERATOR_AND_SUPPORT),
    adminRestaurant: roles(OPERATOR_AND_SUPPORT),
    restaurantAdminZones: roles(OPERATOR_AND_SUPPORT),
    // vouchers, platform settings
    adminVouchers: roles(OPERATOR),
    voucherRestaurantChoices: roles(OPERATOR),
    adminSettings: roles(OPERATOR),
    // zones
    adminZones: roles(OPERATOR),
    adminZone: roles(OPERATOR),
    // menu editor
    menuEditor: RESTAURANT_STAFF,
  },
  Mutation: {
    _noop: ANYONE,
    // accounts, auth, applications
    emailExist: ANYONE,
    sendOtpToEmail: ANYONE,
    createUser: ANYONE,
    sendOtpToPhoneNumber: SIGNED_IN,
    verifyPhoneOtp: SIGNED_IN,
    forgotPassword: ANYONE,
    verifyResetOtp: ANYONE,
    resetPassword: ANYONE,
    // create-admin --link's screen: the one-time token is the credential (rate-limited per IP).
    setPasswordWithToken: ANYONE,
    updateUser: SIGNED_IN,
    changePassword: SIGNED_IN,
    saveNotificationTokenWeb: SIGNED_IN,
    login: ANYONE,
    logout: ANYONE,
    submitRegistration: ANYONE,
    submitContactMessage: ANYONE,
    subscribeNewsletter: ANYONE,
    confirmNewsletter: ANYONE,
    unsubscribeNewsletter: ANYONE,
    // customers
    createAddress: SIGNED_IN,
    editAddress: { ...SIGNED_IN, owns: 'the address is the caller’s' },
    deleteAddress: { ...SIGNED_IN, owns: 'the address is the caller’s' },
    selectAddress: { ...SIGNED_IN, owns: 'the address is the caller’s' },
    addFavourite: SIGNED_IN,
    coupon: ANYONE,
    placeOrder: SIGNED_IN,
    sendChatMessage: { ...SIGNED_IN, owns: 'the caller is the order’s customer or rider' },
    reviewOrder: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    // order steps: each checks who the caller is to the order (tracking/order-transition.ts)
    cancelOrder: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    acceptOrder: { ...SIGNED_IN, owns: 'the order is at the caller’s restaurant' },
    declineOrder: { ...SIGNED_IN, owns: 'the order is at the caller’s restaurant' },
    handOverPickupOrder: { ...SIGNED_IN, owns: 'the order is at the caller’s restaurant' },
    assignOrder: { ...SIGNED_IN, owns: 'the caller is a rider' },
    pickUpOrder: { ...SIGNED_IN, owns: 'the caller is the order’s rider' },
    deliverOrder: { ...SIGNED_IN, owns: 'the caller is the order’s rider' },
    updateRiderLocation: { ...SIGNED_IN, owns: 'the caller is a rider' },
    // restaurant console
    setFoodOutOfStock: RESTAURANT_STAFF,
    setOptionOutOfStock: RESTAURANT_STAFF,
    pauseRestaurant: RESTAURANT_STAFF,
    updateOpeningTimes: RESTAURANT_STAFF,
    pauseRestaurantUntil: RESTAURANT_STAFF,
    setExtraPreparationTime: RESTAURANT_STAFF,
    addClosure: RESTAURANT_STAFF,
    removeClosure: RESTAURANT_STAFF,
    replyToReview: RESTAURANT_STAFF,
    // rider app
    setRiderOnline: RIDER,
    // back office (/admin)
    // onboarding: applications inbox (operator and support)
    approveApplication: roles(OPERATOR_AND_SUPPORT),
    rejectApplication: roles(OPERATOR_AND_SUPPORT),
    // rider-admin (operator)
    suspendRider: roles(OPERATOR),
    reactivateRider: roles(OPERATOR),
    setRiderZone: roles(OPERATOR),
    // orders (docs/admin.md "Orders")
    adminCancelOrder: roles(OPERATOR_AND_SUPPORT),
    adminAssignRider: roles(OPERATOR_AND_SUPPORT),
    // restaurants
    createRestaurant: roles(OPERATOR),
    updateRestaurant: roles(OPERATOR),
    publishRestaurant: roles(OPERATOR),
    unpublishRestaurant: roles(OPERATOR),
    linkRestaurantUser: roles(OPERATOR),
    unlinkRestaurantUser: roles(OPERATOR),
    // vouchers, platform settings
    createVoucher: roles(OPERATOR),
    updateVoucher: roles(OPERATOR),
    setVoucherEnabled: roles(OPERATOR),
    updateSettings: roles(OPERATOR),
    // payouts (docs/money.md#payouts): the operator only
    createPayouts: roles(OPERATOR),
    markPayoutPaid: roles(OPERATOR),
    // a party onboards its own Stripe Connect account; the operator and support have none
    startPayoutOnboarding: roles(['RESTAURANT', 'RIDER'], {
      owns: 'the caller’s own restaurant or rider account, never one named by an argument',
    }),
    // zones
    createZone: roles(OPERATOR),
    updateZone: roles(OPERATOR),
    deleteZone: roles(OPERATOR),
    // menu editor
    saveCategory: RESTAURANT_STAFF,
    deleteCategory: RESTAURANT_STAFF,
    reorderCategories: RESTAURANT_STAFF,
    saveFood: RESTAURANT_STAFF,
    deleteFood: RESTAURANT_STAFF,
    reorderFoods: RESTAURANT_STAFF,
    saveAddonGroup: RESTAURANT_STAFF,
    deleteAddonGroup: RESTAURANT_STAFF,
  },
  Subscription: {
    subscriptionOrder: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    subscriptionOrders: SIGNED_IN,
    subscriptionRiderLocation: { ...SIGNED_IN, owns: 'the order is the caller’s' },
    subscriptionNewMessage: { ...SIGNED_IN, owns: 'the caller is the order’s customer or rider' },
    subscriptionConsoleOrders: RESTAURANT_STAFF,
    subscriptionRiderOffers: RIDER,
  },
};
