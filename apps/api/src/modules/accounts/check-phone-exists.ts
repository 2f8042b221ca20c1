import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { parsePhone } from './account-inputs.ts';
import { findUserIdByPhone } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/**
 * phoneExist (docs/product/api.md#accounts): the sign-up and phone screens check a number before using it.
 */
export async function checkPhoneExists(options: AccountsDeps & { phone: string }) {
  const phone = parsePhone(options.phone);
  await enforceRateLimits({ ...options, checks: [{ rule: 'lookupPerIp', subject: options.clientIp }] });
  return { _id: await findUserIdByPhone(options.db, phone) };
}
