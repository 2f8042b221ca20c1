import type { MailMessage } from '../../adapters/mail/mailer.ts';

// The mails of this module, plain text. Never the password
// (docs/product/changes-from-upstream.md#applications): the team learns that one was chosen, and the
// applicant is reminded to keep it.

const PRODUCT = 'Open Food';

export type ApplicationSummary = {
  role: string;
  name: string;
  email: string;
  phone: string;
  details: Record<string, string>;
};

const detailLines = (details: Record<string, string>) =>
  Object.entries(details).map(([key, value]) => `${key}: ${value}`);

export function teamApplicationMail({
  to,
  application,
}: {
  to: string;
  application: ApplicationSummary;
}): MailMessage {
  return {
    to,
    subject: `New ${application.role}: ${application.name}`,
    text: [
      `A new application arrived (${application.role}).`,
      '',
      `Name: ${application.name}`,
      `E-mail: ${application.email}`,
      `Phone: ${application.phone}`,
      ...detailLines(application.details),
      '',
      'The applicant chose a password; it is stored hashed and is not part of this mail.',
    ].join('\n'),
  };
}

export function applicantMail({ application }: { application: ApplicationSummary }): MailMessage {
  const what = application.role === 'Driver Registration' ? 'ride with' : 'sell on';
  return {
    to: application.email,
    subject: `We received your application to ${what} ${PRODUCT}`,
    text: [
      `Hello ${application.name},`,
      '',
      `Thank you for applying to ${what} ${PRODUCT}. Our team will review your application and contact you`,
      `by e-mail or at ${application.phone}.`,
      '',
      'Keep the password you chose: you will sign in with it once your account is ready.',
      'If you did not apply, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function teamContactMail({
  to,
  contact,
}: {
  to: string;
  contact: { name: string; phone: string | null; email: string | null; message: string };
}): MailMessage {
  return {
    to,
    subject: `Contact message from ${contact.name}`,
    text: [
      `Name: ${contact.name}`,
      contact.phone ? `Phone: ${contact.phone} (asks to be called back)` : `E-mail: ${contact.email}`,
      '',
      contact.message,
    ].join('\n'),
  };
}

export function contactReceiptMail({ to, name }: { to: string; name: string }): MailMessage {
  return {
    to,
    subject: `We received your message`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for writing to ${PRODUCT}. Our team will answer you by e-mail soon.`,
    ].join('\n'),
  };
}

export function subscriptionMail({
  to,
  confirmUrl,
  unsubscribeUrl,
}: {
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  return {
    to,
    subject: `Confirm your ${PRODUCT} subscription`,
    text: [
      `Please confirm that you want ${PRODUCT} news at this address:`,
      confirmUrl,
      '',
      'Changed your mind? Unsubscribe at any time:',
      unsubscribeUrl,
      '',
      'If you did not subscribe, ignore this e-mail: nothing is sent until you confirm.',
    ].join('\n'),
    // The links are what make the subscription yours; a stored copy keeps neither once mail leaves.
    secrets: [confirmUrl, unsubscribeUrl],
  };
}
