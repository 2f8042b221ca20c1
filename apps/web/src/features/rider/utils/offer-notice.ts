/** A failed take ("Another rider took this order first.") and the offers on screen when it happened. */
export type OfferNotice = { text: string; offersSeen: readonly string[] };

/**
 * The notice holds while the list only loses offers (the one taken by another rider goes); a new offer
 * means the list has moved on and the notice is about a moment that has passed (docs/rider-app.md).
 */
export function noticeStillTrue(notice: OfferNotice | null, offers: readonly { _id: string }[]): boolean {
  return notice !== null && offers.every((offer) => notice.offersSeen.includes(offer._id));
}
