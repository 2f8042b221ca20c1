import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  ConsoleMenuDocument,
  ConsolePauseRestaurantDocument,
  ConsoleSetFoodStockDocument,
  ConsoleSetOptionStockDocument,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

type Props = { restaurant: { _id: string; isAvailable: boolean } };

/** Pause (busy) and the stock of every food and add-on option; each switch saves at once. */
export function MenuStock({ restaurant }: Props) {
  const { t } = useTranslation('console');
  const [{ data, error }] = useTypedQuery({
    query: ConsoleMenuDocument,
    variables: { id: restaurant._id },
    requestPolicy: 'network-only',
  });
  const [pausing, pause] = useTypedMutation(ConsolePauseRestaurantDocument);
  const [foodState, setFood] = useTypedMutation(ConsoleSetFoodStockDocument);
  const [optionState, setOption] = useTypedMutation(ConsoleSetOptionStockDocument);
  const failure = pausing.error ?? foodState.error ?? optionState.error ?? error;
  const paused = !restaurant.isAvailable;
  // The answers carry no Restaurant, so the menu query is not refetched: each answer is kept here.
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const mark = (result: { data?: { _id: string; isOutOfStock: boolean } | undefined }) => {
    if (result.data) setMarks((current) => ({ ...current, [result.data!._id]: result.data!.isOutOfStock }));
  };
  const stockOf = (item: { _id: string; isOutOfStock: boolean }) => marks[item._id] ?? item.isOutOfStock;

  return (
    <div className="space-y-6">
      <section className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-lg font-bold text-stone-900">{t('menu.busyTitle')}</h2>
        <p className="text-sm text-stone-700">{t('menu.busyText')}</p>
        {/* The button names what it does now: pause while open, resume while paused. */}
        <Button
          variant={paused ? 'primary' : 'secondary'}
          disabled={pausing.fetching}
          onClick={() => void pause({ restaurant: restaurant._id, paused: !paused })}
        >
          {paused ? t('menu.resume') : t('menu.pause')}
        </Button>
        <p className="text-sm font-semibold text-stone-900" aria-live="polite">
          {paused ? t('menu.pausedNow') : t('menu.takingOrders')}
        </p>
      </section>
      {failure && <Alert>{t('actions.failed', { message: errorMessage(failure) })}</Alert>}
      {data?.restaurant.categories.map((category) => (
        <section key={category._id} className="space-y-2">
          <h2 className="text-lg font-bold text-stone-900">
            <bdi>{category.title}</bdi>
          </h2>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            {category.foods.map((food) => (
              <StockRow
                key={food._id}
                title={food.title}
                isOutOfStock={stockOf(food)}
                onToggle={() =>
                  void setFood({ food: food._id, outOfStock: !stockOf(food) }).then((r) =>
                    mark({ data: r.data?.setFoodOutOfStock }),
                  )
                }
              />
            ))}
          </ul>
        </section>
      ))}
      {data && data.restaurant.options.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-lg font-bold text-stone-900">{t('menu.options')}</h2>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            {data.restaurant.options.map((option) => (
              <StockRow
                key={option._id}
                title={option.title}
                isOutOfStock={stockOf(option)}
                onToggle={() =>
                  void setOption({ option: option._id, outOfStock: !stockOf(option) }).then((r) =>
                    mark({ data: r.data?.setOptionOutOfStock }),
                  )
                }
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function StockRow({
  title,
  isOutOfStock,
  onToggle,
}: {
  title: string;
  isOutOfStock: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <label htmlFor={id} className={isOutOfStock ? 'text-stone-600 line-through' : 'text-stone-900'}>
        <bdi>{title}</bdi>
        <span className="sr-only"> {t('menu.inStock')}</span>
      </label>
      <span className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <span aria-hidden="true">{isOutOfStock ? t('menu.outOfStock') : t('menu.inStock')}</span>
        <input
          id={id}
          type="checkbox"
          checked={!isOutOfStock}
          onChange={onToggle}
          className="size-5 accent-primary-600"
        />
      </span>
    </li>
  );
}
