// Pure data: menu templates per cuisine. Prices are base prices in minor units (cents) for the
// reference size (factor 1); each restaurant scales them a little (menus.ts).
import type { Cuisine } from './restaurants-data.ts';

export const FOOD_KINDS = [
  'pizza',
  'burger',
  'fries',
  'biryani',
  'kebab',
  'noodles',
  'sushi',
  'salad',
  'cake',
  'coffee',
  'juice',
  'icecream',
  'wrap',
  'soup',
  'steak',
  'dumplings',
  'pancake',
  'taco',
  'curry',
  'sandwich',
] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** Variation sets: [title, price factor]. */
export const SIZES = {
  one: [['Regular', 1]],
  sml: [
    ['Small', 0.7],
    ['Medium', 1],
    ['Large', 1.35],
  ],
  rl: [
    ['Regular', 1],
    ['Large', 1.4],
  ],
  sd: [
    ['Single', 1],
    ['Double', 1.45],
  ],
  hf: [
    ['Half', 0.6],
    ['Full', 1],
  ],
  pcs6: [
    ['6 pcs', 1],
    ['12 pcs', 1.85],
  ],
  pcs4: [
    ['4 pcs', 1],
    ['8 pcs', 1.85],
  ],
  tacos: [
    ['2 tacos', 1],
    ['3 tacos', 1.4],
  ],
  scoops: [
    ['1 scoop', 1],
    ['2 scoops', 1.6],
    ['3 scoops', 2.1],
  ],
  cake: [
    ['Slice', 1],
    ['Whole cake (1 kg)', 7],
  ],
  cup: [
    ['Small', 0.85],
    ['Regular', 1],
    ['Large', 1.2],
  ],
  weight: [
    ['250 g', 1],
    ['350 g', 1.35],
  ],
  serving: [
    ['Single serving', 1],
    ['Family (serves 4)', 3.2],
  ],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;
export type SizeKey = keyof typeof SIZES;

/** [title, description, kind, base price in cents, sizes override?, addon keys override?] */
export type FoodTemplate = readonly [
  title: string,
  description: string,
  kind: FoodKind,
  price: number,
  sizes?: SizeKey,
  addons?: readonly string[],
];

export type CategoryTemplate = {
  title: string;
  sizes: SizeKey;
  addons?: readonly string[];
  foods: readonly FoodTemplate[];
};

export type AddonTemplate = {
  key: string;
  title: string;
  description: string;
  min: number;
  max: number;
  /** [title, price in cents] */
  options: readonly (readonly [string, number])[];
};

export type CuisineTemplate = { categories: readonly CategoryTemplate[]; addons: readonly AddonTemplate[] };

const DRINK: AddonTemplate = {
  key: 'drink',
  title: 'Add a drink',
  description: 'Optional',
  min: 0,
  max: 1,
  options: [
    ['Cola (can)', 149],
    ['Lemon soda (can)', 149],
    ['Mineral water', 99],
    ['Fresh lime', 199],
  ],
};

const DRINKS: CategoryTemplate = {
  title: 'Drinks',
  sizes: 'one',
  foods: [
    ['Soft drink (can)', 'Chilled 330 ml can: cola, diet cola or lemon soda.', 'juice', 149],
    ['Fresh lime soda', 'Fresh lime, soda and a pinch of salt or sugar, the way you like it.', 'juice', 199],
    [
      'Mint margarita',
      'Blended lemon, mint and crushed ice. Non-alcoholic and very refreshing.',
      'juice',
      299,
    ],
    ['Mineral water', '500 ml bottle.', 'juice', 99],
    ['Peach iced tea', 'House-brewed black tea with peach syrup over ice.', 'juice', 249],
    ['Sweet lassi', 'Thick churned yoghurt with sugar and a hint of cardamom.', 'juice', 249],
  ],
};

const SIDES: CategoryTemplate = {
  title: 'Sides',
  sizes: 'rl',
  foods: [
    ['Crispy fries', 'Golden skin-on fries with sea salt.', 'fries', 249],
    ['Masala fries', 'Fries tossed in chaat masala, chilli flakes and a squeeze of lemon.', 'fries', 299],
    ['Creamy coleslaw', 'Shredded cabbage and carrot in a light mayo dressing.', 'salad', 149, 'one'],
    ['Garlic bread', 'Toasted baguette with garlic butter and parsley.', 'sandwich', 299, 'one'],
    ['Onion rings', 'Beer-batter style (alcohol-free) onion rings with a smoky dip.', 'fries', 299],
    ['Mozzarella sticks', 'Five breaded mozzarella sticks served with marinara sauce.', 'fries', 449, 'one'],
  ],
};

const DESSERTS: CategoryTemplate = {
  title: 'Desserts',
  sizes: 'one',
  foods: [
    ['Fudge brownie', 'Dense chocolate brownie, warm, with a drizzle of chocolate sauce.', 'cake', 349],
    [
      'Molten lava cake',
      'Chocolate cake with a runny centre, baked to order and served with a scoop of vanilla ice cream on the side.',
      'cake',
      499,
    ],
    ['Gulab jamun (2 pcs)', 'Soft milk dumplings soaked in rose and cardamom syrup.', 'cake', 199],
    ['Vanilla ice cream', 'Two scoops of creamy Madagascar vanilla.', 'icecream', 249],
  ],
};

const PIZZA: CuisineTemplate = {
  addons: [
    {
      key: 'crust',
      title: 'Choose your crust',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Thin crust', 0],
        ['Hand tossed', 0],
        ['Deep pan', 100],
        ['Cheese-stuffed crust', 250],
      ],
    },
    {
      key: 'toppings',
      title: 'Extra toppings',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Extra mozzarella', 150],
        ['Jalapeños', 75],
        ['Black olives', 75],
        ['Mushrooms', 100],
        ['Chicken tikka', 200],
        ['Beef pepperoni', 200],
      ],
    },
    {
      key: 'dips',
      title: 'Pick your dips',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Garlic mayo', 0],
        ['Ranch', 0],
        ['Chipotle', 50],
        ['Marinara', 0],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Signature Pizzas',
      sizes: 'sml',
      addons: ['crust', 'toppings', 'drink'],
      foods: [
        [
          'Margalla Supreme',
          'Chicken tikka, beef pepperoni, peppers, onions, olives and mushrooms on our house tomato sauce with plenty of mozzarella.',
          'pizza',
          1399,
        ],
        ['Fajita Sicilian', 'Fajita-spiced chicken, onions, capsicum and jalapeños.', 'pizza', 1299],
        [
          'Creamy Tikka',
          'Tandoori chicken tikka on a creamy garlic base with red onion and fresh coriander.',
          'pizza',
          1349,
        ],
        ['BBQ Ranch', 'Smoky barbecue chicken, sweetcorn, onions and a ranch drizzle.', 'pizza', 1299],
        ['Four Cheese', 'Mozzarella, cheddar, parmesan and feta on a garlic-oil base.', 'pizza', 1249],
        [
          'Peri Peri Chicken',
          'Flame-grilled peri peri chicken, roasted peppers and red onion with a chilli kick.',
          'pizza',
          1349,
        ],
        ['Pepperoni Feast', 'Double beef pepperoni and extra mozzarella.', 'pizza', 1299],
        ['Veggie Garden', 'Mushrooms, olives, sweetcorn, peppers, onions and tomatoes.', 'pizza', 1149],
      ],
    },
    {
      title: 'Classic Pizzas',
      sizes: 'sml',
      addons: ['crust', 'toppings'],
      foods: [
        ['Margherita', 'San Marzano-style tomato sauce, fior di latte and fresh basil.', 'pizza', 999],
        ['Chicken Fajita', 'Chicken fajita, onions and green capsicum.', 'pizza', 1149],
        ['Hawaiian', 'Smoked chicken and pineapple. Yes, we put pineapple on pizza.', 'pizza', 1099],
        ['Cheese Lovers', 'Just cheese, and lots of it.', 'pizza', 1049],
        ['Hot & Spicy', 'Spicy chicken, green chillies, jalapeños and onions.', 'pizza', 1149],
      ],
    },
    {
      title: 'Pasta',
      sizes: 'rl',
      addons: ['toppings', 'drink'],
      foods: [
        [
          'Fettuccine Alfredo',
          'Fettuccine in a creamy parmesan sauce with grilled chicken and mushrooms.',
          'noodles',
          999,
        ],
        ['Penne Arrabbiata', 'Penne in a spicy tomato and garlic sauce.', 'noodles', 899],
        [
          'Baked Lasagne',
          'Layers of pasta, slow-cooked beef ragù and béchamel, baked with mozzarella until bubbling and golden.',
          'noodles',
          1099,
        ],
        ['Spaghetti Bolognese', 'Spaghetti with a rich minced-beef tomato sauce.', 'noodles', 949],
      ],
    },
    {
      title: 'Starters',
      sizes: 'pcs6',
      addons: ['dips'],
      foods: [
        ['Chicken wings', 'Oven-baked wings tossed in buffalo or honey-garlic sauce.', 'kebab', 699],
        ['Cheesy garlic knots', 'Soft dough knots brushed with garlic butter and parmesan.', 'sandwich', 449],
        ['Stuffed bread sticks', 'Bread sticks filled with mozzarella and jalapeños.', 'sandwich', 549],
        ['Oven-baked nuggets', 'Crispy chicken nuggets with your choice of dips.', 'kebab', 599],
      ],
    },
    SIDES,
    DRINKS,
    DESSERTS,
  ],
};

