// The chart of accounts of the ledger (docs/money.md#accounts). An account is a kind and an owner: the
// restaurant's id, the rider's id, the order's id, the payment provider's name or the platform.
// Amounts are signed integer minor units: positive is money the platform holds or is owed (a debit),
// negative is money the platform owes or has earned (a credit); every event's lines sum to zero.

export const LEDGER_ACCOUNT_KINDS = [
  /** Money captured by a payment provider for the platform, per provider (stripe, paypal, demo). */
  'PROVIDER',
  /** Cash a rider took at the door and still owes the platform, per rider. */
  'RIDER_CASH',
  /** Cash a restaurant took at the counter for a pick-up and still owes the platform, per restaurant. */
  'RESTAURANT_CASH',
  /** What the customer paid for one order and nobody has been credited with yet, per order. */
  'ORDER_CLEARING',
  /** What the platform owes a restaurant, per restaurant. */
  'RESTAURANT_PAYABLE',
  /** What the platform owes a rider (fees and tips), per rider. */
  'RIDER_PAYABLE',
  /** What the platform keeps: commission and delivery fees, less rider fees and the vouchers it pays. */
  'PLATFORM_REVENUE',
  /** Money the platform has committed to pay out (or to collect, when negative is owed to it), per payout. */
  'PAYOUT_PENDING',
  /** Money that has left the platform (or come in, for a collection), per payout adapter (manual, stripe). */
  'PAID_OUT',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The owner of the one PLATFORM_REVENUE account. */
export const PLATFORM_OWNER = 'platform';

/** The three parties an order's money ends with; their credits are the order's shares. */
export const SHARE_ACCOUNT_KINDS = ['RESTAURANT_PAYABLE', 'RIDER_PAYABLE', 'PLATFORM_REVENUE'] as const;

/** Where the customer's money physically is: at a provider or in someone's hand. */
export const FUNDS_ACCOUNT_KINDS = ['PROVIDER', 'RIDER_CASH', 'RESTAURANT_CASH'] as const;

export const LEDGER_EVENT_KINDS = [
  /** A card or PayPal attempt was captured (one per attempt, a second payment included). */
  'PAYMENT_CAPTURED',
  /** Cash on delivery was taken by the rider, or by the restaurant for a pick-up. */
  'CASH_COLLECTED',
  /** Money went back to the customer through the provider that took it. */
  'REFUND',
  /** The food, after any voucher the restaurant pays for, credited to the restaurant. */
  'RESTAURANT_SHARE',
  /** The tax on the order, credited to the restaurant that levies it. */
  'TAX',
  /** A voucher the platform pays for: the restaurant is made whole for the discount. */
  'VOUCHER_COST',
  /** The platform's cut of the restaurant's food revenue. */
  'COMMISSION',
  /** The customer's delivery fee, kept by the platform. */
  'DELIVERY_FEE',
  /** What the platform pays the rider for the delivery (settings: per delivery plus per km). */
  'RIDER_FEE',
  /** The tip, all of it to the rider (to the restaurant for a pick-up). */
  'TIP',
  /** A party's unpaid balance up to a period end, moved onto the payout's PAYOUT_PENDING account. */
  'PAYOUT',
  /** The payout's money was sent (or, for a collection, received): PAYOUT_PENDING to PAID_OUT. */
  'PAYOUT_PAID',
  /**
   * The money of a payout came back (a Stripe transfer reversed or refused): it returns to the party's
   * payable account, to be paid again by a later payout.
   */
  'PAYOUT_REVERSED',
] as const;
export type LedgerEventKind = (typeof LEDGER_EVENT_KINDS)[number];

export type LedgerAccount = { kind: LedgerAccountKind; owner: string };

/** One line of an event; `amount` is signed minor units. */
export type LedgerLine = { account: LedgerAccount; amount: number };

/**
 * A balanced group of lines (they sum to zero), recorded once as one ledger transaction. Order events
 * name their order; payout events (PAYOUT, PAYOUT_PAID) have none.
 */
export type LedgerEvent = { kind: LedgerEventKind; orderId: string | null; lines: LedgerLine[] };

export function isLedgerAccountKind(value: unknown): value is LedgerAccountKind {
  return typeof value === 'string' && (LEDGER_ACCOUNT_KINDS as readonly string[]).includes(value);
}
