import { requireViewer, type GraphQLContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { findRiderByUserId, type RiderRow } from '../tracking/tracking.repository.ts';

/** The signed-in RIDER user's riders row; anyone else FORBIDDEN (the role comes from the users row). */
export async function requireRider(ctx: GraphQLContext): Promise<RiderRow> {
  const user = await requireViewer(ctx);
  const rider = user.role === 'RIDER' ? await findRiderByUserId(ctx.db, user.id) : undefined;
  if (!rider) throw forbidden();
  return rider;
}
