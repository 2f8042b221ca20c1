import type { RouteObject } from 'react-router';
import { loadNamespace, type Namespace } from '@/lib/i18n.ts';
import { lazyRoute, textsModule } from './ssr/lazy-route.ts';

// The back office's routes (docs/admin.md), under /admin in the staff shell. Each section is its own
// chunk with its own texts; nothing here reaches the customer routes' first load.
const withTexts = <T,>(screen: Promise<T>, ...namespaces: Namespace[]) =>
  Promise.all([screen, ...namespaces.map(loadNamespace)]).then(([m]) => m);
const adminScreen = (file: string) => `src/features/admin/${file}`;

const AdminLayout = lazyRoute([adminScreen('admin-layout.tsx'), textsModule('admin')], () =>
  withTexts(import('@/features/admin/admin-layout.tsx'), 'admin'),
);
const AdminHome = lazyRoute(adminScreen('admin-home.tsx'), () => import('@/features/admin/admin-home.tsx'));
// sections: one lazyRoute each, below this line
const AdminMenuEditor = lazyRoute(['src/app/admin-menu-editor.tsx', textsModule('menuEditor')], () =>
  withTexts(import('./admin-menu-editor.tsx'), 'menuEditor'),
);

export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminLayout />,
  children: [
    { index: true, element: <AdminHome /> },
    // sections: one route each, below this line
    { path: 'restaurants/:id/menu', element: <AdminMenuEditor /> },
  ],
};
