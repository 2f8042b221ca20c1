import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { type SavedAddress, draftFor, newDraft } from './address-model.ts';
import type { EditorStep } from './address-editor-dialogs.tsx';
import { LazyDeleteAddressDialog } from './lazy-delete-address-dialog.tsx';

// The dialogs (and the dialog library with them) load when a flow starts, not with the lists that
// offer it: checkout and profile stay within the first-load budget (docs/architecture.md#quality-bars).
const AddressEditorDialogs = lazy(() => import('./address-editor-dialogs.tsx'));

/**
 * Adding, editing or deleting an address from a list of saved-address cards (the profile's and the
 * checkout's). Adding and editing follow docs/product/ordering.md#saved-addresses: a new address starts in
 * the location dialog and continues in the form; an existing one opens the form, whose edit button goes
 * back to the location dialog. When the flow ends focus returns to the button that started it.
 * Deleting asks for a confirmation; focus then moves to the list's add button (`addRef`), since the
 * card that started it is gone. `element` renders whichever dialog is open.
 */
export function useAddressEditor(onSaved?: (addresses: readonly SavedAddress[]) => void) {
  const { location } = useCurrentLocation();
  const [step, setStep] = useState<EditorStep | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);

  const start = (next: EditorStep) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setStep(next);
  };
  const finish = useCallback(() => {
    setStep(null);
    // After the dialog's own focus handling, which may point at the other (now closed) dialog.
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
    });
  }, []);

  const element = (
    <>
      {step && (
        <Suspense fallback={null}>
          <AddressEditorDialogs step={step} setStep={setStep} finish={finish} onSaved={onSaved} />
        </Suspense>
      )}
      <LazyDeleteAddressDialog
        address={toDelete}
        onClose={() => setToDelete(null)}
        focusAfterDelete={addRef}
      />
    </>
  );

  return {
    startAdd: () => start({ kind: 'location', draft: newDraft(location) }),
    startEdit: (address: SavedAddress) => start({ kind: 'form', draft: draftFor(address) }),
    startDelete: setToDelete,
    addRef,
    element,
  };
}
