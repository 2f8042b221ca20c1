import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { phoneUpdateSchema, profileNameSchema } from './profile-schemas.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('profileNameSchema', () => {
  it('trims the name', () => {
    expect(profileNameSchema.parse({ name: '  Ayesha ' })).toEqual({ name: 'Ayesha' });
  });

  it.each([[{ name: '' }], [{ name: '   ' }], [{}]])('%j → "Name is required"', (input) => {
    expect(messages(profileNameSchema, input)).toEqual(['Name is required']);
  });
});

describe('phoneUpdateSchema', () => {
  it.each([
    [{ phone: '+923001234567' }, []],
    [{ phone: ' +923001234567 ', previousPhone: '+923009999999' }, []],
    [{ phone: '+923001234567', previousPhone: null }, []],
    [{ phone: '' }, ['Phone number required']],
    [{ phone: '   ' }, ['Phone number required']],
    [{}, ['Phone number required']],
    [{ phone: '12ab' }, ['Invalid Phone number']],
    [
      { phone: '+923001234567', previousPhone: '+923001234567' },
      ['New phone number must be different from previous one'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(messages(phoneUpdateSchema, input)).toEqual(expected);
  });
});
