// CSV as RFC 4180 writes it, made safe for spreadsheets: a cell that starts with = + - @ (or a tab or
// carriage return) would be run as a formula by Excel or LibreOffice, so it is prefixed with ' and
// shows as text (OWASP "CSV injection"). Numbers we write ourselves go through untouched.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
