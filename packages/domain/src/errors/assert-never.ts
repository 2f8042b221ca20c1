/** Ends every switch over a union so a new member is a compile error, not a silent fall-through. */
export function assertNever(x: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
}
