// Pure data: the demo restaurants, the markets they sit in, and their special traits.
// Coordinates are approximate centres of real Islamabad/Rawalpindi markets; each restaurant gets a small
// deterministic offset from its market (see restaurants.ts).

export const CUISINES = [
  'pizza',
  'burgers',
  'desi',
  'bbq',
  'chinese',
  'japanese',
  'cafe',
  'desserts',
  'healthy',
  'shawarma',
  'mexican',
  'breakfast',
  'steak',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const WEEK_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export type HourMinute = readonly [number, number];
/** A window may end after midnight (end <= start); it is stored split across the two days. */
export type Hours =
  | 'always'
  | 'never'
  | { windows: readonly (readonly [HourMinute, HourMinute])[]; closedDays?: readonly WeekDay[] };

export type Market = { name: string; latitude: number; longitude: number };

export const MARKETS = {
  f6: { name: 'Kohsar Market, F-6/3', latitude: 33.7305, longitude: 73.0768 },
  f6super: { name: 'Super Market, F-6 Markaz', latitude: 33.7237, longitude: 73.0775 },
  f7: { name: 'Jinnah Super, F-7 Markaz', latitude: 33.7207, longitude: 73.0562 },
  f8: { name: 'Centaurus Mall, F-8', latitude: 33.7078, longitude: 73.0502 },
  f8markaz: { name: 'Ayub Market, F-8 Markaz', latitude: 33.7106, longitude: 73.0387 },
  f10: { name: 'F-10 Markaz', latitude: 33.695, longitude: 73.013 },
  f11: { name: 'F-11 Markaz', latitude: 33.6845, longitude: 72.988 },
  e11: { name: 'E-11/2 Markaz', latitude: 33.7085, longitude: 72.9835 },
  d12: { name: 'D-12 Markaz', latitude: 33.7125, longitude: 72.9445 },
  g6: { name: 'Melody Market, G-6', latitude: 33.7085, longitude: 73.0845 },
  blueArea: { name: 'Jinnah Avenue, Blue Area', latitude: 33.7144, longitude: 73.0655 },
  g8: { name: 'G-8 Markaz', latitude: 33.6992, longitude: 73.0488 },
  g9: { name: 'Karachi Company, G-9 Markaz', latitude: 33.688, longitude: 73.033 },
  g10: { name: 'G-10 Markaz', latitude: 33.6755, longitude: 73.0155 },
  g11: { name: 'G-11 Markaz', latitude: 33.668, longitude: 72.998 },
  g13: { name: 'G-13 Markaz', latitude: 33.651, longitude: 72.966 },
  g14: { name: 'G-14/4 Markaz', latitude: 33.641, longitude: 72.956 },
  i8: { name: 'I-8 Markaz', latitude: 33.668, longitude: 73.077 },
  i10: { name: 'I-10 Markaz', latitude: 33.648, longitude: 73.038 },
  e7: { name: 'Faisal Avenue, E-7', latitude: 33.7283, longitude: 73.0412 },
  h13: { name: 'Kashmir Highway, H-13', latitude: 33.6455, longitude: 72.9895 },
  golra: { name: 'Golra Mor, Peshawar Road', latitude: 33.6712, longitude: 72.9765 },
  // Far away (about 25 km): outside their own small delivery radius.
  bahria: { name: 'Civic Centre, Bahria Town Phase 4, Rawalpindi', latitude: 33.5285, longitude: 73.1175 },
  dha: { name: 'Giga Mall, DHA Phase II, Rawalpindi', latitude: 33.5205, longitude: 73.158 },
} satisfies Record<string, Market>;
export type MarketKey = keyof typeof MARKETS;

export type RestaurantSeed = {
  name: string;
  cuisine: Cuisine;
  market: MarketKey;
  hours?: Hours;
  isAvailable?: boolean;
  minimumOrder?: number;
  deliveryRadiusKm?: number;
  /** Forces the largest menu (6 categories, up to 8 foods each). */
  richMenu?: boolean;
  /** Joined the platform recently (createdAt within two weeks). */
  isNew?: boolean;
};

const ELEVEN_TO_ELEVEN: Hours = {
  windows: [
    [
      [11, 0],
      [23, 0],
    ],
  ],
};

export const RESTAURANTS: readonly RestaurantSeed[] = [
  // Pizza
  { name: 'Margalla Slice Co.', cuisine: 'pizza', market: 'f7', minimumOrder: 0 },
  {
    name: 'Forno Napoli',
    cuisine: 'pizza',
    market: 'f6',
    hours: {
      windows: [
        [
          [12, 0],
          [23, 30],
        ],
      ],
      closedDays: ['MON'],
    },
  },
  { name: 'Crust & Co.', cuisine: 'pizza', market: 'g11' },
  { name: 'Pizza Piazza', cuisine: 'pizza', market: 'f10' },
  { name: 'Stone Oven Pizzeria', cuisine: 'pizza', market: 'e11' },
  { name: 'The Dough Republic', cuisine: 'pizza', market: 'g13', isNew: true },
  // Burgers
  { name: 'Smash Bros Burgers', cuisine: 'burgers', market: 'f11' },
  { name: 'Patty Wagon', cuisine: 'burgers', market: 'g9' },
  { name: 'Blue Area Burger Joint', cuisine: 'burgers', market: 'blueArea' },
  { name: 'Bun Intended', cuisine: 'burgers', market: 'e11', isNew: true },
  { name: 'Grill Street Burgers', cuisine: 'burgers', market: 'g10' },
  { name: 'Double Decker Burgers', cuisine: 'burgers', market: 'i8' },
  // Biryani and karahi
  { name: 'Karahi Point', cuisine: 'desi', market: 'f10', richMenu: true, minimumOrder: 0 },
  { name: 'Lahori Biryani House', cuisine: 'desi', market: 'g9' },
  { name: 'Peshawari Karahi Corner', cuisine: 'desi', market: 'golra' },
  {
    name: 'Dum Pukht Kitchen',
    cuisine: 'desi',
    market: 'f7',
    hours: {
      windows: [
        [
          [12, 0],
          [15, 0],
        ],
        [
          [19, 0],
          [23, 0],
        ],
      ],
    },
  },
  { name: 'Sindhi Biryani Centre', cuisine: 'desi', market: 'i10' },
  { name: 'Desi Tadka', cuisine: 'desi', market: 'd12' },
  { name: 'Handi & Naan', cuisine: 'desi', market: 'g14' },
  // BBQ
  {
    name: 'Tikka Tonight',
    cuisine: 'bbq',
    market: 'g11',
    hours: {
      windows: [
        [
          [18, 0],
          [2, 0],
        ],
      ],
    },
  },
  { name: 'Seekh & Smoke', cuisine: 'bbq', market: 'f8markaz' },
  { name: 'Coal Fire BBQ', cuisine: 'bbq', market: 'h13' },
  { name: 'Angeethi BBQ', cuisine: 'bbq', market: 'g13' },
  { name: 'Kabab Junction', cuisine: 'bbq', market: 'golra' },
  // Chinese
  { name: 'Golden Wok', cuisine: 'chinese', market: 'f8', hours: ELEVEN_TO_ELEVEN },
  { name: 'Dragon Pearl', cuisine: 'chinese', market: 'f11' },
  { name: 'Red Lantern Kitchen', cuisine: 'chinese', market: 'g8' },
  { name: 'Bamboo House', cuisine: 'chinese', market: 'e7' },
  { name: 'Szechuan Garden', cuisine: 'chinese', market: 'f10', isAvailable: false },
  // Japanese
  { name: 'Sakura Sushi Bar', cuisine: 'japanese', market: 'f6' },
  { name: 'Umami Ramen House', cuisine: 'japanese', market: 'f7', isNew: true },
  { name: 'Koi Sushi & Grill', cuisine: 'japanese', market: 'f8', hours: 'never' },
  { name: 'Tokyo Bento', cuisine: 'japanese', market: 'e11' },
  // Cafes and bakeries
  { name: 'Chai Khana', cuisine: 'cafe', market: 'f6super' },
  { name: 'Brew Lab Coffee', cuisine: 'cafe', market: 'f11' },
  { name: 'Bean There Café', cuisine: 'cafe', market: 'e11' },
  {
    name: 'Crumbs Bakery',
    cuisine: 'cafe',
    market: 'g10',
    hours: {
      windows: [
        [
          [8, 0],
          [21, 0],
        ],
      ],
    },
  },
  { name: 'The Daily Grind', cuisine: 'cafe', market: 'blueArea' },
  { name: 'Loaf & Latte', cuisine: 'cafe', market: 'd12', isNew: true },
  // Desserts
  { name: 'Scoops & Cones', cuisine: 'desserts', market: 'f7' },
  { name: 'Sugar Rush Desserts', cuisine: 'desserts', market: 'g11' },
  { name: 'Kulfi Corner', cuisine: 'desserts', market: 'g6' },
  { name: 'Waffle Works', cuisine: 'desserts', market: 'f10' },
  {
    name: 'Cake Studio',
    cuisine: 'desserts',
    market: 'i8',
    hours: {
      windows: [
        [
          [10, 0],
          [22, 0],
        ],
      ],
      closedDays: ['MON'],
    },
  },
  // Healthy
  { name: 'Green Bowl', cuisine: 'healthy', market: 'f8' },
  { name: 'Fit Fuel Kitchen', cuisine: 'healthy', market: 'e11' },
  { name: 'Leaf & Grain', cuisine: 'healthy', market: 'f6' },
  { name: 'The Salad Bar Co.', cuisine: 'healthy', market: 'g10' },
  // Shawarma and Middle Eastern
  { name: 'Shawarma Street', cuisine: 'shawarma', market: 'g9' },
  { name: 'Beirut Express', cuisine: 'shawarma', market: 'f7' },
  { name: 'Arabian Nights Grill', cuisine: 'shawarma', market: 'f11' },
  { name: 'Falafel Garden', cuisine: 'shawarma', market: 'g13' },
  { name: 'Levant Kitchen', cuisine: 'shawarma', market: 'e7' },
  // Mexican
  { name: 'Taco Loco', cuisine: 'mexican', market: 'f10' },
  { name: 'Casa Salsa', cuisine: 'mexican', market: 'f8markaz', hours: ELEVEN_TO_ELEVEN },
  { name: 'Burrito Bandits', cuisine: 'mexican', market: 'g11', isNew: true },
  // Breakfast
  {
    name: 'Sunny Side Breakfast',
    cuisine: 'breakfast',
    market: 'f7',
    hours: {
      windows: [
        [
          [7, 0],
          [11, 30],
        ],
      ],
    },
  },
  { name: 'Halwa Puri Corner', cuisine: 'breakfast', market: 'g9' },
  { name: 'Pancake Parlour', cuisine: 'breakfast', market: 'd12' },
  // Steak and grill
  { name: 'Prime Cut Steakhouse', cuisine: 'steak', market: 'f6', hours: ELEVEN_TO_ELEVEN },
  { name: "Butcher's Block", cuisine: 'steak', market: 'f11', minimumOrder: 2500 },
  { name: 'Margalla Grill House', cuisine: 'steak', market: 'e7' },
  // Far away (about 25 km): excluded from "nearby" because their delivery radius is 10 km.
  { name: 'Bahria Biryani Express', cuisine: 'desi', market: 'bahria', deliveryRadiusKm: 10 },
  { name: 'Giga Mall Burger Co.', cuisine: 'burgers', market: 'dha', deliveryRadiusKm: 10 },
];

/** Kebab-case of a name: "Butcher's Block" -> "butchers-block", "Bean There Café" -> "bean-there-cafe". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Up to two initials for the banner badge: "Margalla Slice Co." -> "MS", "Crust & Co." -> "CC". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^The\s+/i, '')
    .split(/[\s&.-]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
