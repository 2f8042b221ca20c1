import { isStrongPassword, isValidEmail, isValidPhone } from './patterns.ts';

// Vendor and rider sign-up and the contact forms (docs/product/validation.md#applications-and-contact): each
// rule has a code, checked in a fixed order, and the form reports only the first that fails (one toast at a
// time). Shared by the web forms (codes → translated toasts) and the API (codes → English messages), so both
// agree.

export const APPLICATION_LIMITS = { name: 200, message: 4000, field: 300, password: 1024 } as const;

export type ApplicationRule =
  | 'termsRequired'
  | 'phoneRequired'
  | 'invalidPhone'
  | 'passwordMismatch'
  | 'invalidEmail'
  | 'nameRequired'
  | 'invalidPassword'
  | 'emailRequired'
  | 'messageRequired'
  | 'tooLong';

export type RegistrationForm = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
};

const blank = (value: string) => value.trim() === '';

/**
 * The first failed rule of a vendor or rider sign-up, or null. The inherited order comes first (terms,
 * phone empty, phone shape, confirmation, e-mail); the required name and the platform's password rule
 * (docs/product/validation.md#passwords) follow, so every stored application has a usable name and password.
 */
export function firstRegistrationError(form: RegistrationForm): ApplicationRule | null {
  if (!form.termsAccepted) return 'termsRequired';
  if (blank(form.phone)) return 'phoneRequired';
  if (!isValidPhone(form.phone.trim())) return 'invalidPhone';
  if (form.password !== form.confirmPassword) return 'passwordMismatch';
  if (!isValidEmail(form.email.trim())) return 'invalidEmail';
  if (blank(form.name)) return 'nameRequired';
  if (form.password.length > APPLICATION_LIMITS.password || !isStrongPassword(form.password)) {
    return 'invalidPassword';
  }
  if (form.name.trim().length > APPLICATION_LIMITS.name) return 'tooLong';
  return null;
}

export type ContactChannel = 'PHONE' | 'EMAIL';

export type ContactForm = {
  channel: ContactChannel;
  name: string;
  phone?: string | null;
  email?: string | null;
  message: string;
};

/** The first failed rule of a contact form (by phone: phone rules; by e-mail: e-mail rules), or null. */
export function firstContactError(form: ContactForm): ApplicationRule | null {
  if (form.channel === 'PHONE') {
    const phone = (form.phone ?? '').trim();
    if (!phone) return 'phoneRequired';
    if (!isValidPhone(phone)) return 'invalidPhone';
  } else {
    const email = (form.email ?? '').trim();
    if (!email) return 'emailRequired';
    if (!isValidEmail(email)) return 'invalidEmail';
  }
  if (blank(form.name)) return 'nameRequired';
  if (blank(form.message)) return 'messageRequired';
  if (
    form.name.trim().length > APPLICATION_LIMITS.name ||
    form.message.trim().length > APPLICATION_LIMITS.message
  ) {
    return 'tooLong';
  }
  return null;
}

/** The API's English wording of each rule (the web shows its own translations of the same codes). */
export const APPLICATION_MESSAGES: Record<ApplicationRule, string> = {
  termsRequired: 'You must accept the terms and conditions',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Enter a valid phone number',
  passwordMismatch: 'Passwords do not match',
  invalidEmail: 'Enter a valid email',
  nameRequired: 'Name is required',
  invalidPassword:
    'Invalid Password: use at least 8 characters with 1 capital letter, 1 small letter and 1 number',
  emailRequired: 'Email is required',
  messageRequired: 'Message is required',
  tooLong: 'A field is too long',
};