const BURGERS: CuisineTemplate = {
  addons: [
    {
      key: 'sauce',
      title: 'Choose a sauce',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['House sauce', 0],
        ['Smoky BBQ', 0],
        ['Garlic mayo', 0],
        ['Sriracha mayo', 0],
        ['Truffle mayo', 100],
      ],
    },
    {
      key: 'extras',
      title: 'Extra toppings',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Cheddar slice', 100],
        ['Beef bacon', 200],
        ['Fried egg', 100],
        ['Jalapeños', 50],
        ['Caramelised onions', 75],
        ['Extra patty', 350],
      ],
    },
    {
      key: 'wingSauce',
      title: 'Pick 2 sauces',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Buffalo', 0],
        ['Honey garlic', 0],
        ['Korean gochujang', 50],
        ['Lemon pepper', 0],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Smash Burgers',
      sizes: 'sd',
      addons: ['sauce', 'extras', 'drink'],
      foods: [
        [
          'Classic Smash',
          'Two thin smashed beef patties, American cheese, pickles and onions in a toasted potato bun.',
          'burger',
          749,
        ],
        [
          'Oklahoma Onion',
          'Patties smashed with paper-thin onions until caramelised and crisp.',
          'burger',
          799,
        ],
        ['Mushroom Swiss', 'Sautéed mushrooms and melted Swiss cheese.', 'burger', 849],
        [
          'Jalapeño Popper',
          'Cream cheese, pickled jalapeños and crispy onions for heat lovers.',
          'burger',
          849,
        ],
        [
          'The Big Margalla',
          'Beef, beef bacon, cheddar, onion rings and smoky BBQ sauce stacked high. Bring an appetite and napkins.',
          'burger',
          999,
        ],
        ['Truffle Burger', 'Truffle mayo, Swiss cheese and rocket.', 'burger', 949],
      ],
    },
    {
      title: 'Chicken Burgers',
      sizes: 'one',
      addons: ['sauce', 'extras'],
      foods: [
        ['Crispy Zinger', 'Spicy fried chicken thigh with lettuce and mayo.', 'burger', 649],
        [
          'Nashville Hot',
          'Fried chicken dunked in fiery Nashville oil with pickles and slaw.',
          'burger',
          749,
        ],
        ['Grilled Chicken', 'Char-grilled chicken breast, lettuce, tomato and garlic mayo.', 'burger', 649],
        [
          'Tandoori Chicken Burger',
          'Tandoori-marinated chicken with mint chutney and onions.',
          'burger',
          699,
        ],
      ],
    },
    {
      title: 'Wings & Tenders',
      sizes: 'pcs6',
      addons: ['wingSauce'],
      foods: [
        ['Classic wings', 'Crispy wings tossed in your sauces.', 'kebab', 699],
        ['Chicken tenders', 'Buttermilk-brined tenders, hand-breaded.', 'kebab', 649],
        ['Boneless bites', 'Bite-size chicken pieces, great for sharing.', 'kebab', 599],
      ],
    },
    {
      title: 'Loaded Fries',
      sizes: 'rl',
      foods: [
        ['Cheese fries', 'Fries smothered in cheddar sauce.', 'fries', 449],
        ['Chilli cheese fries', 'Beef chilli, cheddar sauce and jalapeños over crispy fries.', 'fries', 599],
        [
          'Loaded chicken fries',
          'Fries topped with crispy chicken, garlic mayo, cheese sauce and spring onions.',
          'fries',
          649,
        ],
      ],
    },
    {
      title: 'Shakes',
      sizes: 'rl',
      foods: [
        ['Chocolate shake', 'Thick chocolate shake with whipped cream.', 'juice', 449],
        ['Oreo shake', 'Vanilla ice cream blended with Oreo cookies.', 'juice', 499],
        ['Salted caramel shake', 'Vanilla shake with house salted caramel.', 'juice', 499],
        ['Strawberry shake', 'Made with real strawberries.', 'juice', 449],
      ],
    },
    SIDES,
    DRINKS,
  ],
};

