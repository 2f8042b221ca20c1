import { useEffect, useMemo, useState } from 'react';
import { debounce } from '@/lib/debounce.ts';

/** `value`, but only after it has stopped changing for `ms` milliseconds. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const debounced = useMemo(() => debounce((next: T) => setSettled(() => next), ms), [ms]);
  useEffect(() => {
    debounced.call(value);
  }, [debounced, value]);
  useEffect(() => debounced.cancel, [debounced]);
  return settled;
}
