import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailEntrySchema, phoneNumberSchema, registrationSchema } from './schemas.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const rule =
  'Password must be at least 8 characters long and contain at least one lowercase letter, one uppercase letter, and one number';

// docs/product/validation.md#passwords
describe('registrationSchema', () => {
  const valid = {
    email: '  New.User@Example.COM ',
    name: ' Ayesha ',
    password: 'Secret123',
    country: 'PK',
    national: '0300 1234567',
  };

  it('lower-cases and trims the e-mail and prefixes the phone with a plus', () => {
    expect(registrationSchema.parse(valid)).toEqual({
      email: 'new.user@example.com',
      name: 'Ayesha',
      password: 'Secret123',
      phone: '+923001234567',
    });
  });

  it.each([
    [{ email: 'nope' }, ['email: Invalid Email']],
    [{ name: '  ' }, ['name: Name is required']],
    [{ password: '' }, ['password: Password required']],
    [{ password: 'secret123' }, [`password: ${rule}`]],
    [{ password: 'Sec123' }, [`password: ${rule}`]],
    [{ national: '' }, ['national: Phone number required']],
    [{ national: '12' }, ['national: Invalid Phone number']],
    [
      { email: '', name: '', password: '', national: '' },
      [
        'email: Invalid Email',
        'name: Name is required',
        'password: Password required',
        'national: Phone number required',
      ],
    ],
  ])('%j → %j', (overrides, expected) => {
    expect(messages(registrationSchema, { ...valid, ...overrides })).toEqual(expected);
  });
});

// docs/product/validation.md#profile
describe('phoneNumberSchema', () => {
  it('builds the full phone', () => {
    expect(phoneNumberSchema(null).parse({ country: 'AE', national: '501234567' })).toEqual({
      phone: '+971501234567',
    });
  });

  it.each([
    [null, '', ['national: Phone number required']],
    [null, '12', ['national: Invalid Phone number']],
    ['+923001234567', '3001234567', ['national: New phone number must be different from previous one']],
    ['+923001234567', '3001234568', []],
  ])('previous %j, national %j → %j', (previous, national, expected) => {
    expect(messages(phoneNumberSchema(previous), { country: 'PK', national })).toEqual(expected);
  });
});

describe('emailEntrySchema', () => {
  it('says "Invalid Email" for anything but an e-mail', () => {
    expect(messages(emailEntrySchema, { email: 'a@b' })).toEqual(['email: Invalid Email']);
    expect(emailEntrySchema.parse({ email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
  });
});
