import { isRestaurantOpenNow, isWithinBusinessHours, type OpeningTimes } from '@food/domain';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';

const MINUTE = 60_000;
/** Client clocks drift: an orderDate this close to the server's now counts as "now". */
export const ORDER_DATE_TOLERANCE_MINUTES = 5;
export const SCHEDULE_MAX_DAYS = 7;

export type OrderTiming = {
  /** What the order stores: the server's now for an immediate order, else the scheduled time. */
  orderDate: Date;
  /** validatePlaceOrder's isRestaurantOpen: available, and open now unless scheduled. */
  isOpen: boolean;
};

/**
 * Opening hours are judged on the server in the restaurant's time zone
 * (docs/product/changes-from-upstream.md#opening-hours). An immediate order needs the restaurant open now; a
 * scheduled one needs it open at the chosen time (SCHEDULE_OUTSIDE_HOURS), at most SCHEDULE_MAX_DAYS ahead
 * and never in the past.
 */
export function orderTiming({
  requested,
  now,
  isAvailable,
  openingTimes,
  timeZone,
  pausedUntil = null,
  closures = [],
}: {
  requested: Date;
  now: Date;
  isAvailable: boolean;
  openingTimes: OpeningTimes;
  timeZone: string;
  /** The console's timed pause: refuses orders for now until it ends by itself. */
  pausedUntil?: Date | null;
  /** Dated closures (local YYYY-MM-DD): no order for now, nor scheduled on those days. */
  closures?: readonly string[];
}): OrderTiming {
  const ahead = requested.getTime() - now.getTime();
  if (ahead < -ORDER_DATE_TOLERANCE_MINUTES * MINUTE)
    throw orderError('BAD_USER_INPUT', 'The order time is in the past.');
  if (ahead > SCHEDULE_MAX_DAYS * 24 * 60 * MINUTE)
    throw orderError('BAD_USER_INPUT', `Orders can be scheduled at most ${SCHEDULE_MAX_DAYS} days ahead.`);
  if (ahead <= ORDER_DATE_TOLERANCE_MINUTES * MINUTE)
    return {
      orderDate: now,
      isOpen: isRestaurantOpenNow({ isAvailable, openingTimes, timeZone, now, pausedUntil, closures }),
    };
  if (isAvailable && !isWithinBusinessHours({ openingTimes, timeZone, at: requested, closures }))
    throw orderError('SCHEDULE_OUTSIDE_HOURS', ORDER_MESSAGES.scheduleOutsideHours);
  return { orderDate: requested, isOpen: isAvailable };
}
