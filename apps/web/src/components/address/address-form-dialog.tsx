import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Field, FieldError } from '@/components/forms/field.tsx';
import { MapView } from '@/components/map/map-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Pencil } from '@/components/ui/icons.ts';
import { ADDRESS_LABELS, type AddressDraft, type SavedAddress, addressProblem } from './address-model.ts';
import { useAddressActions } from './use-address-actions.ts';

/** The address form's map zoom (docs/product/limits.md#maps-and-layout). */
export const ADDRESS_FORM_ZOOM = 17;

type AddressFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: AddressDraft;
  /** The edit button: back to the location dialog with what the form holds so far. */
  onEditLocation: (draft: AddressDraft) => void;
  onSaved: (addresses: readonly SavedAddress[]) => void;
};

/**
 * The address form (docs/product/screens.md#addresses, docs/product/validation.md#addresses): a static map of
 * the chosen point, the address text (editable, trimmed), an edit button reopening the location dialog, the
 * delivery-details field with its helper text, a Home / Work / Other label (Home by default) and submit.
 * Creates without an id, edits with one.
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  draft,
  onEditLocation,
  onSaved,
}: AddressFormDialogProps) {
  const { t } = useTranslation('addresses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" closeLabel={t('common.close')}>
        {open && <AddressForm draft={draft} onEditLocation={onEditLocation} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({
  draft,
  onEditLocation,
  onSaved,
}: Omit<AddressFormDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('addresses');
  const { save, isSaving } = useAddressActions();
  const [deliveryAddress, setDeliveryAddress] = useState(draft.deliveryAddress);
  const [details, setDetails] = useState(draft.details);
  const [label, setLabel] = useState(draft.label);
  const [message, setMessage] = useState<string | null>(null);
  const current: AddressDraft = { ...draft, deliveryAddress, details, label };
  const hasPoint = draft.latitude !== null && draft.longitude !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const problem = addressProblem(current);
    if (problem) return setMessage(t(`validation.${problem}`));
    const addresses = await save(current);
    if (addresses) onSaved(addresses);
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4 overflow-y-auto p-5 sm:p-6">
      <div className="pe-12">
        <DialogTitle>{t(draft._id ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm">{t('form.description')}</DialogDescription>
      </div>
      {hasPoint && (
        <MapView
          label={t('form.mapLabel', { address: deliveryAddress })}
          center={{ latitude: draft.latitude!, longitude: draft.longitude! }}
          zoom={ADDRESS_FORM_ZOOM}
          markers={[
            {
              id: 'address-point',
              position: { latitude: draft.latitude!, longitude: draft.longitude! },
              label: t('location.pinLabel'),
              kind: 'home',
            },
          ]}
          isStatic
          controls={{ zoom: false }}
          className="h-40 shrink-0"
        />
      )}
      <div className="flex items-end gap-2">
        <Field
          className="min-w-0 flex-1"
          label={t('form.addressLabel')}
          value={deliveryAddress}
          onChange={(event) => {
            setDeliveryAddress(event.target.value);
            setMessage(null);
          }}
          autoComplete="street-address"
        />
        <Button
          variant="secondary"
          onClick={() => onEditLocation(current)}
          className="h-12 max-sm:w-12 max-sm:px-0"
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('form.editLocation')}</span>
        </Button>
      </div>
      <Field
        label={t('form.detailsLabel')}
        hint={t('form.deliveryDetailError')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-stone-800">{t('form.labelLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_LABELS.map((choice) => (
            <label
              key={choice}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                label === choice
                  ? 'border-primary-600 bg-primary-50 text-primary-800'
                  : 'border-stone-300 text-stone-800',
              )}
            >
              <input
                type="radio"
                name="address-label"
                value={choice}
                checked={label === choice}
                onChange={() => setLabel(choice)}
                className="accent-primary-600"
              />
              {t(`labels.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div role="alert" className="empty:hidden">
        {message && <FieldError>{message}</FieldError>}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSaving} aria-busy={isSaving}>
        {isSaving ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
