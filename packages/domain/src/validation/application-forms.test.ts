import { describe, expect, it } from 'vitest';
import { firstContactError, firstRegistrationError, type RegistrationForm } from './application-forms.ts';

const valid: RegistrationForm = {
  name: 'Sam Rider',
  email: 'sam@example.com',
  phone: '+61412345678',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  termsAccepted: true,
};

// docs/product/validation.md#applications-and-contact
describe('firstRegistrationError (order)', () => {
  it.each([
    [
      'all rules broken: terms first',
      { termsAccepted: false, phone: '', email: 'x', confirmPassword: 'y' },
      'termsRequired',
    ],
    ['then an empty phone', { phone: '  ', email: 'x', confirmPassword: 'y' }, 'phoneRequired'],
    ['then the phone shape', { phone: '+61 4123', email: 'x', confirmPassword: 'y' }, 'invalidPhone'],
    ['then the confirmation', { email: 'x', confirmPassword: 'y' }, 'passwordMismatch'],
    ['then the e-mail', { email: 'sam @example.com' }, 'invalidEmail'],
    ['then a blank name', { name: '   ' }, 'nameRequired'],
    ['then the password rule', { password: 'secret', confirmPassword: 'secret' }, 'invalidPassword'],
    ['a phone without plus is fine', { phone: '61412345678' }, null],
    ['a valid form', {}, null],
  ] as const)('%s', (_name, change, expected) => {
    expect(firstRegistrationError({ ...valid, ...change })).toBe(expected);
  });
});

describe('firstContactError', () => {
  it.each([
    ['phone form, empty phone', { channel: 'PHONE', phone: '', name: '', message: '' }, 'phoneRequired'],
    ['phone form, bad phone', { channel: 'PHONE', phone: '12ab', name: 'A', message: 'Hi' }, 'invalidPhone'],
    [
      'e-mail form, empty e-mail',
      { channel: 'EMAIL', email: ' ', name: 'A', message: 'Hi' },
      'emailRequired',
    ],
    ['e-mail form, bad e-mail', { channel: 'EMAIL', email: 'a@b', name: 'A', message: 'Hi' }, 'invalidEmail'],
    ['blank name', { channel: 'EMAIL', email: 'a@b.co', name: ' ', message: 'Hi' }, 'nameRequired'],
    [
      'blank message',
      { channel: 'PHONE', phone: '+923001234567', name: 'A', message: '' },
      'messageRequired',
    ],
    ['valid', { channel: 'PHONE', phone: '+923001234567', name: 'A', message: 'Hi' }, null],
  ] as const)('%s', (_name, form, expected) => {
    expect(firstContactError(form)).toBe(expected);
  });
});
