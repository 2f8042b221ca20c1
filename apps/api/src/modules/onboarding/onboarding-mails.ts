import type { MailMessage } from '../../adapters/mail/mailer.ts';

// The decision mails (docs/admin.md "Applications"), plain text like the applications module's.

const PRODUCT = 'Open Food';

const signInUrl = (publicUrl: string | undefined) => `${publicUrl ?? ''}/login`;

export function vendorApprovedMail(options: {
  to: string;
  name: string;
  restaurantName: string;
  publicUrl: string | undefined;
}): MailMessage {
  return {
    to: options.to,
    subject: `Welcome to ${PRODUCT}: your restaurant account is ready`,
    text: [
      `Hello ${options.name},`,
      '',
      `Your application to sell on ${PRODUCT} was approved. Sign in with the e-mail and password you chose:`,
      signInUrl(options.publicUrl),
      '',
      `${options.restaurantName} starts as a draft: our team completes it with you before customers see it.`,
    ].join('\n'),
  };
}

export function riderApprovedMail(options: {
  to: string;
  name: string;
  publicUrl: string | undefined;
}): MailMessage {
  return {
    to: options.to,
    subject: `Welcome to ${PRODUCT}: you can start riding`,
    text: [
      `Hello ${options.name},`,
      '',
      `Your application to ride with ${PRODUCT} was approved. Sign in with the e-mail and password you chose,`,
      'then open the rider page and go online to see offers:',
      signInUrl(options.publicUrl),
    ].join('\n'),
  };
}

export function rejectedMail(options: {
  to: string;
  name: string;
  isRider: boolean;
  reason: string;
}): MailMessage {
  const what = options.isRider ? 'ride with' : 'sell on';
  return {
    to: options.to,
    subject: `Your application to ${what} ${PRODUCT}`,
    text: [
      `Hello ${options.name},`,
      '',
      `Thank you for applying to ${what} ${PRODUCT}. We cannot accept your application:`,
      '',
      options.reason,
      '',
      'You are welcome to apply again once this is resolved.',
    ].join('\n'),
  };
}
