// PostgreSQL throws on a malformed uuid literal; ids from clients are checked with this first so a
// typo gives a clear BAD_USER_INPUT instead of a database error. Any 8-4-4-4-12 hex string is a
// valid uuid to PostgreSQL (the seed may use non-v4 ids), so no version check here.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
