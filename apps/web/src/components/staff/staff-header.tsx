import { type ReactNode, createContext, useContext } from 'react';
import { createPortal } from 'react-dom';

/** The place in the staff shell's header that the open screen fills (docs/product/screens.md#staff-apps). */
export const StaffHeaderSlot = createContext<HTMLElement | null>(null);

/**
 * What a staff screen shows in the shell's header: its name and state (the restaurant and whether it
 * takes orders, the rider and whether they are online). Drawn into the header, beside the staff
 * member's menu; nothing outside the staff shell.
 */
export function StaffHeading({ children }: { children: ReactNode }) {
  const slot = useContext(StaffHeaderSlot);
  return slot ? createPortal(children, slot) : null;
}
