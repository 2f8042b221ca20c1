/**
 * How long an accepted delivery order may wait for a rider before the operator's board flags it
 * (docs/admin.md "Orders"), in whole minutes. An operator setting (/admin/settings); the bounds keep
 * it useful: under a minute every order would be flagged at once, past four hours nobody is helped.
 */
export const UNASSIGNED_ALERT_MINUTES = { default: 10, min: 1, max: 240 } as const;

export function isUnassignedAlertMinutes(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= UNASSIGNED_ALERT_MINUTES.min &&
    value <= UNASSIGNED_ALERT_MINUTES.max
  );
}
