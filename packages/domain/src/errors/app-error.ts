import { validationReasonOf, type ValidationReason } from '../validation/messages.ts';

// The platform's one error model (docs/architecture.md "Errors"): an expected failure is an AppError
// with a code from ERROR_CODES and a message a person can read as is. The API maps it once to GraphQL
// (extensions.code) and once to HTTP (the status follows from the code); the schema publishes the same
// list as `enum ErrorCode`, and an API test fails when the two differ.

export const ERROR_CODES = [
  // Any request
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** extensions.retryAfter: whole seconds until the request may be repeated. */
  'RATE_LIMITED',
  /** The request body is over the route's limit (REST and /graphql alike). */
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** A document over a depth, alias, directive, token or cost limit; nothing ran. */
  'QUERY_TOO_COMPLEX',
  /**
   * Outside demo mode only the web's registered documents run (docs/api-performance.md "Trusted
   * documents"): a document's text, or a hash nobody registered, is refused before it is parsed.
   */
  'DOCUMENT_NOT_REGISTERED',
  /**
   * A document of an earlier web build, still registered for the tabs left open across a deploy, that
   * no longer validates against the current schema; refused unrun. The client reloads.
   */
  'DOCUMENT_OUTDATED',
  /** The operation spent its time budget; the root fields not yet started were skipped. */
  'TIMEOUT',
  /**
   * An external service (the geocoder) could not answer, or the database connection was lost
   * (extensions.retryable: true); try again later.
   */
  'SERVICE_UNAVAILABLE',
  /** Anything unexpected; the message says nothing of the cause. */
  'INTERNAL_SERVER_ERROR',
  // Accounts: sign-in, verification codes and reset tokens
  /** Wrong e-mail or password, or an inactive account: one answer, so accounts cannot be probed. */
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'INVALID_RESET_TOKEN',
  /** A code could not be handed to the mail/SMS service; nothing was sent, try again. */
  'DELIVERY_FAILED',
  // Placing an order (the first eight are validatePlaceOrder's, shared with the web's checkout)
  'RESTAURANT_CLOSED',
  'CART_EMPTY',
  'MINIMUM_NOT_REACHED',
  'NO_ADDRESS',
  'NO_PAYMENT_METHOD',
  'PHONE_MISSING',
  'PHONE_NOT_VERIFIED',
  'PAYMENT_NOT_SUPPORTED',
  'ADDRESS_NOT_FOUND',
  'ITEM_UNAVAILABLE',
  'ITEM_OUT_OF_STOCK',
  'INVALID_ADDONS',
  'COUPON_INVALID',
  'SCHEDULE_OUTSIDE_HOURS',
  'PRICE_CHANGED',
  /** The delivery address is outside the restaurant's radius or its zone's area (docs/admin.md "Zones"). */
  'OUTSIDE_DELIVERY_AREA',
  // Rules of packages/domain
  'INVALID_AMOUNT',
  'INVALID_DATE',
  'INVALID_TIME_ZONE',
  'CART_RESTAURANT_MISMATCH',
  // An order's lifecycle
  /** The order is no longer in a state that allows the step (or another actor won the race). */
  'INVALID_TRANSITION',
  'NOT_PAID',
  'ALREADY_REVIEWED',
  'RIDER_OFFLINE',
  'RIDER_BUSY',
  'TOO_FAR',
  // Payments
  /** The order is paid another way than the endpoint called (card vs PayPal). */
  'WRONG_PAYMENT_METHOD',
  'ALREADY_PAID',
  /** The order was cancelled; it cannot be paid. */
  'ORDER_CANCELLED',
  /** The payment provider could not be reached; try again. */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** The provider did not complete the payment (declined, not captured); nothing was taken. */
  'PAYMENT_NOT_COMPLETED',
  /** The provider reported another amount or currency than the order's; a person must look. */
  'PAYMENT_MISMATCH',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * What an error may carry besides its code: `retryAfter` (seconds, RATE_LIMITED), `retryable`
 * (SERVICE_UNAVAILABLE), `reason` (the validation rule a message names, set by AppError itself). They
 * reach GraphQL clients as extensions beside the code.
 */
export type AppErrorExtensions = {
  retryAfter?: number;
  retryable?: boolean;
  /** Which validation rule failed (BAD_USER_INPUT, INVALID_CODE): a key of VALIDATION_MESSAGES. */
  reason?: ValidationReason;
  [key: string]: unknown;
};

/** An expected failure: a code the client branches on and a message it may show as is. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly extensions: Readonly<AppErrorExtensions>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extensions: Readonly<AppErrorExtensions> = {},
  ) {
    super(message);
    // A message that is one of the validation texts names its rule, wherever the error is made.
    const reason = extensions.reason ?? validationReasonOf(message);
    this.extensions = reason ? { ...extensions, reason } : extensions;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Texts that several failures share, defined once. */
export const ERROR_MESSAGES = {
  orderNotFound: 'Order not found.',
  notLoggedIn: 'You are not logged in.',
  notAllowed: 'You are not allowed to do that.',
  serviceBusy: 'The service is briefly unavailable; try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const;
