import { validateZonePolygon, zoneBounds, type ZonePolygon } from '@food/domain';
import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ZoneValues } from './zones.repository.ts';

// The back office's zone form, checked before any SQL: each problem gets its own message
// (docs/admin.md "Zones"), never a database error.

export const MAX_ZONE_TITLE = 100;
export const MAX_ZONE_DESCRIPTION = 500;

export type ZoneInputArgs = {
  title: string;
  description?: string | null;
  polygon: number[][][];
  isActive?: boolean | null;
};

export function parseZoneInput(input: ZoneInputArgs): ZoneValues {
  const title = input.title.trim();
  if (title === '') throw badUserInput('Give the zone a title.');
  if (title.length > MAX_ZONE_TITLE)
    throw badUserInput(`The title must be at most ${MAX_ZONE_TITLE} characters.`);
  const description = input.description?.trim() ?? '';
  if (description.length > MAX_ZONE_DESCRIPTION)
    throw badUserInput(`The description must be at most ${MAX_ZONE_DESCRIPTION} characters.`);
  const problem = validateZonePolygon(input.polygon);
  if (problem) throw badUserInput(problem);
  const polygon: ZonePolygon = input.polygon;
  return { title, description, isActive: input.isActive ?? true, polygon, ...zoneBounds(polygon) };
}

export function parseZoneId(id: string): string {
  if (!isUuid(id)) throw badUserInput('Zone id is not valid.');
  return id;
}
