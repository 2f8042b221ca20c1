import { useTranslation } from '@/hooks/use-translation.ts';
import { Pencil, Trash2 } from '@/components/ui/icons.ts';
import { addressLabelText } from './address-label-text.ts';
import type { SavedAddress } from './address-model.ts';

type AddressCardActionsProps = {
  address: SavedAddress;
  onEdit: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
};

/** The edit and delete icon buttons of a saved-address card, named after the address they act on. */
export function AddressCardActions({ address, onEdit, onDelete }: AddressCardActionsProps) {
  const { t } = useTranslation('addresses');
  const name = `${addressLabelText(t, address.label)}, ${address.deliveryAddress}`;
  const classes =
    'flex size-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100';
  return (
    <div className="flex shrink-0 items-center gap-1 self-start">
      <button
        type="button"
        aria-label={t('list.edit', { name })}
        title={t('list.editShort')}
        onClick={() => onEdit(address)}
        className={classes}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('list.delete', { name })}
        title={t('list.deleteShort')}
        onClick={() => onDelete(address)}
        className={`${classes} hover:text-red-700`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The three lines of a saved address: label, address text and details. */
export function AddressText({ address }: { address: SavedAddress }) {
  const { t } = useTranslation('addresses');
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-semibold text-stone-900">{addressLabelText(t, address.label)}</span>
      {/* Blocks in the page's direction (aligned to its start), the words isolated in their own. */}
      <span className="block text-sm break-words text-stone-700">
        <bdi>{address.deliveryAddress}</bdi>
      </span>
      {address.details && (
        <span className="block text-sm break-words text-stone-600">
          <bdi>{address.details}</bdi>
        </span>
      )}
    </span>
  );
}
