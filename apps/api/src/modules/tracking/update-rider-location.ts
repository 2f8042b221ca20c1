import { coordinatesSchema, AppError } from '@food/domain';
import { forbidden } from '../../errors.ts';
import { orderTopics, type RiderLocationEvent } from '../orders/order-events.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';
import { saveRiderLocation, type RiderRow } from './tracking.repository.ts';

/**
 * Rider: the caller's current position. Stored on the rider (the rider query reads it) and published
 * to the rider's location topic (customers of the rider's active orders subscribe to it).
 */
export async function updateRiderLocation(
  deps: TrackingDeps,
  actor: Actor,
  input: { latitude: number; longitude: number },
): Promise<RiderRow> {
  if (actor.role !== 'RIDER') throw forbidden();
  const parsed = coordinatesSchema.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', parsed.error.issues[0]!.message);
  const { latitude, longitude } = parsed.data;
  const rider = await saveRiderLocation(deps.db, {
    riderId: actor.riderId,
    latitude,
    longitude,
    now: deps.now,
  });
  if (!rider) throw forbidden();
  const event: RiderLocationEvent = { riderId: rider.id, latitude, longitude };
  await deps.pubsub.publish(orderTopics.riderLocation(rider.id), event);
  return rider;
}
