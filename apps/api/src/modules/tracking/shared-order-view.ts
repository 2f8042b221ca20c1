import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import type { OrderChangedEvent } from '../orders/order-events.ts';
import { loadOrderView } from '../orders/order-view.ts';

type ViewReader = (event: OrderChangedEvent) => Promise<Order | null>;

const readers = new WeakMap<Db, ViewReader>();

/**
 * The order view for an event, read once per event and shared by every subscriber of this process
 * that hears it (docs/benchmarks.md "Live order subscriptions"): a customer's phone, laptop and
 * /orders list would otherwise each read the same order for the same change. Both pub/subs hand one
 * payload object to all local listeners of a topic, so that object is the key. The read starts when the
 * first subscriber handles the event, after the change committed, so every view is at least as new as
 * its event; the entry goes with the event object once every subscriber is done with it.
 */
export function orderViewReader(db: Db): ViewReader {
  let reader = readers.get(db);
  if (!reader) {
    const reads = new WeakMap<OrderChangedEvent, Promise<Order | null>>();
    reader = (event) => {
      let read = reads.get(event);
      if (!read) {
        read = loadOrderView(db, event.orderId);
        reads.set(event, read);
        // A failed read (the database was away) is not shared: the next subscriber reads again.
        read.catch(() => reads.delete(event));
      }
      return read;
    };
    readers.set(db, reader);
  }
  return reader;
}
