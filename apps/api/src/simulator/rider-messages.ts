// What the simulated rider writes in the order chat (docs/product/screens.md#order-detail).

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export function greeting({
  customerName,
  riderName,
  restaurantName,
}: {
  customerName: string;
  riderName: string;
  restaurantName: string;
}): string {
  return `Hi ${firstName(customerName)}, I'm ${firstName(riderName)}. I'll bring your order from ${restaurantName}.`;
}

/** A short friendly answer; what the rider is doing decides which. */
export function reply({ pickedUp, restaurantName }: { pickedUp: boolean; restaurantName: string }): string {
  return pickedUp
    ? "Thanks! I have your order and I'm on my way to you."
    : `Thanks! I'm heading to ${restaurantName} to collect your order.`;
}
