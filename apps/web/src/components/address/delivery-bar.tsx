import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useLocationText } from '@/hooks/use-location-text.ts';

// The open panel (place search, geolocation, saved addresses and their mutations) is its own chunk,
// fetched on the first open. This button is part of the top bar, so of every page's first load: it
// is kept to a few hundred bytes (no icon modules; the chevron is drawn with CSS), page weight.
const DeliveryBarPanel = lazy(() => import('./delivery-bar-panel.tsx'));

/**
 * "Delivering to <address>" in the top bar (docs/product/screens.md#addresses): the
 * current location's text, or a prompt to set one; opens the panel below it.
 */
export function DeliveryBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { location } = useCurrentLocation();
  const text = useLocationText(location) || t('nav.setDeliveryLocation');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div ref={anchorRef} className={cn('relative min-w-0', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-10 w-full min-w-0 items-center gap-2 rounded-full px-3 text-start text-sm hover:bg-stone-100 lg:max-w-sm"
      >
        {/* No aria-label: the name is the visible words themselves (WCAG 2.5.3), joined by the space. */}
        <span className="shrink-0 text-stone-600">{t('nav.deliveringTo')}</span>{' '}
        <bdi className="min-w-0 truncate font-semibold text-stone-900">{text}</bdi>
        <span
          aria-hidden="true"
          className={cn(
            'shrink-0 border-x-[5px] border-t-[6px] border-x-transparent border-t-stone-600 transition-transform',
            isOpen && 'rotate-180',
          )}
        />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <DeliveryBarPanel id={panelId} anchorRef={anchorRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
