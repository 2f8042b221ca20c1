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
    "fragment SavedAddressFields on Address {\n  _id\n  label\n  deliveryAddress\n  details\n  selected\n  location {\n    coordinates\n  }\n}\n\nmutation CreateAddress($addressInput: AddressInput!) {\n  createAddress(addressInput: $addressInput) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation EditAddress($addressInput: AddressInput!) {\n  editAddress(addressInput: $addressInput) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation SelectAddress($id: ID!) {\n  selectAddress(id: $id) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}": typeof types.SavedAddressFieldsFragmentDoc,
    "query MapTiles {\n  configuration {\n    _id\n    mapTileUrl\n    mapAttribution\n  }\n}": typeof types.MapTilesDocument,
    "subscription OrderNotifications {\n  subscriptionOrders {\n    _id\n    orderId\n    orderStatus\n    createdAt\n  }\n}": typeof types.OrderNotificationsDocument,
    "mutation SaveWebPushSubscription($token: String!) {\n  saveNotificationTokenWeb(token: $token) {\n    success\n  }\n}": typeof types.SaveWebPushSubscriptionDocument,
    "query WebPushKey {\n  configuration {\n    _id\n    webPushPublicKey\n  }\n}": typeof types.WebPushKeyDocument,
    "query PlaceSuggestions($query: String!, $latitude: Float, $longitude: Float) {\n  placeSuggestions(\n    query: $query\n    latitude: $latitude\n    longitude: $longitude\n    limit: 6\n  ) {\n    placeId\n    description\n    mainText\n    secondaryText\n    latitude\n    longitude\n  }\n}": typeof types.PlaceSuggestionsDocument,
    "query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n  reverseGeocode(latitude: $latitude, longitude: $longitude) {\n    placeId\n    formattedAddress\n    latitude\n    longitude\n  }\n}": typeof types.ReverseGeocodeDocument,
    "mutation AddFavourite($id: String!) {\n  addFavourite(id: $id) {\n    _id\n    favourite\n  }\n}": typeof types.AddFavouriteDocument,
    "fragment RestaurantMenuFields on Restaurant {\n  categories {\n    _id\n    title\n    foods {\n      _id\n      title\n      image\n      description\n      variations {\n        _id\n        title\n        price\n        discounted\n        addons\n      }\n    }\n  }\n  addons {\n    _id\n    title\n    description\n    quantityMinimum\n    quantityMaximum\n    options\n  }\n  options {\n    _id\n    title\n    description\n    price\n  }\n}": typeof types.RestaurantMenuFieldsFragmentDoc,
    "mutation CreateUser($email: String!, $password: String!, $name: String!, $phone: String, $otp: String!) {\n  createUser(\n    email: $email\n    password: $password\n    name: $name\n    phone: $phone\n    otp: $otp\n  ) {\n    userId\n    token\n    tokenExpiration\n    name\n    email\n    phone\n    isNewUser\n  }\n}": typeof types.CreateUserDocument,
    "query DemoOutbox($recipient: String!) {\n  demoOutbox(recipient: $recipient) {\n    _id\n    channel\n    recipient\n    subject\n    body\n    createdAt\n  }\n}": typeof types.DemoOutboxDocument,
    "mutation EmailExist($email: String!) {\n  emailExist(email: $email) {\n    _id\n  }\n}": typeof types.EmailExistDocument,
    "mutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    result\n    retryAfter\n  }\n}": typeof types.ForgotPasswordDocument,
    "mutation Login($type: String!, $email: String, $password: String, $idToken: String) {\n  login(type: $type, email: $email, password: $password, idToken: $idToken) {\n    userId\n    token\n    tokenExpiration\n    name\n    email\n    phone\n    isNewUser\n  }\n}": typeof types.LoginDocument,
    "query PhoneExist($phone: String!) {\n  phoneExist(phone: $phone) {\n    _id\n  }\n}": typeof types.PhoneExistDocument,
    "mutation ResetPassword($password: String!, $resetToken: String!) {\n  resetPassword(password: $password, resetToken: $resetToken) {\n    result\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SendOtpToEmail($email: String!) {\n  sendOtpToEmail(email: $email) {\n    result\n    retryAfter\n  }\n}": typeof types.SendOtpToEmailDocument,
    "mutation SendOtpToPhoneNumber($phone: String!) {\n  sendOtpToPhoneNumber(phone: $phone) {\n    result\n    retryAfter\n  }\n}": typeof types.SendOtpToPhoneNumberDocument,
    "mutation UpdateUserPhone($phone: String!, $phoneIsVerified: Boolean) {\n  updateUser(phone: $phone, phoneIsVerified: $phoneIsVerified) {\n    _id\n    phone\n    phoneIsVerified\n  }\n}": typeof types.UpdateUserPhoneDocument,
    "mutation VerifyPhoneOtp($phone: String!, $otp: String!) {\n  verifyPhoneOtp(phone: $phone, otp: $otp) {\n    _id\n    phone\n    phoneIsVerified\n  }\n}": typeof types.VerifyPhoneOtpDocument,
    "mutation VerifyResetOtp($email: String!, $otp: String!) {\n  verifyResetOtp(email: $email, otp: $otp) {\n    resetToken\n    expiresAt\n  }\n}": typeof types.VerifyResetOtpDocument,
    "mutation ApplyCoupon($coupon: String!) {\n  coupon(coupon: $coupon) {\n    _id\n    title\n    discount\n    enabled\n  }\n}": typeof types.ApplyCouponDocument,
    "query CheckoutCharges {\n  configuration {\n    _id\n    currency\n    currencySymbol\n    deliveryRate\n    costType\n  }\n  tips {\n    _id\n    tipVariations\n    enabled\n  }\n}": typeof types.CheckoutChargesDocument,
    "query CheckoutRestaurant($id: String!) {\n  restaurant(id: $id) {\n    _id\n    name\n    image\n    slug\n    address\n    location {\n      coordinates\n    }\n    deliveryTime\n    minimumOrder\n    tax\n    isAvailable\n    isOpen\n    timeZone\n    openingTimes {\n      day\n      times {\n        startTime\n        endTime\n      }\n    }\n    ...RestaurantMenuFields\n  }\n}": typeof types.CheckoutRestaurantDocument,
    "mutation PlaceOrder($restaurant: String!, $orderInput: [OrderInput!]!, $paymentMethod: String!, $couponCode: String, $tipPercent: Float, $tipping: Float!, $taxationAmount: Float!, $address: OrderAddressInput, $orderDate: String!, $isPickedUp: Boolean!, $deliveryCharges: Float!, $orderAmount: Float, $idempotencyKey: String!) {\n  placeOrder(\n    restaurant: $restaurant\n    orderInput: $orderInput\n    paymentMethod: $paymentMethod\n    couponCode: $couponCode\n    tipPercent: $tipPercent\n    tipping: $tipping\n    taxationAmount: $taxationAmount\n    address: $address\n    orderDate: $orderDate\n    isPickedUp: $isPickedUp\n    deliveryCharges: $deliveryCharges\n    orderAmount: $orderAmount\n    idempotencyKey: $idempotencyKey\n  ) {\n    _id\n    orderId\n    orderStatus\n    paymentMethod\n    paymentStatus\n    orderAmount\n    paidAmount\n    deliveryCharges\n    tipping\n    taxationAmount\n    discount\n    couponCode\n    isPickedUp\n    orderDate\n    restaurant {\n      _id\n      name\n    }\n    user {\n      _id\n      name\n    }\n    items {\n      _id\n      title\n      quantity\n    }\n  }\n}": typeof types.PlaceOrderDocument,
    "query UserFavourite($latitude: Float, $longitude: Float, $after: String) {\n  userFavourite(latitude: $latitude, longitude: $longitude, after: $after) {\n    _id\n    name\n    image\n    slug\n    deliveryTime\n    rating\n    isOpen\n    reviewData {\n      total\n    }\n    categories {\n      _id\n      title\n    }\n  }\n}": typeof types.UserFavouriteDocument,
    "query HomeRestaurants($latitude: Float!, $longitude: Float!) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude) {\n    restaurants {\n      _id\n      name\n      image\n      slug\n      location {\n        coordinates\n      }\n    }\n  }\n}": typeof types.HomeRestaurantsDocument,
    "query RestaurantInfo($id: String!) {\n  restaurant(id: $id) {\n    _id\n    address\n    timeZone\n    openingTimes {\n      day\n      times {\n        startTime\n        endTime\n      }\n    }\n    reviewData {\n      total\n      reviews {\n        _id\n        rating\n        description\n        createdAt\n        order {\n          user {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n}": typeof types.RestaurantInfoDocument,
    "query Restaurant($slug: String!) {\n  restaurant(slug: $slug) {\n    _id\n    name\n    image\n    slug\n    address\n    deliveryTime\n    minimumOrder\n    rating\n    isAvailable\n    isOpen\n    reviewData {\n      total\n    }\n    ...RestaurantMenuFields\n  }\n}": typeof types.RestaurantDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  message\n  createdAt\n  user {\n    id\n    name\n  }\n}\n\nquery Chat($order: ID!) {\n  chat(order: $order) {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($orderId: ID!, $message: ChatMessageInput!) {\n  sendChatMessage(orderId: $orderId, message: $message) {\n    success\n    message\n    data {\n      ...ChatMessageFields\n    }\n  }\n}\n\nsubscription NewChatMessage($order: ID!) {\n  subscriptionNewMessage(order: $order) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "fragment OrderCardFields on Order {\n  _id\n  orderId\n  orderStatus\n  isPickedUp\n  createdAt\n  expectedTime\n  preparationTime\n  completionTime\n  reason\n  restaurant {\n    _id\n    name\n    image\n    slug\n  }\n}\n\nfragment OrderDetailFields on Order {\n  ...OrderCardFields\n  orderDate\n  paymentMethod\n  paymentStatus\n  orderAmount\n  paidAmount\n  currency\n  currencySymbol\n  discount\n  couponCode\n  deliveryCharges\n  tipping\n  taxationAmount\n  acceptedAt\n  assignedAt\n  pickedAt\n  deliveredAt\n  cancelledAt\n  restaurant {\n    _id\n    address\n    location {\n      coordinates\n    }\n  }\n  deliveryAddress {\n    deliveryAddress\n    details\n    label\n    location {\n      coordinates\n    }\n  }\n  user {\n    _id\n    name\n    email\n    phone\n  }\n  rider {\n    _id\n    name\n  }\n  review {\n    _id\n  }\n  items {\n    _id\n    title\n    food\n    quantity\n    specialInstructions\n    variation {\n      _id\n      title\n      price\n      discounted\n    }\n    addons {\n      _id\n      title\n      options {\n        _id\n        title\n        price\n      }\n    }\n  }\n}": typeof types.OrderCardFieldsFragmentDoc,
    "query Order($id: String!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nsubscription OrderChanged($id: String!) {\n  subscriptionOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nmutation CancelOrder($id: String!) {\n  cancelOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nmutation ReviewOrder($order: String!, $rating: Int!, $description: String) {\n  reviewOrder(order: $order, rating: $rating, description: $description) {\n    ...OrderDetailFields\n  }\n}": typeof types.OrderDocument,
    "query Orders($offset: Int) {\n  orders(offset: $offset) {\n    ...OrderCardFields\n  }\n}\n\nsubscription OrdersChanged {\n  subscriptionOrders {\n    ...OrderCardFields\n  }\n}": typeof types.OrdersDocument,
    "query Rider($id: String!) {\n  rider(id: $id) {\n    _id\n    location {\n      coordinates\n    }\n  }\n}\n\nsubscription RiderLocation($riderId: String!) {\n  subscriptionRiderLocation(riderId: $riderId) {\n    _id\n    location {\n      coordinates\n    }\n  }\n}": typeof types.RiderDocument,
    "query OrderPaypal($id: String!) {\n  orderPaypal(id: $id) {\n    ...PaymentOrderFields\n  }\n}": typeof types.OrderPaypalDocument,
    "query OrderStripe($id: String!) {\n  orderStripe(id: $id) {\n    ...PaymentOrderFields\n  }\n}": typeof types.OrderStripeDocument,
    "query PaymentConfiguration {\n  configuration {\n    _id\n    paypalClientId\n  }\n}": typeof types.PaymentConfigurationDocument,
    "fragment PaymentOrderFields on Order {\n  _id\n  orderId\n  paymentMethod\n  paymentStatus\n  orderStatus\n  currency\n  currencySymbol\n  itemsSubtotal\n  discount\n  deliveryCharges\n  taxationAmount\n  tipping\n  orderAmount\n  isPickedUp\n  restaurant {\n    _id\n    name\n    image\n  }\n  items {\n    _id\n    title\n    quantity\n    variation {\n      title\n      price\n    }\n    addons {\n      _id\n      title\n      options {\n        _id\n        title\n        price\n      }\n    }\n  }\n}": typeof types.PaymentOrderFieldsFragmentDoc,
    "query PickupRestaurants($latitude: Float, $longitude: Float, $after: String) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude, after: $after) {\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n      location {\n        coordinates\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.PickupRestaurantsDocument,
    "mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n}": typeof types.ChangePasswordDocument,
    "mutation UpdateUserName($name: String!) {\n  updateUser(name: $name) {\n    _id\n    name\n  }\n}": typeof types.UpdateUserNameDocument,
    "query NearByRestaurants($latitude: Float!, $longitude: Float!, $after: String, $search: String) {\n  nearByRestaurants(\n    latitude: $latitude\n    longitude: $longitude\n    first: 12\n    after: $after\n    search: $search\n  ) {\n    offers {\n      _id\n      name\n      tag\n      restaurants\n    }\n    sections {\n      _id\n      name\n      restaurants\n    }\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.NearByRestaurantsDocument,
    "fragment RiderPlaceFields on RiderPlace {\n  name\n  address\n  location {\n    coordinates\n  }\n}\n\nfragment RiderDeliveryFields on RiderDelivery {\n  _id\n  orderId\n  orderStatus\n  restaurant {\n    ...RiderPlaceFields\n  }\n  customer {\n    _id\n    name\n    phone\n  }\n  dropOff {\n    address\n    details\n    location {\n      coordinates\n    }\n  }\n  paymentMethod\n  amountToCollect\n  currency\n  itemCount\n  readyAt\n}\n\nfragment RiderProfileFields on RiderProfile {\n  _id\n  name\n  isOnline\n  location {\n    coordinates\n  }\n  activeDelivery {\n    ...RiderDeliveryFields\n  }\n}\n\nquery RiderProfile {\n  riderProfile {\n    ...RiderProfileFields\n  }\n}\n\nquery RiderOffers {\n  riderOffers {\n    _id\n    orderId\n    restaurant {\n      ...RiderPlaceFields\n    }\n    distanceToRestaurant\n    deliveryDistance\n    deliveryCharges\n    tipping\n    currency\n    readyAt\n  }\n}\n\nsubscription RiderOffersChanged {\n  subscriptionRiderOffers {\n    orderId\n  }\n}\n\nmutation SetRiderOnline($online: Boolean!) {\n  setRiderOnline(online: $online) {\n    ...RiderProfileFields\n  }\n}\n\nmutation ReportRiderLocation($latitude: Float!, $longitude: Float!) {\n  updateRiderLocation(latitude: $latitude, longitude: $longitude) {\n    _id\n  }\n}\n\nmutation TakeOffer($id: String!) {\n  assignOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nmutation RiderPickUp($id: String!) {\n  pickUpOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nmutation RiderDeliver($id: String!) {\n  deliverOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nquery RiderChat($order: ID!) {\n  chat(order: $order) {\n    ...RiderChatMessageFields\n  }\n}\n\nfragment RiderChatMessageFields on ChatMessage {\n  id\n  message\n  createdAt\n  user {\n    id\n    name\n  }\n}\n\nmutation RiderSendChatMessage($orderId: ID!, $message: ChatMessageInput!) {\n  sendChatMessage(orderId: $orderId, message: $message) {\n    success\n    message\n    data {\n      ...RiderChatMessageFields\n    }\n  }\n}\n\nsubscription RiderNewChatMessage($order: ID!) {\n  subscriptionNewMessage(order: $order) {\n    ...RiderChatMessageFields\n  }\n}": typeof types.RiderPlaceFieldsFragmentDoc,
    "query AccountConfiguration {\n  configuration {\n    _id\n    googleClientId\n    smsEnabled\n    skipEmailVerification\n    skipMobileVerification\n    verificationSkipCode\n    demoMode\n  }\n}": typeof types.AccountConfigurationDocument,
    "query Configuration {\n  configuration {\n    _id\n    currency\n    currencySymbol\n  }\n}": typeof types.ConfigurationDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Profile {\n  profile {\n    _id\n    name\n    email\n    phone\n    phoneIsVerified\n    emailIsVerified\n    favourite\n    addresses {\n      _id\n      label\n      deliveryAddress\n      details\n      selected\n      location {\n        coordinates\n      }\n    }\n  }\n}": typeof types.ProfileDocument,
};
const documents: Documents = {
    "fragment SavedAddressFields on Address {\n  _id\n  label\n  deliveryAddress\n  details\n  selected\n  location {\n    coordinates\n  }\n}\n\nmutation CreateAddress($addressInput: AddressInput!) {\n  createAddress(addressInput: $addressInput) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation EditAddress($addressInput: AddressInput!) {\n  editAddress(addressInput: $addressInput) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation SelectAddress($id: ID!) {\n  selectAddress(id: $id) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}": types.SavedAddressFieldsFragmentDoc,
    "query MapTiles {\n  configuration {\n    _id\n    mapTileUrl\n    mapAttribution\n  }\n}": types.MapTilesDocument,
    "subscription OrderNotifications {\n  subscriptionOrders {\n    _id\n    orderId\n    orderStatus\n    createdAt\n  }\n}": types.OrderNotificationsDocument,
    "mutation SaveWebPushSubscription($token: String!) {\n  saveNotificationTokenWeb(token: $token) {\n    success\n  }\n}": types.SaveWebPushSubscriptionDocument,
    "query WebPushKey {\n  configuration {\n    _id\n    webPushPublicKey\n  }\n}": types.WebPushKeyDocument,
    "query PlaceSuggestions($query: String!, $latitude: Float, $longitude: Float) {\n  placeSuggestions(\n    query: $query\n    latitude: $latitude\n    longitude: $longitude\n    limit: 6\n  ) {\n    placeId\n    description\n    mainText\n    secondaryText\n    latitude\n    longitude\n  }\n}": types.PlaceSuggestionsDocument,
    "query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n  reverseGeocode(latitude: $latitude, longitude: $longitude) {\n    placeId\n    formattedAddress\n    latitude\n    longitude\n  }\n}": types.ReverseGeocodeDocument,
    "mutation AddFavourite($id: String!) {\n  addFavourite(id: $id) {\n    _id\n    favourite\n  }\n}": types.AddFavouriteDocument,
    "fragment RestaurantMenuFields on Restaurant {\n  categories {\n    _id\n    title\n    foods {\n      _id\n      title\n      image\n      description\n      variations {\n        _id\n        title\n        price\n        discounted\n        addons\n      }\n    }\n  }\n  addons {\n    _id\n    title\n    description\n    quantityMinimum\n    quantityMaximum\n    options\n  }\n  options {\n    _id\n    title\n    description\n    price\n  }\n}": types.RestaurantMenuFieldsFragmentDoc,
    "mutation CreateUser($email: String!, $password: String!, $name: String!, $phone: String, $otp: String!) {\n  createUser(\n    email: $email\n    password: $password\n    name: $name\n    phone: $phone\n    otp: $otp\n  ) {\n    userId\n    token\n    tokenExpiration\n    name\n    email\n    phone\n    isNewUser\n  }\n}": types.CreateUserDocument,
    "query DemoOutbox($recipient: String!) {\n  demoOutbox(recipient: $recipient) {\n    _id\n    channel\n    recipient\n    subject\n    body\n    createdAt\n  }\n}": types.DemoOutboxDocument,
    "mutation EmailExist($email: String!) {\n  emailExist(email: $email) {\n    _id\n  }\n}": types.EmailExistDocument,
    "mutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    result\n    retryAfter\n  }\n}": types.ForgotPasswordDocument,
    "mutation Login($type: String!, $email: String, $password: String, $idToken: String) {\n  login(type: $type, email: $email, password: $password, idToken: $idToken) {\n    userId\n    token\n    tokenExpiration\n    name\n    email\n    phone\n    isNewUser\n  }\n}": types.LoginDocument,
    "query PhoneExist($phone: String!) {\n  phoneExist(phone: $phone) {\n    _id\n  }\n}": types.PhoneExistDocument,
    "mutation ResetPassword($password: String!, $resetToken: String!) {\n  resetPassword(password: $password, resetToken: $resetToken) {\n    result\n    message\n  }\n}": types.ResetPasswordDocument,
    "mutation SendOtpToEmail($email: String!) {\n  sendOtpToEmail(email: $email) {\n    result\n    retryAfter\n  }\n}": types.SendOtpToEmailDocument,
    "mutation SendOtpToPhoneNumber($phone: String!) {\n  sendOtpToPhoneNumber(phone: $phone) {\n    result\n    retryAfter\n  }\n}": types.SendOtpToPhoneNumberDocument,
    "mutation UpdateUserPhone($phone: String!, $phoneIsVerified: Boolean) {\n  updateUser(phone: $phone, phoneIsVerified: $phoneIsVerified) {\n    _id\n    phone\n    phoneIsVerified\n  }\n}": types.UpdateUserPhoneDocument,
    "mutation VerifyPhoneOtp($phone: String!, $otp: String!) {\n  verifyPhoneOtp(phone: $phone, otp: $otp) {\n    _id\n    phone\n    phoneIsVerified\n  }\n}": types.VerifyPhoneOtpDocument,
    "mutation VerifyResetOtp($email: String!, $otp: String!) {\n  verifyResetOtp(email: $email, otp: $otp) {\n    resetToken\n    expiresAt\n  }\n}": types.VerifyResetOtpDocument,
    "mutation ApplyCoupon($coupon: String!) {\n  coupon(coupon: $coupon) {\n    _id\n    title\n    discount\n    enabled\n  }\n}": types.ApplyCouponDocument,
    "query CheckoutCharges {\n  configuration {\n    _id\n    currency\n    currencySymbol\n    deliveryRate\n    costType\n  }\n  tips {\n    _id\n    tipVariations\n    enabled\n  }\n}": types.CheckoutChargesDocument,
    "query CheckoutRestaurant($id: String!) {\n  restaurant(id: $id) {\n    _id\n    name\n    image\n    slug\n    address\n    location {\n      coordinates\n    }\n    deliveryTime\n    minimumOrder\n    tax\n    isAvailable\n    isOpen\n    timeZone\n    openingTimes {\n      day\n      times {\n        startTime\n        endTime\n      }\n    }\n    ...RestaurantMenuFields\n  }\n}": types.CheckoutRestaurantDocument,
    "mutation PlaceOrder($restaurant: String!, $orderInput: [OrderInput!]!, $paymentMethod: String!, $couponCode: String, $tipPercent: Float, $tipping: Float!, $taxationAmount: Float!, $address: OrderAddressInput, $orderDate: String!, $isPickedUp: Boolean!, $deliveryCharges: Float!, $orderAmount: Float, $idempotencyKey: String!) {\n  placeOrder(\n    restaurant: $restaurant\n    orderInput: $orderInput\n    paymentMethod: $paymentMethod\n    couponCode: $couponCode\n    tipPercent: $tipPercent\n    tipping: $tipping\n    taxationAmount: $taxationAmount\n    address: $address\n    orderDate: $orderDate\n    isPickedUp: $isPickedUp\n    deliveryCharges: $deliveryCharges\n    orderAmount: $orderAmount\n    idempotencyKey: $idempotencyKey\n  ) {\n    _id\n    orderId\n    orderStatus\n    paymentMethod\n    paymentStatus\n    orderAmount\n    paidAmount\n    deliveryCharges\n    tipping\n    taxationAmount\n    discount\n    couponCode\n    isPickedUp\n    orderDate\n    restaurant {\n      _id\n      name\n    }\n    user {\n      _id\n      name\n    }\n    items {\n      _id\n      title\n      quantity\n    }\n  }\n}": types.PlaceOrderDocument,
    "query UserFavourite($latitude: Float, $longitude: Float, $after: String) {\n  userFavourite(latitude: $latitude, longitude: $longitude, after: $after) {\n    _id\n    name\n    image\n    slug\n    deliveryTime\n    rating\n    isOpen\n    reviewData {\n      total\n    }\n    categories {\n      _id\n      title\n    }\n  }\n}": types.UserFavouriteDocument,
    "query HomeRestaurants($latitude: Float!, $longitude: Float!) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude) {\n    restaurants {\n      _id\n      name\n      image\n      slug\n      location {\n        coordinates\n      }\n    }\n  }\n}": types.HomeRestaurantsDocument,
    "query RestaurantInfo($id: String!) {\n  restaurant(id: $id) {\n    _id\n    address\n    timeZone\n    openingTimes {\n      day\n      times {\n        startTime\n        endTime\n      }\n    }\n    reviewData {\n      total\n      reviews {\n        _id\n        rating\n        description\n        createdAt\n        order {\n          user {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n}": types.RestaurantInfoDocument,
    "query Restaurant($slug: String!) {\n  restaurant(slug: $slug) {\n    _id\n    name\n    image\n    slug\n    address\n    deliveryTime\n    minimumOrder\n    rating\n    isAvailable\n    isOpen\n    reviewData {\n      total\n    }\n    ...RestaurantMenuFields\n  }\n}": types.RestaurantDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  message\n  createdAt\n  user {\n    id\n    name\n  }\n}\n\nquery Chat($order: ID!) {\n  chat(order: $order) {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($orderId: ID!, $message: ChatMessageInput!) {\n  sendChatMessage(orderId: $orderId, message: $message) {\n    success\n    message\n    data {\n      ...ChatMessageFields\n    }\n  }\n}\n\nsubscription NewChatMessage($order: ID!) {\n  subscriptionNewMessage(order: $order) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessageFieldsFragmentDoc,
    "fragment OrderCardFields on Order {\n  _id\n  orderId\n  orderStatus\n  isPickedUp\n  createdAt\n  expectedTime\n  preparationTime\n  completionTime\n  reason\n  restaurant {\n    _id\n    name\n    image\n    slug\n  }\n}\n\nfragment OrderDetailFields on Order {\n  ...OrderCardFields\n  orderDate\n  paymentMethod\n  paymentStatus\n  orderAmount\n  paidAmount\n  currency\n  currencySymbol\n  discount\n  couponCode\n  deliveryCharges\n  tipping\n  taxationAmount\n  acceptedAt\n  assignedAt\n  pickedAt\n  deliveredAt\n  cancelledAt\n  restaurant {\n    _id\n    address\n    location {\n      coordinates\n    }\n  }\n  deliveryAddress {\n    deliveryAddress\n    details\n    label\n    location {\n      coordinates\n    }\n  }\n  user {\n    _id\n    name\n    email\n    phone\n  }\n  rider {\n    _id\n    name\n  }\n  review {\n    _id\n  }\n  items {\n    _id\n    title\n    food\n    quantity\n    specialInstructions\n    variation {\n      _id\n      title\n      price\n      discounted\n    }\n    addons {\n      _id\n      title\n      options {\n        _id\n        title\n        price\n      }\n    }\n  }\n}": types.OrderCardFieldsFragmentDoc,
    "query Order($id: String!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nsubscription OrderChanged($id: String!) {\n  subscriptionOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nmutation CancelOrder($id: String!) {\n  cancelOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nmutation ReviewOrder($order: String!, $rating: Int!, $description: String) {\n  reviewOrder(order: $order, rating: $rating, description: $description) {\n    ...OrderDetailFields\n  }\n}": types.OrderDocument,
    "query Orders($offset: Int) {\n  orders(offset: $offset) {\n    ...OrderCardFields\n  }\n}\n\nsubscription OrdersChanged {\n  subscriptionOrders {\n    ...OrderCardFields\n  }\n}": types.OrdersDocument,
    "query Rider($id: String!) {\n  rider(id: $id) {\n    _id\n    location {\n      coordinates\n    }\n  }\n}\n\nsubscription RiderLocation($riderId: String!) {\n  subscriptionRiderLocation(riderId: $riderId) {\n    _id\n    location {\n      coordinates\n    }\n  }\n}": types.RiderDocument,
    "query OrderPaypal($id: String!) {\n  orderPaypal(id: $id) {\n    ...PaymentOrderFields\n  }\n}": types.OrderPaypalDocument,
    "query OrderStripe($id: String!) {\n  orderStripe(id: $id) {\n    ...PaymentOrderFields\n  }\n}": types.OrderStripeDocument,
    "query PaymentConfiguration {\n  configuration {\n    _id\n    paypalClientId\n  }\n}": types.PaymentConfigurationDocument,
    "fragment PaymentOrderFields on Order {\n  _id\n  orderId\n  paymentMethod\n  paymentStatus\n  orderStatus\n  currency\n  currencySymbol\n  itemsSubtotal\n  discount\n  deliveryCharges\n  taxationAmount\n  tipping\n  orderAmount\n  isPickedUp\n  restaurant {\n    _id\n    name\n    image\n  }\n  items {\n    _id\n    title\n    quantity\n    variation {\n      title\n      price\n    }\n    addons {\n      _id\n      title\n      options {\n        _id\n        title\n        price\n      }\n    }\n  }\n}": types.PaymentOrderFieldsFragmentDoc,
    "query PickupRestaurants($latitude: Float, $longitude: Float, $after: String) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude, after: $after) {\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n      location {\n        coordinates\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.PickupRestaurantsDocument,
    "mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n}": types.ChangePasswordDocument,
    "mutation UpdateUserName($name: String!) {\n  updateUser(name: $name) {\n    _id\n    name\n  }\n}": types.UpdateUserNameDocument,
    "query NearByRestaurants($latitude: Float!, $longitude: Float!, $after: String, $search: String) {\n  nearByRestaurants(\n    latitude: $latitude\n    longitude: $longitude\n    first: 12\n    after: $after\n    search: $search\n  ) {\n    offers {\n      _id\n      name\n      tag\n      restaurants\n    }\n    sections {\n      _id\n      name\n      restaurants\n    }\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.NearByRestaurantsDocument,
    "fragment RiderPlaceFields on RiderPlace {\n  name\n  address\n  location {\n    coordinates\n  }\n}\n\nfragment RiderDeliveryFields on RiderDelivery {\n  _id\n  orderId\n  orderStatus\n  restaurant {\n    ...RiderPlaceFields\n  }\n  customer {\n    _id\n    name\n    phone\n  }\n  dropOff {\n    address\n    details\n    location {\n      coordinates\n    }\n  }\n  paymentMethod\n  amountToCollect\n  currency\n  itemCount\n  readyAt\n}\n\nfragment RiderProfileFields on RiderProfile {\n  _id\n  name\n  isOnline\n  location {\n    coordinates\n  }\n  activeDelivery {\n    ...RiderDeliveryFields\n  }\n}\n\nquery RiderProfile {\n  riderProfile {\n    ...RiderProfileFields\n  }\n}\n\nquery RiderOffers {\n  riderOffers {\n    _id\n    orderId\n    restaurant {\n      ...RiderPlaceFields\n    }\n    distanceToRestaurant\n    deliveryDistance\n    deliveryCharges\n    tipping\n    currency\n    readyAt\n  }\n}\n\nsubscription RiderOffersChanged {\n  subscriptionRiderOffers {\n    orderId\n  }\n}\n\nmutation SetRiderOnline($online: Boolean!) {\n  setRiderOnline(online: $online) {\n    ...RiderProfileFields\n  }\n}\n\nmutation ReportRiderLocation($latitude: Float!, $longitude: Float!) {\n  updateRiderLocation(latitude: $latitude, longitude: $longitude) {\n    _id\n  }\n}\n\nmutation TakeOffer($id: String!) {\n  assignOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nmutation RiderPickUp($id: String!) {\n  pickUpOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nmutation RiderDeliver($id: String!) {\n  deliverOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nquery RiderChat($order: ID!) {\n  chat(order: $order) {\n    ...RiderChatMessageFields\n  }\n}\n\nfragment RiderChatMessageFields on ChatMessage {\n  id\n  message\n  createdAt\n  user {\n    id\n    name\n  }\n}\n\nmutation RiderSendChatMessage($orderId: ID!, $message: ChatMessageInput!) {\n  sendChatMessage(orderId: $orderId, message: $message) {\n    success\n    message\n    data {\n      ...RiderChatMessageFields\n    }\n  }\n}\n\nsubscription RiderNewChatMessage($order: ID!) {\n  subscriptionNewMessage(order: $order) {\n    ...RiderChatMessageFields\n  }\n}": types.RiderPlaceFieldsFragmentDoc,
    "query AccountConfiguration {\n  configuration {\n    _id\n    googleClientId\n    smsEnabled\n    skipEmailVerification\n    skipMobileVerification\n    verificationSkipCode\n    demoMode\n  }\n}": types.AccountConfigurationDocument,
    "query Configuration {\n  configuration {\n    _id\n    currency\n    currencySymbol\n  }\n}": types.ConfigurationDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Profile {\n  profile {\n    _id\n    name\n    email\n    phone\n    phoneIsVerified\n    emailIsVerified\n    favourite\n    addresses {\n      _id\n      label\n      deliveryAddress\n      details\n      selected\n      location {\n        coordinates\n      }\n    }\n  }\n}": types.ProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SavedAddressFields on Address {\n  _id\n  label\n  deliveryAddress\n  details\n  selected\n  location {\n    coordinates\n  }\n}\n\nmutation CreateAddress($addressInput: AddressInput!) {\n  createAddress(addressInput: $addressInput) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation EditAddress($addressInput: AddressInput!) {\n  editAddress(addressInput: $addressInput) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}\n\nmutation SelectAddress($id: ID!) {\n  selectAddress(id: $id) {\n    _id\n    addresses {\n      ...SavedAddressFields\n    }\n  }\n}"): typeof import('./graphql').SavedAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapTiles {\n  configuration {\n    _id\n    mapTileUrl\n    mapAttribution\n  }\n}"): typeof import('./graphql').MapTilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderNotifications {\n  subscriptionOrders {\n    _id\n    orderId\n    orderStatus\n    createdAt\n  }\n}"): typeof import('./graphql').OrderNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveWebPushSubscription($token: String!) {\n  saveNotificationTokenWeb(token: $token) {\n    success\n  }\n}"): typeof import('./graphql').SaveWebPushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebPushKey {\n  configuration {\n    _id\n    webPushPublicKey\n  }\n}"): typeof import('./graphql').WebPushKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceSuggestions($query: String!, $latitude: Float, $longitude: Float) {\n  placeSuggestions(\n    query: $query\n    latitude: $latitude\n    longitude: $longitude\n    limit: 6\n  ) {\n    placeId\n    description\n    mainText\n    secondaryText\n    latitude\n    longitude\n  }\n}"): typeof import('./graphql').PlaceSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n  reverseGeocode(latitude: $latitude, longitude: $longitude) {\n    placeId\n    formattedAddress\n    latitude\n    longitude\n  }\n}"): typeof import('./graphql').ReverseGeocodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFavourite($id: String!) {\n  addFavourite(id: $id) {\n    _id\n    favourite\n  }\n}"): typeof import('./graphql').AddFavouriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestaurantMenuFields on Restaurant {\n  categories {\n    _id\n    title\n    foods {\n      _id\n      title\n      image\n      description\n      variations {\n        _id\n        title\n        price\n        discounted\n        addons\n      }\n    }\n  }\n  addons {\n    _id\n    title\n    description\n    quantityMinimum\n    quantityMaximum\n    options\n  }\n  options {\n    _id\n    title\n    description\n    price\n  }\n}"): typeof import('./graphql').RestaurantMenuFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($email: String!, $password: String!, $name: String!, $phone: String, $otp: String!) {\n  createUser(\n    email: $email\n    password: $password\n    name: $name\n    phone: $phone\n    otp: $otp\n  ) {\n    userId\n    token\n    tokenExpiration\n    name\n    email\n    phone\n    isNewUser\n  }\n}"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoOutbox($recipient: String!) {\n  demoOutbox(recipient: $recipient) {\n    _id\n    channel\n    recipient\n    subject\n    body\n    createdAt\n  }\n}"): typeof import('./graphql').DemoOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailExist($email: String!) {\n  emailExist(email: $email) {\n    _id\n  }\n}"): typeof import('./graphql').EmailExistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email) {\n    result\n    retryAfter\n  }\n}"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($type: String!, $email: String, $password: String, $idToken: String) {\n  login(type: $type, email: $email, password: $password, idToken: $idToken) {\n    userId\n    token\n    tokenExpiration\n    name\n    email\n    phone\n    isNewUser\n  }\n}"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneExist($phone: String!) {\n  phoneExist(phone: $phone) {\n    _id\n  }\n}"): typeof import('./graphql').PhoneExistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($password: String!, $resetToken: String!) {\n  resetPassword(password: $password, resetToken: $resetToken) {\n    result\n    message\n  }\n}"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendOtpToEmail($email: String!) {\n  sendOtpToEmail(email: $email) {\n    result\n    retryAfter\n  }\n}"): typeof import('./graphql').SendOtpToEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendOtpToPhoneNumber($phone: String!) {\n  sendOtpToPhoneNumber(phone: $phone) {\n    result\n    retryAfter\n  }\n}"): typeof import('./graphql').SendOtpToPhoneNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserPhone($phone: String!, $phoneIsVerified: Boolean) {\n  updateUser(phone: $phone, phoneIsVerified: $phoneIsVerified) {\n    _id\n    phone\n    phoneIsVerified\n  }\n}"): typeof import('./graphql').UpdateUserPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyPhoneOtp($phone: String!, $otp: String!) {\n  verifyPhoneOtp(phone: $phone, otp: $otp) {\n    _id\n    phone\n    phoneIsVerified\n  }\n}"): typeof import('./graphql').VerifyPhoneOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyResetOtp($email: String!, $otp: String!) {\n  verifyResetOtp(email: $email, otp: $otp) {\n    resetToken\n    expiresAt\n  }\n}"): typeof import('./graphql').VerifyResetOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyCoupon($coupon: String!) {\n  coupon(coupon: $coupon) {\n    _id\n    title\n    discount\n    enabled\n  }\n}"): typeof import('./graphql').ApplyCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutCharges {\n  configuration {\n    _id\n    currency\n    currencySymbol\n    deliveryRate\n    costType\n  }\n  tips {\n    _id\n    tipVariations\n    enabled\n  }\n}"): typeof import('./graphql').CheckoutChargesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutRestaurant($id: String!) {\n  restaurant(id: $id) {\n    _id\n    name\n    image\n    slug\n    address\n    location {\n      coordinates\n    }\n    deliveryTime\n    minimumOrder\n    tax\n    isAvailable\n    isOpen\n    timeZone\n    openingTimes {\n      day\n      times {\n        startTime\n        endTime\n      }\n    }\n    ...RestaurantMenuFields\n  }\n}"): typeof import('./graphql').CheckoutRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrder($restaurant: String!, $orderInput: [OrderInput!]!, $paymentMethod: String!, $couponCode: String, $tipPercent: Float, $tipping: Float!, $taxationAmount: Float!, $address: OrderAddressInput, $orderDate: String!, $isPickedUp: Boolean!, $deliveryCharges: Float!, $orderAmount: Float, $idempotencyKey: String!) {\n  placeOrder(\n    restaurant: $restaurant\n    orderInput: $orderInput\n    paymentMethod: $paymentMethod\n    couponCode: $couponCode\n    tipPercent: $tipPercent\n    tipping: $tipping\n    taxationAmount: $taxationAmount\n    address: $address\n    orderDate: $orderDate\n    isPickedUp: $isPickedUp\n    deliveryCharges: $deliveryCharges\n    orderAmount: $orderAmount\n    idempotencyKey: $idempotencyKey\n  ) {\n    _id\n    orderId\n    orderStatus\n    paymentMethod\n    paymentStatus\n    orderAmount\n    paidAmount\n    deliveryCharges\n    tipping\n    taxationAmount\n    discount\n    couponCode\n    isPickedUp\n    orderDate\n    restaurant {\n      _id\n      name\n    }\n    user {\n      _id\n      name\n    }\n    items {\n      _id\n      title\n      quantity\n    }\n  }\n}"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserFavourite($latitude: Float, $longitude: Float, $after: String) {\n  userFavourite(latitude: $latitude, longitude: $longitude, after: $after) {\n    _id\n    name\n    image\n    slug\n    deliveryTime\n    rating\n    isOpen\n    reviewData {\n      total\n    }\n    categories {\n      _id\n      title\n    }\n  }\n}"): typeof import('./graphql').UserFavouriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeRestaurants($latitude: Float!, $longitude: Float!) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude) {\n    restaurants {\n      _id\n      name\n      image\n      slug\n      location {\n        coordinates\n      }\n    }\n  }\n}"): typeof import('./graphql').HomeRestaurantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestaurantInfo($id: String!) {\n  restaurant(id: $id) {\n    _id\n    address\n    timeZone\n    openingTimes {\n      day\n      times {\n        startTime\n        endTime\n      }\n    }\n    reviewData {\n      total\n      reviews {\n        _id\n        rating\n        description\n        createdAt\n        order {\n          user {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').RestaurantInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Restaurant($slug: String!) {\n  restaurant(slug: $slug) {\n    _id\n    name\n    image\n    slug\n    address\n    deliveryTime\n    minimumOrder\n    rating\n    isAvailable\n    isOpen\n    reviewData {\n      total\n    }\n    ...RestaurantMenuFields\n  }\n}"): typeof import('./graphql').RestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  id\n  message\n  createdAt\n  user {\n    id\n    name\n  }\n}\n\nquery Chat($order: ID!) {\n  chat(order: $order) {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($orderId: ID!, $message: ChatMessageInput!) {\n  sendChatMessage(orderId: $orderId, message: $message) {\n    success\n    message\n    data {\n      ...ChatMessageFields\n    }\n  }\n}\n\nsubscription NewChatMessage($order: ID!) {\n  subscriptionNewMessage(order: $order) {\n    ...ChatMessageFields\n  }\n}"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderCardFields on Order {\n  _id\n  orderId\n  orderStatus\n  isPickedUp\n  createdAt\n  expectedTime\n  preparationTime\n  completionTime\n  reason\n  restaurant {\n    _id\n    name\n    image\n    slug\n  }\n}\n\nfragment OrderDetailFields on Order {\n  ...OrderCardFields\n  orderDate\n  paymentMethod\n  paymentStatus\n  orderAmount\n  paidAmount\n  currency\n  currencySymbol\n  discount\n  couponCode\n  deliveryCharges\n  tipping\n  taxationAmount\n  acceptedAt\n  assignedAt\n  pickedAt\n  deliveredAt\n  cancelledAt\n  restaurant {\n    _id\n    address\n    location {\n      coordinates\n    }\n  }\n  deliveryAddress {\n    deliveryAddress\n    details\n    label\n    location {\n      coordinates\n    }\n  }\n  user {\n    _id\n    name\n    email\n    phone\n  }\n  rider {\n    _id\n    name\n  }\n  review {\n    _id\n  }\n  items {\n    _id\n    title\n    food\n    quantity\n    specialInstructions\n    variation {\n      _id\n      title\n      price\n      discounted\n    }\n    addons {\n      _id\n      title\n      options {\n        _id\n        title\n        price\n      }\n    }\n  }\n}"): typeof import('./graphql').OrderCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: String!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nsubscription OrderChanged($id: String!) {\n  subscriptionOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nmutation CancelOrder($id: String!) {\n  cancelOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}\n\nmutation ReviewOrder($order: String!, $rating: Int!, $description: String) {\n  reviewOrder(order: $order, rating: $rating, description: $description) {\n    ...OrderDetailFields\n  }\n}"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Orders($offset: Int) {\n  orders(offset: $offset) {\n    ...OrderCardFields\n  }\n}\n\nsubscription OrdersChanged {\n  subscriptionOrders {\n    ...OrderCardFields\n  }\n}"): typeof import('./graphql').OrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Rider($id: String!) {\n  rider(id: $id) {\n    _id\n    location {\n      coordinates\n    }\n  }\n}\n\nsubscription RiderLocation($riderId: String!) {\n  subscriptionRiderLocation(riderId: $riderId) {\n    _id\n    location {\n      coordinates\n    }\n  }\n}"): typeof import('./graphql').RiderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderPaypal($id: String!) {\n  orderPaypal(id: $id) {\n    ...PaymentOrderFields\n  }\n}"): typeof import('./graphql').OrderPaypalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderStripe($id: String!) {\n  orderStripe(id: $id) {\n    ...PaymentOrderFields\n  }\n}"): typeof import('./graphql').OrderStripeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentConfiguration {\n  configuration {\n    _id\n    paypalClientId\n  }\n}"): typeof import('./graphql').PaymentConfigurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentOrderFields on Order {\n  _id\n  orderId\n  paymentMethod\n  paymentStatus\n  orderStatus\n  currency\n  currencySymbol\n  itemsSubtotal\n  discount\n  deliveryCharges\n  taxationAmount\n  tipping\n  orderAmount\n  isPickedUp\n  restaurant {\n    _id\n    name\n    image\n  }\n  items {\n    _id\n    title\n    quantity\n    variation {\n      title\n      price\n    }\n    addons {\n      _id\n      title\n      options {\n        _id\n        title\n        price\n      }\n    }\n  }\n}"): typeof import('./graphql').PaymentOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PickupRestaurants($latitude: Float, $longitude: Float, $after: String) {\n  nearByRestaurants(latitude: $latitude, longitude: $longitude, after: $after) {\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n      location {\n        coordinates\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): typeof import('./graphql').PickupRestaurantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n}"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserName($name: String!) {\n  updateUser(name: $name) {\n    _id\n    name\n  }\n}"): typeof import('./graphql').UpdateUserNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearByRestaurants($latitude: Float!, $longitude: Float!, $after: String, $search: String) {\n  nearByRestaurants(\n    latitude: $latitude\n    longitude: $longitude\n    first: 12\n    after: $after\n    search: $search\n  ) {\n    offers {\n      _id\n      name\n      tag\n      restaurants\n    }\n    sections {\n      _id\n      name\n      restaurants\n    }\n    restaurants {\n      _id\n      name\n      image\n      slug\n      deliveryTime\n      rating\n      isOpen\n      reviewData {\n        total\n      }\n      categories {\n        _id\n        title\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): typeof import('./graphql').NearByRestaurantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RiderPlaceFields on RiderPlace {\n  name\n  address\n  location {\n    coordinates\n  }\n}\n\nfragment RiderDeliveryFields on RiderDelivery {\n  _id\n  orderId\n  orderStatus\n  restaurant {\n    ...RiderPlaceFields\n  }\n  customer {\n    _id\n    name\n    phone\n  }\n  dropOff {\n    address\n    details\n    location {\n      coordinates\n    }\n  }\n  paymentMethod\n  amountToCollect\n  currency\n  itemCount\n  readyAt\n}\n\nfragment RiderProfileFields on RiderProfile {\n  _id\n  name\n  isOnline\n  location {\n    coordinates\n  }\n  activeDelivery {\n    ...RiderDeliveryFields\n  }\n}\n\nquery RiderProfile {\n  riderProfile {\n    ...RiderProfileFields\n  }\n}\n\nquery RiderOffers {\n  riderOffers {\n    _id\n    orderId\n    restaurant {\n      ...RiderPlaceFields\n    }\n    distanceToRestaurant\n    deliveryDistance\n    deliveryCharges\n    tipping\n    currency\n    readyAt\n  }\n}\n\nsubscription RiderOffersChanged {\n  subscriptionRiderOffers {\n    orderId\n  }\n}\n\nmutation SetRiderOnline($online: Boolean!) {\n  setRiderOnline(online: $online) {\n    ...RiderProfileFields\n  }\n}\n\nmutation ReportRiderLocation($latitude: Float!, $longitude: Float!) {\n  updateRiderLocation(latitude: $latitude, longitude: $longitude) {\n    _id\n  }\n}\n\nmutation TakeOffer($id: String!) {\n  assignOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nmutation RiderPickUp($id: String!) {\n  pickUpOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nmutation RiderDeliver($id: String!) {\n  deliverOrder(id: $id) {\n    _id\n    orderStatus\n  }\n}\n\nquery RiderChat($order: ID!) {\n  chat(order: $order) {\n    ...RiderChatMessageFields\n  }\n}\n\nfragment RiderChatMessageFields on ChatMessage {\n  id\n  message\n  createdAt\n  user {\n    id\n    name\n  }\n}\n\nmutation RiderSendChatMessage($orderId: ID!, $message: ChatMessageInput!) {\n  sendChatMessage(orderId: $orderId, message: $message) {\n    success\n    message\n    data {\n      ...RiderChatMessageFields\n    }\n  }\n}\n\nsubscription RiderNewChatMessage($order: ID!) {\n  subscriptionNewMessage(order: $order) {\n    ...RiderChatMessageFields\n  }\n}"): typeof import('./graphql').RiderPlaceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountConfiguration {\n  configuration {\n    _id\n    googleClientId\n    smsEnabled\n    skipEmailVerification\n    skipMobileVerification\n    verificationSkipCode\n    demoMode\n  }\n}"): typeof import('./graphql').AccountConfigurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Configuration {\n  configuration {\n    _id\n    currency\n    currencySymbol\n  }\n}"): typeof import('./graphql').ConfigurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile {\n  profile {\n    _id\n    name\n    email\n    phone\n    phoneIsVerified\n    emailIsVerified\n    favourite\n    addresses {\n      _id\n      label\n      deliveryAddress\n      details\n      selected\n      location {\n        coordinates\n      }\n    }\n  }\n}"): typeof import('./graphql').ProfileDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
