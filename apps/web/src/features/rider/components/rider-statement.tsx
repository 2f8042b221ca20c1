import { StatementView } from '@/components/staff/statement/statement-view.tsx';

/**
 * The rider's own statement (docs/rider-app.md "Statement"): fees and tips earned, cash taken at the
 * door, payouts, a week at a time. Its own chunk, loaded when the rider opens it.
 */
export function RiderStatement() {
  return <StatementView party="RIDER" />;
}

export default RiderStatement;
