import type { Currency } from '@/hooks/use-currency.ts';
import { categoryAnchor } from '../hooks/use-active-category.ts';
import type { MenuCategory as MenuCategoryData } from '../hooks/use-restaurant.ts';
import { FoodCard } from './food-card.tsx';

type MenuCategoryProps = {
  category: MenuCategoryData;
  currency: Currency;
  onAdd: (foodId: string) => void;
  isClosed: boolean;
};

export function MenuCategory({ category, currency, onAdd, isClosed }: MenuCategoryProps) {
  const anchor = categoryAnchor(category._id);
  return (
    <section
      id={anchor}
      data-category-id={category._id}
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-48 lg:scroll-mt-36"
    >
      <h2
        id={`${anchor}-title`}
        tabIndex={-1}
        className="mb-4 text-2xl font-bold text-stone-900 outline-none"
      >
        <bdi>{category.title}</bdi>
      </h2>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {category.foods.map((food) => (
          <li key={food._id}>
            <FoodCard food={food} currency={currency} onAdd={() => onAdd(food._id)} isClosed={isClosed} />
          </li>
        ))}
      </ul>
    </section>
  );
}
