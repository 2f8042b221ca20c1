import { type RouteObject, useRoutes } from 'react-router';
import { withStaffTexts as withTexts } from '@/lib/staff-texts.ts';
import { lazyRoute, textsModule } from './ssr/lazy-route.ts';

// The back office's routes (docs/admin.md), under /admin in the staff shell. This module is itself a
// lazy chunk (app/router.tsx mounts it at admin/*), so neither these routes nor the back office's texts
// reach the customer routes' first load; each section is a further chunk with its own texts.
const adminScreen = (file: string) => `src/features/admin/${file}`;

const AdminLayout = lazyRoute([adminScreen('admin-layout.tsx'), textsModule('admin')], () =>
  withTexts(import('@/features/admin/admin-layout.tsx'), 'admin'),
);
const AdminHome = lazyRoute(adminScreen('admin-home.tsx'), () => import('@/features/admin/admin-home.tsx'));
// sections: one lazyRoute each, below this line
const ApplicationsPage = lazyRoute(
  [adminScreen('applications/applications-page.tsx'), textsModule('adminPeople')],
  () => withTexts(import('@/features/admin/applications/applications-page.tsx'), 'adminPeople'),
);
const RidersPage = lazyRoute([adminScreen('riders/riders-page.tsx'), textsModule('adminPeople')], () =>
  withTexts(import('@/features/admin/riders/riders-page.tsx'), 'adminPeople'),
);
const ordersScreen = (file: string) => [`src/features/admin-orders/${file}`, textsModule('adminOrders')];
const AdminOrders = lazyRoute(ordersScreen('orders-page.tsx'), () =>
  withTexts(import('@/features/admin-orders/orders-page.tsx'), 'adminOrders'),
);
const AdminOrderDetail = lazyRoute(ordersScreen('order-detail-page.tsx'), () =>
  withTexts(import('@/features/admin-orders/order-detail-page.tsx'), 'adminOrders'),
);
const AdminAudit = lazyRoute(ordersScreen('audit-page.tsx'), () =>
  withTexts(import('@/features/admin-orders/audit-page.tsx'), 'adminOrders'),
);
const RestaurantsList = lazyRoute(
  [adminScreen('restaurants/restaurants-list-page.tsx'), textsModule('adminRestaurants')],
  () => withTexts(import('@/features/admin/restaurants/restaurants-list-page.tsx'), 'adminRestaurants'),
);
const RestaurantEdit = lazyRoute(
  [adminScreen('restaurants/restaurant-edit-page.tsx'), textsModule('adminRestaurants')],
  () => withTexts(import('@/features/admin/restaurants/restaurant-edit-page.tsx'), 'adminRestaurants'),
);
const AdminVouchers = lazyRoute(
  [adminScreen('vouchers/vouchers-page.tsx'), textsModule('adminSettings')],
  () => withTexts(import('@/features/admin/vouchers/vouchers-page.tsx'), 'adminSettings'),
);
const AdminSettings = lazyRoute(
  [adminScreen('settings/settings-page.tsx'), textsModule('adminSettings')],
  () => withTexts(import('@/features/admin/settings/settings-page.tsx'), 'adminSettings'),
);
const AdminMoney = lazyRoute([adminScreen('money/money-page.tsx'), textsModule('adminMoney')], () =>
  withTexts(import('@/features/admin/money/money-page.tsx'), 'adminMoney'),
);
const AdminZones = lazyRoute([adminScreen('zones/zones-screen.tsx'), textsModule('adminZones')], () =>
  withTexts(import('@/features/admin/zones/zones-screen.tsx'), 'adminZones'),
);
const AdminMenuEditor = lazyRoute(['src/app/admin-menu-editor.tsx', textsModule('menuEditor')], () =>
  withTexts(import('./admin-menu-editor.tsx'), 'menuEditor'),
);

// Reached signed out (SetPasswordApp below), so outside the layout, which needs an operator's profile.
const SetPasswordPage = lazyRoute(
  [adminScreen('set-password/set-password-page.tsx'), textsModule('admin')],
  () => withTexts(import('@/features/admin/set-password/set-password-page.tsx'), 'admin'),
);

const adminRoutes: RouteObject = {
  element: <AdminLayout />,
  children: [
    { index: true, element: <AdminHome /> },
    // sections: one route each, below this line
    { path: 'applications', element: <ApplicationsPage /> },
    { path: 'riders', element: <RidersPage /> },
    { path: 'orders', element: <AdminOrders /> },
    { path: 'orders/:id', element: <AdminOrderDetail /> },
    { path: 'audit', element: <AdminAudit /> },
    { path: 'restaurants', element: <RestaurantsList /> },
    { path: 'restaurants/new', element: <RestaurantEdit /> },
    { path: 'restaurants/:id', element: <RestaurantEdit /> },
    { path: 'vouchers', element: <AdminVouchers /> },
    { path: 'settings', element: <AdminSettings /> },
    { path: 'money', element: <AdminMoney /> },
    { path: 'zones', element: <AdminZones /> },
    { path: 'restaurants/:id/menu', element: <AdminMenuEditor /> },
  ],
};

/** /admin/set-password: mounted by app/router.tsx on its own path, outside the sign-in guard. */
export function SetPasswordApp() {
  return <SetPasswordPage />;
}

/** /admin/*: the back office's own route table, below the path the router matched. */
export default function AdminApp() {
  return useRoutes([adminRoutes]);
}
