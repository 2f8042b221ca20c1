import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { parseEmail } from './account-inputs.ts';
import { findUserIdByEmail } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/**
 * emailExist (docs/product/accounts.md#sign-in): routes a known e-mail to sign-in, an unknown one to sign-up.
 */
export async function checkEmailExists(options: AccountsDeps & { email: string }) {
  const email = parseEmail(options.email);
  await enforceRateLimits({ ...options, checks: [{ rule: 'lookupPerIp', subject: options.clientIp }] });
  return { _id: await findUserIdByEmail(options.db, email) };
}