const DESI: CuisineTemplate = {
  addons: [
    {
      key: 'spice',
      title: 'Choose spice level',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Mild', 0],
        ['Medium', 0],
        ['Hot', 0],
        ['Extra hot', 0],
      ],
    },
    {
      key: 'bread',
      title: 'Add bread',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Plain naan', 49],
        ['Roghni naan', 79],
        ['Garlic naan', 99],
        ['Tandoori roti', 29],
      ],
    },
    {
      key: 'sidesDesi',
      title: 'Pick 2 sides',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Raita', 0],
        ['Kachumber salad', 0],
        ['Achar', 0],
        ['Extra raita', 49],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Biryani & Rice',
      sizes: 'serving',
      addons: ['spice', 'sidesDesi', 'drink'],
      foods: [
        [
          'Chicken biryani',
          'Aged basmati layered with spiced chicken, fried onions and saffron, cooked on dum.',
          'biryani',
          599,
        ],
        ['Mutton biryani', 'Tender mutton slow-cooked with basmati, mint and whole spices.', 'biryani', 799],
        [
          'Sindhi biryani',
          'Tangy, fiery biryani with potatoes, plums, green chillies and plenty of fresh mint and coriander.',
          'biryani',
          649,
        ],
        ['Beef pulao', 'Fragrant yakhni pulao with tender beef and chickpeas.', 'biryani', 649],
        ['Chicken tikka biryani', 'Smoky tikka pieces layered into spicy biryani rice.', 'biryani', 699],
        ['Vegetable pulao', 'Basmati with peas, carrots and whole spices.', 'biryani', 449],
      ],
    },
    {
      title: 'Karahi',
      sizes: 'hf',
      addons: ['spice', 'bread'],
      foods: [
        [
          'Chicken karahi',
          'Cooked in a wok with tomatoes, ginger, green chillies and black pepper.',
          'curry',
          1299,
        ],
        [
          'Mutton karahi',
          'Tender mutton in a rich tomato and ginger masala, finished with fresh coriander and julienned ginger.',
          'curry',
          1899,
        ],
        [
          'Peshawari karahi',
          'Minimal spices, lots of tomatoes and green chillies, cooked in mutton fat.',
          'curry',
          1899,
        ],
        ['White chicken karahi', 'Creamy yoghurt and black pepper karahi.', 'curry', 1399],
        [
          'Namak mandi karahi',
          'Salt-and-pepper style lamb karahi from Peshawar’s famous street.',
          'curry',
          1999,
        ],
      ],
    },
    {
      title: 'Handi & Curries',
      sizes: 'one',
      addons: ['bread'],
      foods: [
        ['Chicken handi', 'Boneless chicken in a creamy, buttery handi gravy.', 'curry', 899],
        ['Daal makhni', 'Black lentils slow-cooked overnight with butter and cream.', 'curry', 599],
        ['Palak paneer', 'Fresh cottage cheese in spiced spinach.', 'curry', 699],
        [
          'Nihari',
          'Slow-cooked beef shank stew with bone marrow, garnished with ginger, green chillies and lemon.',
          'curry',
          899,
        ],
        ['Haleem', 'Wheat, lentils and shredded beef cooked for hours.', 'soup', 599],
        ['Chana masala', 'Chickpeas in a tangy onion-tomato gravy.', 'curry', 449],
      ],
    },
    {
      title: 'Tandoor',
      sizes: 'one',
      foods: [
        ['Plain naan', 'Fresh from the tandoor.', 'sandwich', 49],
        ['Roghni naan', 'Soft naan brushed with butter and sesame.', 'sandwich', 79],
        ['Garlic naan', 'With garlic butter and coriander.', 'sandwich', 99],
        ['Tandoori roti', 'Whole-wheat flatbread.', 'sandwich', 29],
        ['Kalonji naan', 'Naan with nigella seeds.', 'sandwich', 79],
      ],
    },
    {
      title: 'Kebabs',
      sizes: 'pcs4',
      addons: ['sidesDesi'],
      foods: [
        ['Chicken seekh kebab', 'Minced chicken skewers with herbs.', 'kebab', 599],
        ['Beef seekh kebab', 'Juicy minced beef skewers from the charcoal grill.', 'kebab', 649],
        [
          'Chapli kebab',
          'Flat, crispy Peshawari beef patties with tomato and pomegranate seeds.',
          'kebab',
          599,
        ],
      ],
    },
    DRINKS,
    DESSERTS,
  ],
};

