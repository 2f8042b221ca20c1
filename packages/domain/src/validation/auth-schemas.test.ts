import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordSchema, loginInputSchema, newPasswordSchema } from './auth-schemas.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('loginInputSchema', () => {
  it('trims and lower-cases the e-mail, keeps the password as typed', () => {
    expect(loginInputSchema.parse({ email: '  Demo@Example.COM ', password: ' Demo1234 ' })).toEqual({
      email: 'demo@example.com',
      password: ' Demo1234 ',
    });
  });

  it.each([
    [{ email: 'nope', password: 'x' }, ['email: Invalid Email']],
    [{ email: 'demo@example.com', password: '' }, ['password: Password required']],
    [{}, ['email: Invalid Email', 'password: Password required']],
  ])('%j → %j', (input, expected) => {
    expect(messages(loginInputSchema, input)).toEqual(expected);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    [{ password: 'Demo1234', confirmPassword: 'Demo1234' }, []],
    [{ password: 'demo1234', confirmPassword: 'demo1234' }, ['password: Invalid Password']],
    [
      { password: 'Demo1234', confirmPassword: 'Demo12345' },
      ['confirmPassword: Password must match with confirm password'],
    ],
    [{ password: 'Demo1234', confirmPassword: '' }, ['confirmPassword: Confirm password is required']],
    [
      { password: 'short', confirmPassword: 'other' },
      ['password: Invalid Password', 'confirmPassword: Password must match with confirm password'],
    ],
    [{ password: 'Demo1234' }, ['confirmPassword: Confirm password is required']],
    [
      { password: 'short', confirmPassword: '' },
      ['password: Invalid Password', 'confirmPassword: Confirm password is required'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(messages(newPasswordSchema, input)).toEqual(expected);
  });
});

describe('changePasswordSchema', () => {
  const rule =
    'Password must be at least 8 characters long and contain at least one lowercase letter, one uppercase letter, and one number';
  it.each([
    [{ oldPassword: 'Old12345', newPassword: 'New12345' }, []],
    [{ oldPassword: '', newPassword: 'New12345' }, ['oldPassword: Current password is required']],
    [{ oldPassword: 'Old12345', newPassword: '' }, ['newPassword: New password is required']], // not also the rule
    [{ oldPassword: 'Old12345', newPassword: 'new12345' }, [`newPassword: ${rule}`]],
    [{ oldPassword: 'Old12345', newPassword: 'New123' }, [`newPassword: ${rule}`]],
    [{}, ['oldPassword: Current password is required', 'newPassword: New password is required']],
  ])('%j → %j', (input, expected) => {
    expect(messages(changePasswordSchema, input)).toEqual(expected);
  });
});
