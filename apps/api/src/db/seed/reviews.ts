// Seeded reviews: 0–25 per restaurant from the reviewer accounts, mostly 3–5 stars, all in the past.
// Seeded reviews have no order (orderId null).
import type { reviews } from '../schema/index.ts';
import type { Rng } from './random.ts';

type ReviewRow = typeof reviews.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

// {food} is replaced with one of the restaurant's food titles.
const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Absolutely loved the {food}. Hot, fresh and right on time.',
    'Best {food} I have had in Islamabad, hands down.',
    'Rider was polite and the food was perfect. Ordering again this weekend!',
    'Generous portions and great packaging. Highly recommended.',
    'The {food} was amazing, the whole family enjoyed it.',
    'Consistently excellent. Never disappointed.',
  ],
  4: [
    'Really good {food}, delivery was a few minutes late.',
    'Tasty and well packed. Would order again.',
    'Solid {food}, good value for money.',
    'Great flavour, could use a little more seasoning.',
    'Food was fresh and the rider called ahead. Nice.',
  ],
  3: [
    'Decent {food} but nothing special.',
    'Food was okay, arrived lukewarm.',
    'Average. Portion size was smaller than expected.',
    'The {food} was fine, the sides were forgettable.',
  ],
  2: [
    'The {food} was cold when it arrived.',
    'Took over an hour. Taste was fine though.',
    'Too salty for me, and the order was missing a drink.',
  ],
  1: ['Wrong order delivered and it took ages to sort out.', 'Very oily {food}, not ordering again.'],
};

/** "Chicken biryani" -> "chicken biryani"; names like "Margalla Supreme" or "BBQ Ranch" stay as they are. */
const inSentence = (title: string) =>
  /[A-Z]/.test(title.slice(1)) ? title : title[0]!.toLowerCase() + title.slice(1);

export type ReviewSummary = { count: number; average: number };

export function buildReviews(ctx: {
  rng: Rng;
  newId: () => string;
  now: Date;
  restaurantId: string;
  reviewerIds: readonly string[];
  foodTitles: readonly string[];
  minimum?: number;
  out: ReviewRow[];
}): ReviewSummary {
  const { rng } = ctx;
  const count = Math.max(ctx.minimum ?? 0, rng.int(0, 25));
  // Each restaurant has its own typical quality; individual ratings scatter around it.
  const quality = rng.float(3.3, 4.8);
  const reviewers = rng.shuffle(ctx.reviewerIds);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
    const rating = Math.min(5, Math.max(1, Math.round(quality + noise)));
    total += rating;
    const food = rng.pick(ctx.foodTitles);
    const template = rng.pick(TEXTS[rating]!);
    const description = template.replace('{food}', inSentence(food));
    ctx.out.push({
      id: ctx.newId(),
      orderId: null,
      restaurantId: ctx.restaurantId,
      userId: reviewers[i % reviewers.length]!,
      rating,
      description,
      createdAt: new Date(ctx.now.getTime() - rng.int(1, 365) * DAY_MS - rng.int(0, 24 * 60) * 60_000),
    });
  }
  return { count, average: count ? total / count : 0 };
}
