import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/components/ui/cn.ts';

export type TabKey = 'active' | 'past';

type Tab = { key: TabKey; label: string; panel: ReactNode };

const tabClasses =
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 sm:flex-none';

/**
 * The WAI-ARIA tabs pattern, small enough for the /orders first load (a tabs library costs ~10 KB
 * gzip): one tab in the Tab order, arrow keys (mirrored in right-to-left layouts), Home and End move
 * and select; each panel is labelled by its tab.
 */
export function OrderTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly Tab[];
  selected: TabKey;
  onSelect: (key: TabKey) => void;
}) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number;
    if (event.key in step) next = (index + step[event.key]! + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-2 rounded-full bg-white p-1 ring-1 ring-stone-200 sm:inline-flex"
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                tabClasses,
                isSelected ? 'bg-primary-600 text-white' : 'text-stone-700 hover:bg-stone-100',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
        >
          {tab.key === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
