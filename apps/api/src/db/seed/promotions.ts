// Platform settings (configuration, zones, tips, taxes, coupons) and home-page groupings
// (offers and sections).
import type {
  configuration,
  coupons,
  offerRestaurants,
  offers,
  sectionRestaurants,
  sections,
  taxes,
  tips,
  zones,
} from '../schema/index.ts';
import { DEMO_COUPONS } from './constants.ts';
import type { Rng } from './random.ts';

export function buildSettings(newId: () => string) {
  const configurationRow: typeof configuration.$inferInsert = {
    id: newId(),
    currency: 'USD',
    currencySymbol: '$',
    deliveryRate: 150, // $1.50 per km
    costType: 'perKM',
    minimumDeliveryFee: 0,
    // The ledger's split (docs/money.md#the-split): 15 % commission, riders earn $2.00 a delivery
    // plus $0.40 a km, so statements and rider earnings show money in the demo.
    defaultCommissionBp: 1500,
    riderFeePerDelivery: 200,
    riderFeePerKm: 40,
    skipEmailVerification: false,
    skipMobileVerification: false,
    smsEnabled: false,
  };
  const central = {
    id: newId(),
    title: 'Islamabad Central',
    description: 'Central sectors of Islamabad (E, F and G)',
    tax: 5,
    isActive: true,
  };
  const outer = {
    id: newId(),
    title: 'Twin Cities Outer',
    description: 'Outer sectors of Islamabad and Rawalpindi',
    tax: 8,
    isActive: true,
  };
  const zoneRows: (typeof zones.$inferInsert)[] = [central, outer];
  const tipRows: (typeof tips.$inferInsert)[] = [
    { id: newId(), tipVariations: [5, 10, 15, 20], enabled: true },
  ];
  const taxRows: (typeof taxes.$inferInsert)[] = [{ id: newId(), taxationCharges: 5, enabled: true }];
  // docs/admin.md "Vouchers": percent codes without limits (the demo customer reuses them), a fixed
  // amount with a minimum order, one use per customer and a total limit, and a disabled code.
  const couponRows: (typeof coupons.$inferInsert)[] = [
    { id: newId(), title: DEMO_COUPONS.tenPercent, kind: 'PERCENT', discount: 10, enabled: true },
    { id: newId(), title: DEMO_COUPONS.halfOff, kind: 'PERCENT', discount: 50, enabled: true },
    { id: newId(), title: DEMO_COUPONS.free, kind: 'PERCENT', discount: 100, enabled: true },
    {
      id: newId(),
      title: DEMO_COUPONS.fiveOff,
      kind: 'FIXED',
      amount: 500, // $5.00
      minimumOrder: 2000, // on $20.00 of food
      perCustomerLimit: 1,
      totalLimit: 1000,
      fundedBy: 'PLATFORM',
      enabled: true,
    },
    { id: newId(), title: DEMO_COUPONS.disabled, kind: 'PERCENT', discount: 20, enabled: false },
  ];
  return { configurationRow, zones: { central, outer }, zoneRows, tipRows, taxRows, couponRows };
}

/** What the home-page groupings need to know about a restaurant. */
export type Listing = {
  id: string;
  slug: string;
  deliveryTime: number;
  createdAt: Date;
  reviewCount: number;
  averageRating: number;
  hasDiscounts: boolean;
  /** Nearby, available and open at any hour: safe to feature. */
  featurable: boolean;
};

export function buildPromotions(ctx: { rng: Rng; newId: () => string; listings: Listing[] }) {
  const { rng, newId } = ctx;
  const pool = ctx.listings.filter((l) => l.featurable);
  const offerRows: (typeof offers.$inferInsert)[] = [];
  const offerLinks: (typeof offerRestaurants.$inferInsert)[] = [];
  const sectionRows: (typeof sections.$inferInsert)[] = [];
  const sectionLinks: (typeof sectionRestaurants.$inferInsert)[] = [];

  const addOffer = (name: string, tag: string, members: Listing[]) => {
    const id = newId();
    offerRows.push({ id, name, tag, position: offerRows.length, isActive: true });
    members.forEach((m, position) => offerLinks.push({ offerId: id, restaurantId: m.id, position }));
  };
  const addSection = (name: string, members: Listing[]) => {
    const id = newId();
    sectionRows.push({ id, name, position: sectionRows.length, isActive: true });
    members.forEach((m, position) => sectionLinks.push({ sectionId: id, restaurantId: m.id, position }));
  };

  addOffer('Free delivery', 'FREE DELIVERY', rng.sample(rng.shuffle(pool), 8));
  const discounted = pool.filter((l) => l.hasDiscounts);
  addOffer('20% off', 'DEAL', rng.shuffle(discounted.length >= 6 ? discounted : pool).slice(0, 7));
  addOffer('Late-night cravings', 'OPEN LATE', rng.sample(pool, 6));

  const reviewed = pool.filter((l) => l.reviewCount >= 5);
  addSection(
    'Top rated',
    [...reviewed]
      .sort((a, b) => b.averageRating - a.averageRating || a.slug.localeCompare(b.slug))
      .slice(0, 10),
  );
  addSection(
    'Popular near you',
    [...pool].sort((a, b) => b.reviewCount - a.reviewCount || a.slug.localeCompare(b.slug)).slice(0, 8),
  );
  // Exactly four: the carousel shows no arrows (arrows appear above four restaurants).
  addSection(
    'New on the platform',
    [...pool]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.slug.localeCompare(b.slug))
      .slice(0, 4),
  );
  addSection(
    'Fast delivery',
    [...pool].sort((a, b) => a.deliveryTime - b.deliveryTime || a.slug.localeCompare(b.slug)).slice(0, 9),
  );

  return { offerRows, offerLinks, sectionRows, sectionLinks };
}
