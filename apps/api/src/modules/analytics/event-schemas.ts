import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENTS,
  NAVIGATION_EVENTS,
  type AnalyticsEventName,
} from '@food/domain';
import { z } from 'zod';

// What a batch from the web may hold (docs/analytics-and-errors.md "What is recorded"). Every event's
// properties are a closed list: an unknown key, a name, an e-mail or a phone number is refused, so
// nothing beyond the listed fields is ever stored or forwarded.

const id = z.string().regex(/^[\w-]{1,64}$/, 'expected an id');
const userId = z.uuid('expected a user id');
const amount = z.number().finite().min(0).max(10_000_000);
const shortText = z.string().trim().min(1).max(200);

const empty = z.object({}).strict();

const PROPERTIES: Record<AnalyticsEventName, z.ZodType<Record<string, unknown>>> = {
  ...(Object.fromEntries(NAVIGATION_EVENTS.map((name) => [name, empty])) as Record<
    (typeof NAVIGATION_EVENTS)[number],
    typeof empty
  >),
  USER_LOGGED_IN: z.object({ userId }).strict(),
  USER_CREATED_ACCOUNT: z.object({ userId }).strict(),
  USER_LOGGED_OUT: empty,
  ADD_TO_CART: z
    .object({
      restaurantId: id,
      foodId: id,
      variationId: id,
      quantity: z.number().int().min(1).max(999),
    })
    .strict(),
  // The order's user, restaurant, items, payment, amounts and status (ORDER_PLACED,
  // docs/analytics-and-errors.md).
  ORDER_PLACED: z
    .object({
      orderId: z.string().trim().min(1).max(64),
      userId,
      restaurantId: id,
      restaurantName: shortText,
      items: z
        .array(z.object({ title: shortText, quantity: z.number().int().min(1).max(999) }).strict())
        .min(1)
        .max(100),
      paymentMethod: z.string().regex(/^[A-Z_]{2,20}$/, 'expected a payment method'),
      orderAmount: amount,
      paidAmount: amount,
      deliveryCharges: amount,
      tipping: amount,
      taxationAmount: amount,
      orderStatus: z.string().regex(/^[A-Z_]{2,30}$/, 'expected an order status'),
    })
    .strict(),
};

const eventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENTS, { message: 'unknown event' }),
    // Milliseconds since the epoch, when the browser recorded it.
    at: z.number().int().positive(),
    properties: z.record(z.string(), z.unknown()).default({}),
  })
  .strict()
  .transform((event, ctx) => {
    const properties = PROPERTIES[event.name].safeParse(event.properties);
    if (properties.success) return { ...event, properties: properties.data };
    for (const issue of properties.error.issues)
      ctx.addIssue({ ...issue, path: ['properties', ...issue.path] } as z.core.$ZodRawIssue);
    return z.NEVER;
  });

export const analyticsBatchSchema = z
  .object({
    // A random id the browser keeps until sign-out (then it draws a new one).
    anonymousId: z.string().regex(/^[\w-]{8,64}$/, 'expected a random id of 8 to 64 letters, digits, - or _'),
    userId: userId.nullable().default(null),
    events: z.array(eventSchema).min(1).max(ANALYTICS_BATCH_MAX),
  })
  .strict();

export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;

/** "events.2.properties.quantity: Too small…": the first problem, named by where it is. */
export function describeBatchError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The analytics batch is not valid.';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `The analytics batch is not valid (${where}${issue.message}).`;
}
