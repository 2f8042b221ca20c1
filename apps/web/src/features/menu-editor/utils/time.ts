/** Minutes since midnight as the "HH:MM" of a time input; '' for none. */
export function minutesToTime(minutes: number | null): string {
  if (minutes === null) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A time input's "HH:MM" as minutes since midnight; null when empty or not a time. */
export function timeToMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** A price typed in major units ("12.5", "12,50") as a number; null when it is not one. */
export function parsePrice(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}
