import { toMajor as domainToMajor } from '@food/domain';

/**
 * Minor units (storage) to the Float major units of the GraphQL API. The conversion happens only
 * here, at the edge (docs/architecture.md#money); packages/domain owns the currency table.
 */
export function toMajor(minor: number, currency: string): number {
  return domainToMajor(minor, currency);
}

export function toMajorOrNull(minor: number | null, currency: string): number | null {
  return minor === null ? null : toMajor(minor, currency);
}
