import type { GraphQLContext } from '../../context.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { findRiderIdOfUser } from './orders.repository.ts';

// Who may read what of a customer's order (docs/security.md "Who sees what of an order"). One table,
// enforced for every operation at once by graphql/field-audience.ts: a field listed here resolves to
// null for a viewer whose relations to the order are not among its audience. A field not listed is
// seen by whoever an operation lets reach the order (its customer, its restaurant, its rider).

/** How the viewer stands to one order. */
export type Relation =
  /** The account that placed the order. */
  | 'CUSTOMER'
  /** A RESTAURANT account linked to the order's restaurant. */
  | 'RESTAURANT'
  /** The rider assigned to the order, in any status. */
  | 'ASSIGNED_RIDER'
  /** The assigned rider while the delivery is under way (ASSIGNED or PICKED). */
  | 'ACTIVE_RIDER';

export type Audience = readonly Relation[];

/**
 * Per GraphQL type and field: the relations that may read it. Every field named here is nullable in
 * the schema (field-audience.ts refuses to start otherwise), so a refusal is a null, never an error.
 */
export const FIELD_AUDIENCE: Record<string, Record<string, Audience>> = {
  Order: {
    // Where the customer lives: the customer, and the rider who is taking the food there.
    deliveryAddress: ['CUSTOMER', 'ACTIVE_RIDER'],
  },
  OrderUser: {
    email: ['CUSTOMER'],
    // The rider calls the customer at the door; nobody else needs the number.
    phone: ['CUSTOMER', 'ACTIVE_RIDER'],
  },
  // A RiderDelivery is only ever the caller's own delivery under way (riderProfile.activeDelivery), so
  // its customer and drop-off are always the ACTIVE_RIDER's; the phone is listed to stay so.
  RiderCustomer: {
    phone: ['ACTIVE_RIDER'],
  },
};

/**
 * The types whose objects are one order, and how a viewer stands to it. Every other type listed
 * above is reached through one of them and inherits its relations.
 */
export const AUDIENCE_SUBJECTS: Record<
  string,
  (order: never, viewer: Viewer) => Promise<ReadonlySet<Relation>>
> = {
  Order: (order: OrderLike, viewer) => relationsToOrder(order, viewer),
  // riderProfile builds a RiderDelivery only from the caller's own delivery under way.
  RiderDelivery: async (delivery: { orderStatus: string }, viewer) =>
    new Set<Relation>(
      viewer.riderId === null
        ? []
        : isUnderWay(delivery.orderStatus)
          ? ['ASSIGNED_RIDER', 'ACTIVE_RIDER']
          : ['ASSIGNED_RIDER'],
    ),
};

type OrderLike = {
  orderStatus: string;
  user: { _id: string };
  restaurant: { _id: string };
  rider?: { _id: string } | null;
};

/** The signed-in user and, for a rider, their riders row (read once per request). */
export type Viewer = { user: UserRow; riderId: string | null };

const isUnderWay = (status: string) => status === 'ASSIGNED' || status === 'PICKED';

async function relationsToOrder(order: OrderLike, { user, riderId: rider }: Viewer): Promise<Set<Relation>> {
  const relations = new Set<Relation>();
  if (order.user._id === user.id) relations.add('CUSTOMER');
  if (user.role === 'RESTAURANT' && user.restaurantId === order.restaurant._id) relations.add('RESTAURANT');
  if (rider !== null && order.rider?._id === rider) {
    relations.add('ASSIGNED_RIDER');
    if (isUnderWay(order.orderStatus)) relations.add('ACTIVE_RIDER');
  }
  return relations;
}

const viewers = new WeakMap<object, Promise<Viewer | null>>();

/** The request's viewer for audience checks, or null when signed out (who then sees no listed field). */
export function audienceViewer(ctx: Pick<GraphQLContext, 'db' | 'viewer'>): Promise<Viewer | null> {
  let viewer = viewers.get(ctx);
  if (!viewer) {
    viewer = (async () => {
      const user = await ctx.viewer();
      if (!user) return null;
      const riderId = user.role === 'RIDER' ? await findRiderIdOfUser(ctx.db, user.id) : null;
      return { user, riderId };
    })();
    viewers.set(ctx, viewer);
  }
  return viewer;
}
