import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { SmsMessage } from '../../adapters/sms/sms-sender.ts';
import { CODE_TTL_MINUTES } from './verification-codes.ts';

// What the user receives: plain, friendly, and the code marked secret so no stored copy keeps it
// once mail or SMS really leaves the server (adapters/outbox).

const PRODUCT = 'Open Food';

export function signUpCodeMail({ to, code }: { to: string; code: string }): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} verification code`,
    text: [
      `Welcome to ${PRODUCT}!`,
      '',
      `Your ${PRODUCT} verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask for this code, you can ignore this e-mail.',
    ].join('\n'),
    secrets: [code],
  };
}

export function resetCodeMail({ to, code }: { to: string; code: string }): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Your ${PRODUCT} password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    ].join('\n'),
    secrets: [code],
  };
}

export function phoneCodeSms({ to, code }: { to: string; code: string }): SmsMessage {
  return {
    to,
    text: `Your ${PRODUCT} verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
    secrets: [code],
  };
}
