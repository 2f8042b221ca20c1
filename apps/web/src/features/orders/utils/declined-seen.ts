import { type KeyValueStore, getStore, readItem, writeItem } from '@/lib/storage.ts';

// "Your order was declined" is shown once per order: the orders whose modal was seen are remembered
// in this browser (a short list; the oldest are forgotten first).
export const DECLINED_SEEN_KEY = 'declinedOrdersSeen';
const REMEMBERED = 50;

function seenIds(store: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(readItem(DECLINED_SEEN_KEY, store) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function wasDeclinedSeen(orderId: string, store: KeyValueStore = getStore()): boolean {
  return seenIds(store).includes(orderId);
}

export function markDeclinedSeen(orderId: string, store: KeyValueStore = getStore()): void {
  const ids = seenIds(store).filter((id) => id !== orderId);
  ids.push(orderId);
  writeItem(DECLINED_SEEN_KEY, JSON.stringify(ids.slice(-REMEMBERED)), store);
}
