// The resend countdown of the code screens (docs/product/accounts.md#verification-codes): whole seconds left
// until `endsAt`, counted up so the button never unlocks early, and never below 0.
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** When a countdown of `seconds` started at `now` ends; non-finite or negative waits end at once. */
export function countdownEnd(seconds: number, now: number): number {
  return now + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0);
}