const BBQ: CuisineTemplate = {
  addons: [
    {
      key: 'spice',
      title: 'Choose spice level',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Mild', 0],
        ['Medium', 0],
        ['Hot', 0],
      ],
    },
    {
      key: 'chutney',
      title: 'Pick 2 chutneys',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Mint raita', 0],
        ['Imli chutney', 0],
        ['Garlic mayo', 0],
        ['Green chilli chutney', 0],
      ],
    },
    {
      key: 'bbqExtras',
      title: 'Extras',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Extra naan', 49],
        ['Grilled onions', 49],
        ['Salad', 99],
        ['Extra chutney', 49],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Platters',
      sizes: 'one',
      addons: ['chutney', 'bbqExtras', 'drink'],
      foods: [
        [
          'Mixed BBQ platter',
          'Chicken tikka, malai boti, seekh kebabs and reshmi kebab with naan, salad and two chutneys. Serves two hungry people.',
          'kebab',
          2499,
        ],
        ['Tikka platter', 'Two chicken tikka pieces, rice and salad.', 'kebab', 999],
        ['Family grill', 'A feast for four: eight skewers, four naans and fries.', 'kebab', 3999],
      ],
    },
    {
      title: 'Tikka & Boti',
      sizes: 'hf',
      addons: ['spice', 'chutney'],
      foods: [
        [
          'Chicken tikka',
          'Leg and breast quarters marinated in yoghurt and red chilli, char-grilled.',
          'kebab',
          599,
        ],
        ['Malai boti', 'Creamy, mild chicken cubes with cream and cheese marinade.', 'kebab', 799],
        [
          'Behari boti',
          'Thinly sliced beef marinated in papaya, mustard oil and spices, cooked over hot coals until smoky.',
          'kebab',
          899,
        ],
        ['Chicken wings tikka', 'Tandoori-spiced wings with lemon.', 'kebab', 649],
        ['Mutton chops', 'Lamb chops with garam masala and ginger.', 'steak', 1899],
      ],
    },
    {
      title: 'Seekh Kebabs',
      sizes: 'pcs4',
      addons: ['chutney'],
      foods: [
        ['Beef seekh kebab', 'Minced beef with onion and green chilli on skewers.', 'kebab', 699],
        ['Chicken seekh kebab', 'Minced chicken with coriander.', 'kebab', 599],
        ['Reshmi kebab', 'Silky chicken kebab with cream and cashews.', 'kebab', 749],
        ['Gola kebab', 'Melt-in-the-mouth beef kebab, Karachi style.', 'kebab', 749],
      ],
    },
    {
      title: 'Rolls',
      sizes: 'sd',
      addons: ['chutney'],
      foods: [
        ['Chicken tikka roll', 'Tikka, onions and chutney in a paratha.', 'wrap', 349],
        ['Beef behari roll', 'Behari boti with garlic mayo.', 'wrap', 399],
        ['Malai boti roll', 'Creamy boti with mint chutney and onions.', 'wrap', 399],
        ['Seekh kebab roll', 'Seekh kebab, onions and imli chutney.', 'wrap', 349],
      ],
    },
    {
      title: 'Breads & Rice',
      sizes: 'one',
      foods: [
        ['Plain naan', 'Fresh from the tandoor.', 'sandwich', 49],
        ['Garlic naan', 'With garlic butter.', 'sandwich', 99],
        ['Plain rice', 'Steamed basmati.', 'biryani', 249],
        ['Paratha', 'Flaky layered flatbread.', 'sandwich', 79],
      ],
    },
    DRINKS,
  ],
};

