import type { Config } from '../../config.ts';
import type { ConfigurationRow } from '../catalog/catalog.repository.ts';

/** Which verification a code is for: the sign-up e-mail, the phone, or a password reset. */
export type VerificationFlow = 'EMAIL' | 'PHONE' | 'RESET';

/**
 * The single code accepted while configuration skips a verification
 * (docs/product/accounts.md#verification-codes), or undefined. It needs both the flag in the configuration
 * row and VERIFICATION_SKIP_CODE on the server (docs/product/changes-from-upstream.md#verification-codes). A
 * password reset is never skipped: it must prove the mailbox.
 */
export function verificationSkipCode({
  row,
  config,
  flow,
}: {
  row: Pick<ConfigurationRow, 'skipEmailVerification' | 'skipMobileVerification'>;
  config: Pick<Config, 'verificationSkipCode'>;
  flow: VerificationFlow | 'ANY';
}): string | undefined {
  const isSkipped =
    ((flow === 'EMAIL' || flow === 'ANY') && row.skipEmailVerification) ||
    ((flow === 'PHONE' || flow === 'ANY') && row.skipMobileVerification);
  return isSkipped ? config.verificationSkipCode : undefined;
}
