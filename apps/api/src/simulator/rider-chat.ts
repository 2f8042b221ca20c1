import type { Logger } from '../adapters/logger.ts';
import type { PubSub } from '../adapters/pubsub/pubsub.ts';
import type { Db } from '../db/types.ts';
import { sendChatMessage } from '../modules/chat/send-chat-message.ts';
import { orderTopics, type ChatMessageEvent } from '../modules/orders/order-events.ts';
import type { TrackingDeps } from '../modules/tracking/tracking-deps.ts';
import type { DispatchClock } from './dispatch-clock.ts';
import {
  findChatSender,
  findDispatchOrder,
  type DispatchOrder,
  type DispatchRider,
} from './dispatcher.repository.ts';
import { greeting, reply } from './rider-messages.ts';
import { TIMELINE } from './timeline.ts';

// The dispatcher's riders in the order chat: a greeting when assigned, then one answer to each customer
// message. Chat is a courtesy of the demo: a failure is logged and never stops the delivery.

/** What the chat needs of one order's job in the dispatcher: its listener and its pending replies. */
export type ChatJob = { chat?: AbortController; replies: Set<unknown> };

export type RiderChatOptions = {
  db: Db;
  pubsub: PubSub;
  log: Logger;
  clock: DispatchClock;
  speed: number;
  deps: () => TrackingDeps;
  /** Keeps a promise among the dispatcher's work: `listening` for loops that end only with stop(). */
  track: (work: Promise<void>, into: 'running' | 'listening') => void;
  stopped: () => boolean;
};

export function createRiderChat({ db, pubsub, log, clock, speed, deps, track, stopped }: RiderChatOptions) {
  async function bestEffort(orderId: string, what: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      log.warn({ err: error, orderId }, `dispatcher: the rider's ${what} failed`);
    }
  }

  const say = (order: DispatchOrder, rider: DispatchRider, message: string) =>
    sendChatMessage(deps(), { userId: rider.userId, name: rider.name }, { orderId: order.id, message });

  /** The rider introduces themselves once assigned. */
  function greet(order: DispatchOrder, rider: DispatchRider) {
    const text = greeting({
      customerName: order.customerName,
      riderName: rider.name,
      restaurantName: order.restaurantName,
    });
    return bestEffort(order.id, 'greeting', () => say(order, rider, text));
  }

  /** The rider answers each customer message once (ignoring its own) while the order is on its way. */
  function listen(job: ChatJob, order: DispatchOrder, rider: DispatchRider) {
    if (job.chat || stopped()) return;
    const controller = new AbortController();
    job.chat = controller;
    const messages = pubsub.subscribe<ChatMessageEvent>(orderTopics.chat(order.id), {
      signal: controller.signal,
    });
    const answer = async () => {
      const current = await findDispatchOrder(db, order.id);
      if (!current || (current.orderStatus !== 'ASSIGNED' && current.orderStatus !== 'PICKED')) return;
      const pickedUp = current.orderStatus === 'PICKED';
      await say(order, rider, reply({ pickedUp, restaurantName: order.restaurantName }));
    };
    track(
      (async () => {
        for await (const event of messages) {
          const sender = await findChatSender(db, event.messageId).catch(() => undefined);
          if (sender === undefined || sender === rider.userId || stopped()) continue;
          const timer = clock.setTimeout(() => {
            job.replies.delete(timer);
            track(bestEffort(order.id, 'chat reply', answer), 'running');
          }, TIMELINE.replyAfterMs / speed);
          job.replies.add(timer);
        }
      })(),
      'listening',
    );
  }

  return { greet, listen };
}
