import { type ComponentProps, Suspense, lazy } from 'react';

const DeleteAddressDialog = lazy(() =>
  import('./delete-address-dialog.tsx').then((m) => ({ default: m.DeleteAddressDialog })),
);

/** The delete confirmation, loaded the first time an address is about to be deleted. */
export function LazyDeleteAddressDialog(props: ComponentProps<typeof DeleteAddressDialog>) {
  if (!props.address) return null;
  return (
    <Suspense fallback={null}>
      <DeleteAddressDialog {...props} />
    </Suspense>
  );
}
