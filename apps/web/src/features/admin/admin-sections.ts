import type { UserRole } from '@/gql/graphql.ts';

// The back office's sections (docs/admin.md), in the order of its navigation. The route table
// (app/admin-routes.tsx) mounts each at /admin/<path>; a section is listed here only once its screen
// works. `roles` mirror the API's permission table: support sees orders, customers and applications,
// never settings or money. The API refuses what a role may not do whatever the navigation shows.
export type AdminSection = {
  path: string;
  /** Its name in the navigation: a key under `nav.` of the `admin` texts. */
  label:
    | 'applications'
    | 'restaurants'
    | 'zones'
    | 'riders'
    | 'orders'
    | 'vouchers'
    | 'settings'
    | 'money'
    | 'audit';
  roles: readonly UserRole[];
};

export const OPERATOR_ONLY: readonly UserRole[] = ['ADMIN'];
export const OPERATOR_AND_SUPPORT: readonly UserRole[] = ['ADMIN', 'SUPPORT'];

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  // sections: one line each, in navigation order
  { path: 'orders', label: 'orders', roles: OPERATOR_AND_SUPPORT },
  { path: 'applications', label: 'applications', roles: OPERATOR_AND_SUPPORT },
  { path: 'restaurants', label: 'restaurants', roles: OPERATOR_AND_SUPPORT },
  { path: 'zones', label: 'zones', roles: OPERATOR_ONLY },
  { path: 'riders', label: 'riders', roles: OPERATOR_ONLY },
  { path: 'vouchers', label: 'vouchers', roles: OPERATOR_ONLY },
  { path: 'settings', label: 'settings', roles: OPERATOR_ONLY },
  { path: 'money', label: 'money', roles: OPERATOR_ONLY },
  { path: 'audit', label: 'audit', roles: OPERATOR_ONLY },
];

export const sectionsFor = (role: UserRole | null | undefined) =>
  role ? ADMIN_SECTIONS.filter((section) => section.roles.includes(role)) : [];
