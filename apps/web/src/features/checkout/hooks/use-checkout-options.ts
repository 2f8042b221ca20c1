import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@food/domain';
import { useEffect, useMemo, useState } from 'react';
import { type PlacedAddress, placeAddress } from '@/components/address/address-model.ts';
import type { Profile } from '@/hooks/use-profile.ts';
import { type CurrentLocation, writeLocation } from '@/lib/current-location.ts';
import { barLocationFor } from '../utils/bar-location.ts';
import { defaultTipPercent } from '../utils/checkout-totals.ts';
import { ASAP, type OrderTime } from '../utils/order-time.ts';
import type { Tips } from './use-checkout-data.ts';

function savedAddresses(profile: Profile | null): PlacedAddress[] {
  return (profile?.addresses ?? []).flatMap((address) => placeAddress(address) ?? []);
}

/**
 * The customer's choices on checkout: delivery or pick-up, order time, payment (COD by default), tip
 * (the second variation until they pick, docs/product/ordering.md#tips) and the delivery address — their
 * pick, else the saved address the current location came from, else the profile's selected one. The stored
 * current location follows that address, so the top bar shows where the order goes.
 */
export function useCheckoutOptions({
  tips,
  profile,
  location,
}: {
  tips: Tips;
  profile: Profile | null;
  location: CurrentLocation | null;
}) {
  const [isPickedUp, setPickedUp] = useState(false);
  const [orderTime, setOrderTime] = useState<OrderTime>(ASAP);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [tipChoice, setTipChoice] = useState<{ percent: number | null } | null>(null);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);

  const addresses = useMemo(() => savedAddresses(profile), [profile]);
  const address = useMemo(() => {
    const byId = (id: string | null | undefined) => addresses.find((a) => a._id === id);
    const selectedId = profile?.addresses.find((a) => a.selected)?._id;
    return byId(chosenAddressId) ?? byId(location?._id) ?? byId(selectedId) ?? null;
  }, [addresses, chosenAddressId, location?._id, profile]);
  // The bar's "Delivering to" names the address this order goes to (not a device position).
  const barLocation = useMemo(
    () => barLocationFor(isPickedUp ? null : address, location),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the location matters by its id only
    [isPickedUp, address, location?._id],
  );
  useEffect(() => {
    if (barLocation) writeLocation(barLocation);
  }, [barLocation]);

  const tipPercent = !tips?.enabled ? null : tipChoice ? tipChoice.percent : defaultTipPercent(tips);
  return {
    isPickedUp,
    setPickedUp,
    orderTime,
    setOrderTime,
    paymentMethod,
    setPaymentMethod,
    tipPercent,
    setTipPercent: (percent: number | null) => setTipChoice({ percent }),
    address,
    chooseAddress: (chosen: PlacedAddress) => setChosenAddressId(chosen._id),
  };
}

export type CheckoutOptions = ReturnType<typeof useCheckoutOptions>;
