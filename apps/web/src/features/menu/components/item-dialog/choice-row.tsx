import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';

/** One selectable line of the item dialog: control, title and price, all of it clickable. */
export function ChoiceRow({
  control,
  title,
  price,
  note,
}: {
  control: (id: string) => ReactNode;
  title: string;
  price?: string;
  /** Why the choice is unavailable (out of stock), shown after the title. */
  note?: string;
}) {
  const id = useId();
  return (
    <div className="relative flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-stone-200 has-[:checked]:bg-primary-50 has-[:checked]:ring-primary-600 has-[[data-state=checked]]:bg-primary-50 has-[[data-state=checked]]:ring-primary-600">
      {control(id)}
      <label htmlFor={id} className="flex flex-1 cursor-pointer items-center justify-between gap-3">
        <span className="text-stone-900">
          <bdi>{title}</bdi>
          {note && <span className="ms-2 text-xs font-semibold text-stone-700 uppercase">{note}</span>}
        </span>
        {price && (
          <span dir="ltr" className="shrink-0 text-sm text-stone-700 tabular-nums">
            {price}
          </span>
        )}
      </label>
    </div>
  );
}

/** The radio's look (inside a RadioGroup.Item with class `group`): a ring, filled when chosen. */
export function RadioDot() {
  return (
    <span className="flex size-5 items-center justify-center rounded-full border-2 border-stone-400 bg-white group-data-[state=checked]:border-primary-600">
      <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary-600" />
    </span>
  );
}
