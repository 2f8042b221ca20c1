import type { AddressDraft, SavedAddress } from './address-model.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';
import { LocationDialog } from './location-dialog.tsx';

/** `fromForm`: the location dialog was opened by the form's edit button, so closing it goes back there. */
export type EditorStep = { kind: 'location' | 'form'; draft: AddressDraft; fromForm?: boolean };

type AddressEditorDialogsProps = {
  step: EditorStep;
  setStep: (step: EditorStep) => void;
  finish: () => void;
  onSaved?: (addresses: readonly SavedAddress[]) => void;
};

/** The location dialog and the address form of one add/edit flow (loaded when a flow starts). */
export default function AddressEditorDialogs({ step, setStep, finish, onSaved }: AddressEditorDialogsProps) {
  return (
    <>
      <LocationDialog
        open={step.kind === 'location'}
        onOpenChange={(open) => {
          if (open) return;
          if (step.fromForm) setStep({ kind: 'form', draft: step.draft });
          else finish();
        }}
        initial={step.draft}
        onSubmit={(picked) => setStep({ kind: 'form', draft: { ...step.draft, ...picked } })}
      />
      <AddressFormDialog
        open={step.kind === 'form'}
        onOpenChange={(open) => !open && finish()}
        draft={step.draft}
        onEditLocation={(draft) => setStep({ kind: 'location', draft, fromForm: true })}
        onSaved={(addresses) => {
          finish();
          onSaved?.(addresses);
        }}
      />
    </>
  );
}
