// Small figures shared by the benches: medians, percentiles, same-run ratios and the machine's load,
// which every report prints because the machine is shared and absolute figures move with it.
import { loadavg } from 'node:os';

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `a / b` as "×0.42" (or "–" when either side is missing). */
export function ratio(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '–';
  const r = a / b;
  return `×${r < 0.1 ? r.toPrecision(2) : r.toFixed(2)}`;
}

export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
