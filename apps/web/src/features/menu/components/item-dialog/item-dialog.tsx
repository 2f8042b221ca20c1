import { type Menu, QUANTITY_MIN, buildCartLine, findFood, findVariation, formatMoney } from '@food/domain';
import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ClearCartDialog } from '@/components/cart/clear-cart-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { cartStore } from '@/lib/cart/cart-store.ts';
import { MediaImage } from '@/components/images/media-image.tsx';
import { foodImageSize } from '@/lib/image-sizes.ts';
import { type CartRestaurant, holdsOtherRestaurant } from '@/lib/cart/stored-cart.ts';
import { showToast } from '@/lib/toast.ts';
import {
  canAddSelection,
  checkGroup,
  chooseVariation,
  chosenOptions,
  initialSelection,
  offeredGroups,
  selectionPrice,
  toggleOption,
  withInstructions,
  withQuantity,
} from '../../utils/item-selection.ts';
import { AddonGroup } from './addon-group.tsx';
import { SpecialInstructionsField } from './special-instructions-field.tsx';
import { VariationPicker } from './variation-picker.tsx';

export type ItemDialogProps = {
  menu: Menu;
  foodId: string;
  restaurant: CartRestaurant;
  /** Server-evaluated; while closed nothing can be added (docs/product/ordering.md#closed-restaurants). */
  isOpen: boolean;
  currency: Currency;
  onClose: () => void;
};

/**
 * The item dialog (docs/product/screens.md#restaurant-page), for every food (one path, whatever its options).
 */
export function ItemDialog({ menu, foodId, restaurant, isOpen, currency, onClose }: ItemDialogProps) {
  const { t } = useTranslation('menu');
  const food = findFood(menu, foodId);
  const [selection, setSelection] = useState(() => (food ? initialSelection(food) : null));
  const [confirmingSwitch, setConfirmingSwitch] = useState(false);
  if (!food || !selection) return null;

  const variation = findVariation(food, selection.variationId);
  const groups = offeredGroups(menu, variation);
  const price = selectionPrice(menu, food, selection);
  const isValid = canAddSelection(menu, food, selection);
  const cartRestaurantName = cartStore.getSnapshot().restaurant?.name;

  const commit = (replaceCart: boolean) => {
    const line = buildCartLine({ menu, foodId, ...selection });
    if (!line) return;
    cartStore.add({ restaurant, line, replaceCart });
    showToast('success', t('menu.item.added', { title: line.title }));
    onClose();
  };
  const requestAdd = () => {
    if (holdsOtherRestaurant(cartStore.getSnapshot().cart, restaurant.id)) setConfirmingSwitch(true);
    else commit(false);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        layout="sheet"
        closeLabel={t('menu.item.close')}
        {...(food.description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="min-h-0 flex-1 overflow-y-auto">
          {food.image && (
            <MediaImage
              src={food.image}
              sizes="(min-width:768px) 512px,100vw"
              {...foodImageSize}
              className="aspect-[16/9] w-full object-cover"
            />
          )}
          <div className="space-y-6 p-5">
            <div className="space-y-2 pe-10">
              <DialogTitle className="text-2xl">
                <bdi>{food.title}</bdi>
              </DialogTitle>
              {food.description && (
                <DialogDescription>
                  <bdi>{food.description}</bdi>
                </DialogDescription>
              )}
              {variation && (
                <p className="flex items-baseline gap-2 text-lg font-semibold">
                  {formatMoney(variation.price, currency)}
                  {variation.discounted !== null && variation.discounted > variation.price && (
                    <s className="text-sm font-normal text-stone-600">
                      {formatMoney(variation.discounted, currency)}
                    </s>
                  )}
                </p>
              )}
            </div>
            {food.variations.length > 1 && (
              <VariationPicker
                variations={food.variations}
                value={selection.variationId}
                onChange={(id) => setSelection(chooseVariation(selection, food, id))}
                currency={currency}
              />
            )}
            {groups.map(({ addon, options }) => {
              const check = checkGroup(selection, addon);
              return (
                <AddonGroup
                  key={addon._id}
                  addon={addon}
                  options={options}
                  chosen={chosenOptions(selection, addon._id)}
                  problem={check.ok ? null : check.reason}
                  onToggle={(optionId) => setSelection(toggleOption(selection, addon, optionId))}
                  currency={currency}
                />
              );
            })}
            <SpecialInstructionsField
              value={selection.specialInstructions}
              onChange={(text) => setSelection(withInstructions(selection, text))}
            />
          </div>
        </div>
        <div className="space-y-2 border-t border-stone-200 bg-white p-4">
          {(!isOpen || !isValid) && (
            <p role="note" className="text-sm font-medium text-stone-700">
              {!isOpen ? t('menu.item.closedCannotAdd') : t('menu.item.completeChoices')}
            </p>
          )}
          <div className="flex items-center gap-3">
            <QuantityStepper
              quantity={selection.quantity}
              label={t('menu.item.quantity')}
              increaseLabel={t('menu.item.increase')}
              decreaseLabel={t('menu.item.decrease')}
              canDecrement={selection.quantity > QUANTITY_MIN}
              onIncrement={() => setSelection(withQuantity(selection, selection.quantity + 1))}
              onDecrement={() => setSelection(withQuantity(selection, selection.quantity - 1))}
            />
            <Button
              size="lg"
              className="flex-1 justify-between"
              disabled={!isOpen || !isValid}
              onClick={requestAdd}
            >
              <span>{t('menu.item.addToCart')}</span>
              <span className="tabular-nums">{formatMoney(price.total, currency)}</span>
            </Button>
          </div>
        </div>
      </DialogContent>
      <ClearCartDialog
        open={confirmingSwitch}
        restaurantName={cartRestaurantName}
        onCancel={() => setConfirmingSwitch(false)}
        onConfirm={() => {
          setConfirmingSwitch(false);
          commit(true);
        }}
      />
    </Dialog>
  );
}

export default ItemDialog;
