import { describe, expect, it } from 'vitest';
import {
  isLooseEmail,
  isSignupPassword,
  isSixDigitCode,
  isStrongPassword,
  isValidEmail,
  isValidPhone,
} from './patterns.ts';

// docs/product/validation.md#e-mail-and-phone
describe('isValidEmail (standard pattern)', () => {
  it.each([
    ['demo@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['UPPER@EXAMPLE.ORG', true],
    ['a_b-c%d@sub-domain.io', true],
    ['user@example.c', false], // TLD of one letter
    ['user@example.c0m', false], // TLD must be letters
    ['user@example', false], // no TLD
    ['userexample.com', false],
    ['@example.com', false],
    ['user@.com', false],
    ['user name@example.com', false],
    [' user@example.com', false], // callers trim (the schemas do)
    ['user@@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false], // longer than 254
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('isLooseEmail', () => {
  it.each([
    ['a@b', true],
    ['demo@example.com', true],
    ['with space@x', true], // loose: anything around an @
    ['@b', false],
    ['a@', false],
    ['ab', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isLooseEmail(value)).toBe(expected);
  });
});

describe('isValidPhone (optional +, 7–15 digits)', () => {
  it.each([
    ['+923001234567', true],
    ['1234567', true],
    ['+123456789012345', true],
    ['123456', false], // 6 digits
    ['1234567890123456', false], // 16 digits
    ['++1234567', false],
    ['+92 300 1234567', false],
    ['0300-1234567', false],
    ['12345a7', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });
});

describe('passwords', () => {
  it.each([
    ['Demo1234', true, true],
    ['Abcdefg1', true, true],
    ['Abc1', false, true], // short: fine for the sign-up form's wording, not for the platform minimum
    ['abcdefg1', false, false], // no upper
    ['ABCDEFG1', false, false], // no lower
    ['Abcdefgh', false, false], // no digit
    ['', false, false],
  ])('%j → strong %s, sign-up %s', (value, strong, signup) => {
    expect(isStrongPassword(value)).toBe(strong);
    expect(isSignupPassword(value)).toBe(signup);
  });
});

describe('isSixDigitCode', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
  ])('%j → %s', (value, expected) => {
    expect(isSixDigitCode(value)).toBe(expected);
  });
});
