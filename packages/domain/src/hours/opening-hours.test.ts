import { describe, expect, it } from 'vitest';
import { at, hours } from './hours.fixture.ts';
import { isWithinOpeningHours } from './opening-hours.ts';
import type { OpeningTimes } from './types.ts';

const openIn = (openingTimes: OpeningTimes, iso: string) =>
  isWithinOpeningHours({ openingTimes, timeZone: 'UTC', at: at(iso) });

describe('isWithinOpeningHours: windows within a day', () => {
  const office = [hours('MON', '09:30-17:15')];
  it.each([
    ['2025-01-13T09:29', false],
    ['2025-01-13T09:30', true], // start is inclusive
    // A literal "hours and minutes separately" comparison would say closed here (45 > 15).
    ['2025-01-13T10:45', true],
    ['2025-01-13T17:14', true],
    ['2025-01-13T17:15', false], // end is exclusive
    ['2025-01-14T10:45', false], // Tuesday: no entry, closed all day
  ])('09:30–17:15 on Monday, at %s → %s', (iso, expected) => {
    expect(openIn(office, iso)).toBe(expected);
  });

  it.each<[string, OpeningTimes, string, boolean]>([
    ['between lunch and dinner', [hours('MON', '12:00-15:00', '18:00-23:00')], '2025-01-13T16:00', false],
    ['in the second window', [hours('MON', '12:00-15:00', '18:00-23:00')], '2025-01-13T19:00', true],
    ['back-to-back windows meet', [hours('MON', '12:00-15:00', '15:00-23:00')], '2025-01-13T15:00', true],
    [
      'windows split over two entries',
      [hours('MON', '12:00-15:00'), hours('MON', '18:00-23:00')],
      '2025-01-13T19:00',
      true,
    ],
    ['a day entry with no windows is closed', [hours('MON')], '2025-01-13T12:00', false],
    ['no opening times at all', [], '2025-01-13T12:00', false],
    ['another day’s hours do not count', [hours('TUE', '00:00-24:00')], '2025-01-13T12:00', false],
    ['a malformed window opens nothing', [hours('MON', '25:00-26:00')], '2025-01-13T12:00', false],
    ['a minute of 60 is malformed', [hours('MON', '09:60-17:00')], '2025-01-13T12:00', false],
  ])('%s', (_name, openingTimes, iso, expected) => {
    expect(openIn(openingTimes, iso)).toBe(expected);
  });
});

describe('isWithinOpeningHours: midnight', () => {
  const lateNight = [hours('MON', '18:00-02:00')];
  it.each([
    ['2025-01-13T17:59', false],
    ['2025-01-13T18:00', true],
    ['2025-01-13T23:59', true],
    ['2025-01-14T00:00', true], // Tuesday, through Monday's window
    ['2025-01-14T01:59', true],
    ['2025-01-14T02:00', false],
    ['2025-01-14T18:30', false], // Tuesday has no window of its own
    ['2025-01-13T01:00', false], // Sunday night has no window to spill into Monday
  ])('18:00–02:00 on Monday, at %s → %s', (iso, expected) => {
    expect(openIn(lateNight, iso)).toBe(expected);
  });

  it.each<[string, OpeningTimes, string, boolean]>([
    ['an end of [24, 0] is midnight', [hours('MON', '18:00-24:00')], '2025-01-13T23:59', true],
    ['[24, 0] does not spill into the next day', [hours('MON', '18:00-24:00')], '2025-01-14T00:00', false],
    ['an end of [0, 0] is midnight', [hours('MON', '18:00-00:00')], '2025-01-13T23:59', true],
    ['[0, 0] does not spill into the next day', [hours('MON', '18:00-00:00')], '2025-01-14T00:01', false],
    ['[0, 0]–[24, 0] is all day, at midnight', [hours('MON', '00:00-24:00')], '2025-01-13T00:00', true],
    ['[0, 0]–[0, 0] is all day, late', [hours('MON', '00:00-00:00')], '2025-01-13T23:59', true],
    ['Saturday night runs into Sunday', [hours('SAT', '20:00-03:00')], '2025-01-19T02:30', true],
  ])('%s', (_name, openingTimes, iso, expected) => {
    expect(openIn(openingTimes, iso)).toBe(expected);
  });
});
