import { useId } from 'react';

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/**
 * The back office's search box: a labelled native search input (Escape and the browser's own clear
 * button empty it). Its own rather than the customer list's SearchField, whose chunk would otherwise be
 * split out of the restaurant list's first load to be shared with these screens.
 */
export function AdminSearch({ label, placeholder, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-full border border-stone-300 bg-white px-4 text-stone-900 placeholder:text-stone-500 focus:border-primary-600"
      />
    </div>
  );
}
