// Web Push registration (docs/product/api.md#accounts): the service worker /sw.js shows the messages;
// the browser's PushSubscription, as JSON, is the device token saved with saveNotificationTokenWeb.
import { readItem, writeItem } from '@/lib/storage.ts';

/** Remembers that the customer was asked once (either answer), so the offer never comes back. */
export const PUSH_ASKED_STORAGE_KEY = 'webPushAsked';
export const SERVICE_WORKER_PATH = '/sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function wasAsked(): boolean {
  return readItem(PUSH_ASKED_STORAGE_KEY) === '1';
}

export function markAsked(): void {
  writeItem(PUSH_ASKED_STORAGE_KEY, '1');
}

/** A VAPID key as the bytes PushManager.subscribe wants (base64url, padding optional). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Registers the worker and returns this browser's subscription (made once) as JSON. */
export async function subscribeToPush(publicKey: string): Promise<string> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  return JSON.stringify(subscription);
}