const CHINESE: CuisineTemplate = {
  addons: [
    {
      key: 'base',
      title: 'Choose your base',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Egg fried rice', 0],
        ['Steamed rice', 0],
        ['Chow mein', 100],
        ['Garlic rice', 50],
      ],
    },
    {
      key: 'wokExtras',
      title: 'Extra toppings',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Fried egg', 100],
        ['Extra chicken', 250],
        ['Cashews', 150],
        ['Spring onions', 0],
        ['Chilli oil', 50],
      ],
    },
    {
      key: 'dimDips',
      title: 'Pick your dips',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Soy & vinegar', 0],
        ['Chilli garlic', 0],
        ['Sweet chilli', 0],
        ['Black vinegar', 0],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Soups',
      sizes: 'serving',
      foods: [
        ['Hot & sour soup', 'Chicken, egg, tofu and mushrooms in a peppery, tangy broth.', 'soup', 449],
        ['Chicken corn soup', 'Silky soup with sweetcorn and shredded chicken.', 'soup', 399],
        ['Wonton soup', 'Chicken wontons in a clear ginger broth.', 'soup', 499],
        ['Thai soup', 'Lemongrass, chilli and coconut milk with prawns.', 'soup', 549],
      ],
    },
    {
      title: 'Chicken Mains',
      sizes: 'one',
      addons: ['base', 'wokExtras', 'drink'],
      foods: [
        [
          'Kung pao chicken',
          'Wok-tossed chicken with peanuts, dried chillies and Sichuan pepper.',
          'curry',
          999,
        ],
        ['Chicken manchurian', 'Crispy chicken in a tangy garlic and tomato sauce.', 'curry', 899],
        ['Chilli dry chicken', 'Crispy chicken with green chillies, onions and capsicum.', 'curry', 949],
        [
          'Sweet & sour chicken',
          'Battered chicken with pineapple, peppers and a glossy sweet and sour sauce, a family favourite.',
          'curry',
          899,
        ],
        ['Chicken black pepper', 'Tender chicken in a black pepper and oyster sauce.', 'curry', 949],
      ],
    },
    {
      title: 'Rice & Noodles',
      sizes: 'rl',
      addons: ['wokExtras'],
      foods: [
        ['Chicken chow mein', 'Stir-fried egg noodles with chicken and vegetables.', 'noodles', 749],
        ['Singapore noodles', 'Curried rice vermicelli with chicken and prawns.', 'noodles', 849],
        ['Egg fried rice', 'Wok-fried rice with egg and spring onions.', 'biryani', 549],
        ['Chicken fried rice', 'Fried rice with chicken and vegetables.', 'biryani', 649],
        ['Dan dan noodles', 'Wheat noodles with spicy minced chicken and chilli oil.', 'noodles', 799],
      ],
    },
    {
      title: 'Dim Sum',
      sizes: 'pcs4',
      addons: ['dimDips'],
      foods: [
        ['Chicken dumplings', 'Steamed dumplings filled with chicken and ginger.', 'dumplings', 599],
        ['Prawn har gow', 'Translucent prawn dumplings.', 'dumplings', 799],
        ['Chicken spring rolls', 'Crispy rolls with chicken and vegetables.', 'wrap', 499],
        ['Fried wontons', 'Crispy wontons with sweet chilli.', 'dumplings', 549],
        [
          'Pan-fried potstickers',
          'Juicy chicken and cabbage dumplings, crisp on the bottom, steamed on top, with a black vinegar dip.',
          'dumplings',
          649,
        ],
      ],
    },
    DRINKS,
    DESSERTS,
  ],
};

