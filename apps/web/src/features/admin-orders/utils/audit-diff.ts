// The audit log shows `before → after` as the fields that changed (docs/admin.md "Audit log"). Rows
// hold JSON objects (or null for a creation or a removal); values are shown as short text.

export type FieldChange = { field: string; before: string | null; after: string | null };

function parse(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A value as one line: strings as they are, null/undefined as null, anything else as JSON. */
export function showValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field present on either side whose value differs, in the order they first appear. */
export function diffFields(
  beforeJson: string | null | undefined,
  afterJson: string | null | undefined,
): FieldChange[] {
  const before = parse(beforeJson) ?? {};
  const after = parse(afterJson) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: showValue(before[field]), after: showValue(after[field]) }))
    .filter((change) => change.before !== change.after);
}
