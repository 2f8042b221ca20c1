import { useRoutes } from 'react-router';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { CheckoutSkeleton } from '@/features/checkout/components/checkout-skeleton.tsx';
import { OrderDetailSkeleton } from '@/features/orders/order-detail-page.tsx';
import { withPageFrame, withStaffFrame } from '../router.tsx';

// Server only (docs/web-rendering.md "Signed-in screens"): what the first HTML of a screen the browser
// renders shows until the scripts take over — the top bar, the screen's heading and blocks the size of
// what is loading. The browser renders the page afresh (no hydration), so this never has to match it.
const spinner = (
  <PageContainer className="flex min-h-[60vh] items-center justify-center">
    <Spinner />
  </PageContainer>
);
const frameRoutes = [
  ...withStaffFrame([
    { path: 'console', element: spinner },
    { path: 'rider', element: spinner },
  ]),
  ...withPageFrame([
    { path: 'checkout', element: <CheckoutSkeleton restaurant={null} /> },
    { path: 'order-detail/:id', element: <OrderDetailSkeleton /> },
    { path: '*', element: spinner },
  ]),
];

export function SignedInFrame() {
  return useRoutes(frameRoutes);
}
