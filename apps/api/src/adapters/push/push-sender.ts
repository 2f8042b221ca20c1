/** A notification for a customer's devices (docs/product/accounts.md#notifications). */
/** `url`: the app page a click on the notification opens (the order's detail page). */
export type PushMessage = { title: string; body: string; orderId?: string; url?: string };

/**
 * Web Push when VAPID keys are configured (web-push); otherwise a sender that does nothing — in-app
 * toasts over the order subscription still inform a customer whose app is open.
 */
export interface PushSender {
  /** `token` is the subscription saved by saveNotificationTokenWeb; failures are logged, never thrown. */
  send(token: string, message: PushMessage): Promise<void>;
}
