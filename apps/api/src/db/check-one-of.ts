import { sql } from 'drizzle-orm';

// A CHECK that a text column holds one of a list from packages/domain (docs/payments.md "States"): a
// typo or a hand-written UPDATE to anything else is refused by the database itself, and
// test/domain-enums.test.ts compares the constraints with the lists.
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`);
