import { describe, expect, it } from 'vitest';
import { minutesToTime, parsePrice, timeToMinutes } from './time.ts';

describe('menu editor inputs', () => {
  it.each([
    [null, ''],
    [0, '00:00'],
    [420, '07:00'],
    [1439, '23:59'],
  ])('minutesToTime(%j) = %j', (minutes, time) => {
    expect(minutesToTime(minutes)).toBe(time);
    expect(timeToMinutes(time)).toBe(minutes);
  });

  it.each([['24:00'], ['7'], ['ab:cd'], ['12:60']])('timeToMinutes(%j) is null', (time) => {
    expect(timeToMinutes(time)).toBeNull();
  });

  it.each([
    ['12.5', 12.5],
    ['12,50', 12.5],
    [' 0 ', 0],
    ['', null],
    ['abc', null],
    ['-1', -1],
  ])('parsePrice(%j) = %j', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });
});
