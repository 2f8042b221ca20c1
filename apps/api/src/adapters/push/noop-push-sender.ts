import type { PushSender } from './push-sender.ts';

/** Without VAPID keys: no push; in-app toasts over the order subscription still inform the customer. */
export function createNoopPushSender(): PushSender {
  return { send: async () => {} };
}
