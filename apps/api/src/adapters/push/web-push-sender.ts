import type { PushSubscription } from 'web-push';
import type { Logger } from '../logger.ts';
import type { PushMessage, PushSender } from './push-sender.ts';

const PUSH_TIMEOUT_MS = 10_000;
// How long the push service keeps an undelivered message: a status older than that is stale anyway.
const TTL_SECONDS = 60 * 60;

/** The saved token is the browser's PushSubscription as JSON (saveNotificationTokenWeb). */
export function parsePushSubscription(token: string): PushSubscription | null {
  try {
    const value = JSON.parse(token) as Partial<PushSubscription> | null;
    if (typeof value?.endpoint !== 'string') return null;
    if (typeof value.keys?.p256dh !== 'string' || typeof value.keys.auth !== 'string') return null;
    return { endpoint: value.endpoint, keys: { p256dh: value.keys.p256dh, auth: value.keys.auth } };
  } catch {
    return null;
  }
}

/**
 * Web Push with VAPID (web-push encrypts and signs; we send with fetch). Push services are HTTPS; a
 * subscription naming any other scheme is refused so a stored token cannot aim the server at an
 * internal address. `allowHttp` is for tests with a local stand-in service.
 */
export function createWebPushSender({
  publicKey,
  privateKey,
  subject,
  log,
  allowHttp = false,
}: {
  publicKey: string;
  privateKey: string;
  subject: string;
  log: Logger;
  allowHttp?: boolean;
}): PushSender {
  return {
    async send(token: string, message: PushMessage) {
      const subscription = parsePushSubscription(token);
      if (!subscription) return log.debug({}, 'push skipped: token is not a web push subscription');
      const { protocol } = new URL(subscription.endpoint);
      if (protocol !== 'https:' && !(allowHttp && protocol === 'http:')) {
        return log.warn({ protocol }, 'push skipped: endpoint is not https');
      }
      try {
        // Loaded on the first push, so a start with VAPID keys does not pay for it.
        const { default: webpush } = await import('web-push');
        const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TTL_SECONDS,
        });
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        if (!response.ok) log.warn({ status: response.status }, 'push service refused the message');
      } catch (error) {
        log.warn({ err: error }, 'push notification failed');
      }
    },
  };
}
