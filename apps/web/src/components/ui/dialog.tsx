// Styled Radix dialog parts: focus trapped inside, Escape and the overlay close, focus returns to the
// element that opened it. Only imported by lazily loaded dialogs, so Radix never reaches the entry chunk.
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ReactNode, useRef } from 'react';
import { cn } from './cn.ts';
import { X } from './icons.ts';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const layouts = {
  /** A centred card. */
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl max-h-[calc(100dvh-2rem)]',
  /** A bottom sheet on phones, a centred card from the md breakpoint. */
  sheet:
    'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[calc(100%-2rem)] md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:max-h-[calc(100dvh-4rem)]',
} as const;

type DialogContentProps = Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> & {
  layout?: keyof typeof layouts;
  /** Accessible name of the corner close button; no button without it. */
  closeLabel?: string;
  children: ReactNode;
};

export function DialogContent({
  layout = 'center',
  closeLabel,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix returns focus to a Dialog.Trigger; these dialogs are opened from code (a card's add button,
  // a confirmation), so focus goes back to whatever was focused when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 flex flex-col overflow-hidden bg-white text-stone-900 shadow-2xl outline-none',
          layouts[layout],
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
        {...props}
      >
        {children}
        {closeLabel && (
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute end-3 top-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-200 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-xl font-bold text-stone-900', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-stone-600', className)} {...props} />;
}
