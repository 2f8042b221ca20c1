import { paths } from './paths.ts';

/** The app a staff account works in (docs/product/screens.md#staff-apps); none for a customer. */
export function staffHome(role: string | null | undefined): string | null {
  if (role === 'RESTAURANT') return paths.console;
  if (role === 'RIDER') return paths.rider;
  if (role === 'ADMIN' || role === 'SUPPORT') return paths.admin;
  return null;
}
