import { requireViewer, type GraphQLContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Order } from '../../generated/graphql.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { ORDER_NOT_FOUND } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';
import { findRiderByUserId } from './tracking.repository.ts';

// How resolvers turn the signed-in user into an Actor (tracking-deps.ts) and the context into
// TrackingDeps. Restaurant and rider roles come only from the users row, never from arguments.

export function trackingDeps(ctx: GraphQLContext): TrackingDeps {
  return {
    db: ctx.db,
    pubsub: ctx.pubsub,
    push: ctx.push,
    log: ctx.log,
    now: ctx.now,
    gateways: ctx.gateways,
    catalog: ctx.catalog,
  };
}

/** Any signed-in user acts as a customer on their own orders. */
export async function customerActor(ctx: GraphQLContext): Promise<Actor & { role: 'CUSTOMER' }> {
  const user = await requireViewer(ctx);
  return { role: 'CUSTOMER', userId: user.id };
}

/** A RESTAURANT user linked to a restaurant (users.restaurant_id); anyone else FORBIDDEN. */
export async function restaurantActor(ctx: GraphQLContext): Promise<Actor & { role: 'RESTAURANT' }> {
  const user = await requireViewer(ctx);
  if (user.role !== 'RESTAURANT' || !user.restaurantId) throw forbidden();
  return { role: 'RESTAURANT', userId: user.id, restaurantId: user.restaurantId };
}

/** A RIDER user with a riders row (riders.user_id); anyone else FORBIDDEN. */
export async function riderActor(ctx: GraphQLContext): Promise<Actor & { role: 'RIDER' }> {
  const user = await requireViewer(ctx);
  const rider = user.role === 'RIDER' ? await findRiderByUserId(ctx.db, user.id) : undefined;
  if (!rider) throw forbidden();
  return { role: 'RIDER', userId: user.id, riderId: rider.id };
}

/** The order as the API returns it after an operation changed it. */
export async function orderView(ctx: Pick<GraphQLContext, 'db'>, orderId: string): Promise<Order> {
  const view = await loadOrderView(ctx.db, orderId.trim());
  if (!view) throw notFound(ORDER_NOT_FOUND);
  return view;
}