const JAPANESE: CuisineTemplate = {
  addons: [
    {
      key: 'soy',
      title: 'Choose a sauce',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Soy sauce', 0],
        ['Low-sodium soy', 0],
        ['Ponzu', 0],
        ['Spicy mayo', 50],
      ],
    },
    {
      key: 'sushiExtras',
      title: 'Extras',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Extra wasabi', 0],
        ['Pickled ginger', 0],
        ['Avocado', 150],
        ['Tobiko', 200],
        ['Cream cheese', 100],
      ],
    },
    {
      key: 'ramenSides',
      title: 'Pick 2 toppings',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Soft-boiled egg', 100],
        ['Nori', 0],
        ['Bamboo shoots', 0],
        ['Sweetcorn', 0],
        ['Extra chashu', 300],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Signature Rolls',
      sizes: 'pcs4',
      addons: ['soy', 'sushiExtras', 'drink'],
      foods: [
        ['Dragon roll', 'Prawn tempura inside, avocado and eel sauce on top.', 'sushi', 999],
        ['Rainbow roll', 'California roll topped with salmon, tuna and avocado.', 'sushi', 1099],
        ['Spicy tuna roll', 'Tuna, spicy mayo, cucumber and sesame.', 'sushi', 899],
        [
          'Crunchy salmon roll',
          'Salmon and cream cheese rolled in tempura flakes, finished with sweet soy and a little spicy mayo.',
          'sushi',
          949,
        ],
        ['California roll', 'Crab stick, avocado, cucumber and tobiko.', 'sushi', 749],
        ['Volcano roll', 'Baked, spicy and cheesy.', 'sushi', 999],
      ],
    },
    {
      title: 'Nigiri & Sashimi',
      sizes: 'pcs4',
      addons: ['soy'],
      foods: [
        ['Salmon nigiri', 'Fresh salmon over seasoned rice.', 'sushi', 899],
        ['Tuna sashimi', 'Thick-cut yellowfin tuna.', 'sushi', 1199],
        ['Ebi nigiri', 'Cooked prawn nigiri.', 'sushi', 799],
      ],
    },
    {
      title: 'Ramen',
      sizes: 'rl',
      addons: ['ramenSides'],
      foods: [
        [
          'Tonkotsu-style chicken ramen',
          'Rich, creamy chicken bone broth simmered for twelve hours, noodles, chashu chicken and spring onion.',
          'noodles',
          1099,
        ],
        ['Spicy miso ramen', 'Miso broth with chilli oil and minced chicken.', 'noodles', 1099],
        ['Shoyu ramen', 'Clear soy broth with chicken and bamboo shoots.', 'noodles', 999],
        ['Vegetable ramen', 'Mushroom broth, tofu and greens.', 'noodles', 899],
      ],
    },
    {
      title: 'Small Plates',
      sizes: 'one',
      foods: [
        ['Chicken gyoza', 'Pan-fried dumplings with ponzu.', 'dumplings', 599],
        ['Edamame', 'Steamed soybeans with sea salt.', 'salad', 399],
        ['Chicken katsu', 'Panko chicken cutlet with katsu sauce.', 'steak', 899],
        ['Prawn tempura', 'Light, crisp prawn tempura with tentsuyu.', 'kebab', 999],
        ['Miso soup', 'With tofu, wakame and spring onion.', 'soup', 299],
      ],
    },
    DRINKS,
    {
      title: 'Desserts',
      sizes: 'one',
      foods: [
        ['Mochi ice cream', 'Three pieces: matcha, mango and strawberry.', 'icecream', 499],
        ['Matcha cheesecake', 'Baked cheesecake with Uji matcha.', 'cake', 549],
        ['Dorayaki', 'Pancakes filled with sweet red bean.', 'pancake', 399],
      ],
    },
  ],
};

export const MENUS_SAVOURY: Pick<
  Record<Cuisine, CuisineTemplate>,
  'pizza' | 'burgers' | 'desi' | 'bbq' | 'chinese' | 'japanese'
> = {
  pizza: PIZZA,
  burgers: BURGERS,
  desi: DESI,
  bbq: BBQ,
  chinese: CHINESE,
  japanese: JAPANESE,
};

export const SHARED_CATEGORIES = { DRINKS, SIDES, DESSERTS, DRINK };
