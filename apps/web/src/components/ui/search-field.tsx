import { useRef } from 'react';
import { cn } from './cn.ts';
import { Search, X } from './icons.ts';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A labelled search input with a clear button shown only while it has text
 * (docs/product/screens.md#restaurant-list).
 */
export function SearchField({ label, placeholder, clearLabel, value, onChange }: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="relative">
      <label className="sr-only" htmlFor="restaurant-search">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
      />
      <input
        ref={inputRef}
        id="restaurant-search"
        type="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'h-12 w-full rounded-full border border-stone-300 bg-white ps-12 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-primary-600 [&::-webkit-search-cancel-button]:hidden',
          value === '' ? 'pe-4' : 'pe-12',
        )}
      />
      {value !== '' && (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
          className="absolute end-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}
