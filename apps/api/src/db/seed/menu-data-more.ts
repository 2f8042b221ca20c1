// Pure data: the remaining cuisine menu templates (see menu-data.ts for the types and units).
import type { Cuisine } from './restaurants-data.ts';
import { SHARED_CATEGORIES, type AddonTemplate, type CuisineTemplate } from './menu-data.ts';

const { DRINKS, SIDES, DESSERTS, DRINK } = SHARED_CATEGORIES;

const MILK: AddonTemplate = {
  key: 'milk',
  title: 'Choose your milk',
  description: 'Required',
  min: 1,
  max: 1,
  options: [
    ['Full-cream milk', 0],
    ['Skimmed milk', 0],
    ['Oat milk', 100],
    ['Almond milk', 100],
  ],
};

const CAFE: CuisineTemplate = {
  addons: [
    MILK,
    {
      key: 'shots',
      title: 'Extra shots & syrups',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Extra espresso shot', 75],
        ['Vanilla syrup', 50],
        ['Caramel syrup', 50],
        ['Hazelnut syrup', 50],
        ['Whipped cream', 50],
      ],
    },
    {
      key: 'pastryPair',
      title: 'Pick 2 spreads',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Butter', 0],
        ['Strawberry jam', 0],
        ['Nutella', 75],
        ['Cream cheese', 50],
      ],
    },
    {
      key: 'coffeeSide',
      title: 'Add a coffee',
      description: 'Optional',
      min: 0,
      max: 1,
      options: [
        ['Espresso', 199],
        ['Americano', 249],
        ['Cappuccino', 349],
      ],
    },
  ],
  categories: [
    {
      title: 'Hot Coffee',
      sizes: 'cup',
      addons: ['milk', 'shots'],
      foods: [
        ['Cappuccino', 'Double espresso with steamed milk and a thick layer of foam.', 'coffee', 399],
        ['Caffè latte', 'Double espresso and silky steamed milk.', 'coffee', 399],
        ['Flat white', 'Ristretto shots with velvety microfoam.', 'coffee', 429],
        [
          'Spanish latte',
          'Sweetened condensed milk, espresso and steamed milk: sweet, rich and very popular.',
          'coffee',
          449,
        ],
        ['Mocha', 'Espresso, dark chocolate and steamed milk.', 'coffee', 449],
        ['Doodh patti chai', 'Strong tea brewed in milk with cardamom.', 'coffee', 199],
      ],
    },
    {
      title: 'Iced Drinks',
      sizes: 'rl',
      addons: ['milk', 'shots'],
      foods: [
        ['Iced latte', 'Espresso over ice with cold milk.', 'coffee', 449],
        ['Iced caramel macchiato', 'Vanilla, milk, espresso and caramel drizzle.', 'coffee', 499],
        ['Cold brew', 'Steeped for 18 hours. Smooth and strong.', 'coffee', 449],
        ['Frappé', 'Blended coffee, milk and ice, topped with cream.', 'juice', 549],
      ],
    },
    {
      title: 'Bakery',
      sizes: 'one',
      addons: ['pastryPair', 'coffeeSide'],
      foods: [
        ['Butter croissant', 'Flaky, all-butter croissant baked every morning.', 'sandwich', 299],
        ['Almond croissant', 'Twice-baked with frangipane and flaked almonds.', 'sandwich', 399],
        ['Cinnamon roll', 'Soft roll with cinnamon sugar and cream cheese icing.', 'cake', 349],
        ['Banana bread', 'A thick slice, toasted and served warm with butter.', 'cake', 299],
        ['Blueberry muffin', 'Bursting with blueberries and topped with a crunchy crumble.', 'cake', 299],
      ],
    },
    {
      title: 'Sandwiches',
      sizes: 'one',
      addons: ['coffeeSide'],
      foods: [
        [
          'Chicken pesto panini',
          'Grilled chicken, basil pesto, mozzarella and sun-dried tomatoes pressed in ciabatta until the cheese melts.',
          'sandwich',
          749,
        ],
        ['Club sandwich', 'Triple-decker with chicken, egg, cheese and fries.', 'sandwich', 799],
        ['Egg mayo sandwich', 'Soft bread, creamy egg mayo and cress.', 'sandwich', 499],
        ['Tuna melt', 'Tuna, cheddar and red onion on sourdough.', 'sandwich', 699],
      ],
    },
    {
      title: 'Cakes by the Slice',
      sizes: 'cake',
      foods: [
        ['Chocolate fudge cake', 'Three layers of moist chocolate sponge.', 'cake', 449],
        ['New York cheesecake', 'Baked vanilla cheesecake on a biscuit base.', 'cake', 549],
        ['Red velvet', 'With cream cheese frosting.', 'cake', 449],
        ['Carrot cake', 'Spiced, with walnuts and cream cheese icing.', 'cake', 449],
        ['Lotus Biscoff cake', 'Biscoff sponge, Biscoff cream and crushed biscuits on top.', 'cake', 549],
      ],
    },
    DRINKS,
  ],
};

const DESSERT_SHOP: CuisineTemplate = {
  addons: [
    {
      key: 'cone',
      title: 'Cup or cone',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Cup', 0],
        ['Waffle cone', 75],
        ['Chocolate-dipped cone', 125],
      ],
    },
    {
      key: 'sprinkles',
      title: 'Toppings',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Chocolate sauce', 50],
        ['Caramel sauce', 50],
        ['Rainbow sprinkles', 25],
        ['Crushed Oreo', 50],
        ['Roasted nuts', 75],
      ],
    },
    {
      key: 'waffleFillings',
      title: 'Pick 2 drizzles',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Nutella', 0],
        ['White chocolate', 0],
        ['Lotus spread', 50],
        ['Maple syrup', 0],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Ice Cream',
      sizes: 'scoops',
      addons: ['cone', 'sprinkles'],
      foods: [
        ['Belgian chocolate', 'Intense dark chocolate ice cream.', 'icecream', 249],
        ['Pistachio', 'Made with roasted pistachios.', 'icecream', 299],
        ['Mango', 'Sindhri mango sorbet, dairy-free.', 'icecream', 249],
        ['Salted caramel', 'Caramel ice cream with a salted caramel ripple.', 'icecream', 279],
        ['Cookies & cream', 'Vanilla with chunks of chocolate cookies.', 'icecream', 249],
        [
          'Strawberry cheesecake',
          'Cheesecake ice cream with strawberry swirl and biscuit crumbs.',
          'icecream',
          279,
        ],
      ],
    },
    {
      title: 'Waffles & Crêpes',
      sizes: 'one',
      addons: ['waffleFillings', 'sprinkles'],
      foods: [
        ['Belgian waffle', 'Crisp outside, fluffy inside.', 'pancake', 549],
        ['Nutella crêpe', 'Thin crêpe folded with Nutella and sliced banana.', 'pancake', 499],
        ['Waffle on a stick', 'Dipped in chocolate and sprinkles.', 'pancake', 349],
        [
          'Lotus waffle',
          'Belgian waffle loaded with Lotus spread, crushed Biscoff and a scoop of vanilla ice cream on top.',
          'pancake',
          649,
        ],
      ],
    },
    {
      title: 'Cakes',
      sizes: 'cake',
      foods: [
        ['Triple chocolate', 'Dark, milk and white chocolate layers.', 'cake', 499],
        ['Tres leches', 'Sponge soaked in three milks.', 'cake', 499],
        ['Lemon drizzle', 'Zesty lemon sponge with a crunchy glaze.', 'cake', 399],
        ['Pineapple pastry', 'Light sponge with cream and pineapple.', 'cake', 299],
      ],
    },
    {
      title: 'Traditional Sweets',
      sizes: 'one',
      foods: [
        [
          'Kulfi falooda',
          'Pistachio kulfi over falooda noodles, rose syrup and basil seeds.',
          'icecream',
          449,
        ],
        ['Gajar halwa', 'Carrots slow-cooked in milk and ghee, with nuts.', 'cake', 399],
        ['Kheer', 'Rice pudding with cardamom and pistachio.', 'icecream', 299],
        ['Rasmalai (2 pcs)', 'Soft cheese dumplings in saffron milk.', 'cake', 349],
      ],
    },
    {
      title: 'Shakes',
      sizes: 'rl',
      foods: [
        ['Nutella shake', 'Nutella blended with vanilla ice cream.', 'juice', 549],
        ['Mango shake', 'Fresh mangoes and milk.', 'juice', 399],
        ['Brownie shake', 'Chocolate shake blended with a whole fudge brownie.', 'juice', 599],
      ],
    },
    DRINKS,
  ],
};

const HEALTHY: CuisineTemplate = {
  addons: [
    {
      key: 'baseBowl',
      title: 'Choose your base',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Brown rice', 0],
        ['Quinoa', 100],
        ['Mixed greens', 0],
        ['Half rice, half greens', 0],
      ],
    },
    {
      key: 'protein',
      title: 'Add protein',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Grilled chicken', 250],
        ['Salmon', 450],
        ['Tofu', 150],
        ['Boiled egg', 100],
        ['Chickpeas', 100],
      ],
    },
    {
      key: 'dressing',
      title: 'Pick 2 dressings',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Lemon tahini', 0],
        ['Honey mustard', 0],
        ['Balsamic', 0],
        ['Sesame ginger', 0],
        ['Green goddess', 50],
      ],
    },
    {
      key: 'smoothieSide',
      title: 'Add a smoothie',
      description: 'Optional',
      min: 0,
      max: 1,
      options: [
        ['Green detox (small)', 299],
        ['Berry blast (small)', 299],
        ['Fresh orange juice', 249],
      ],
    },
  ],
  categories: [
    {
      title: 'Signature Bowls',
      sizes: 'rl',
      addons: ['baseBowl', 'protein', 'smoothieSide'],
      foods: [
        [
          'Teriyaki chicken bowl',
          'Teriyaki chicken, edamame, pickled cabbage, cucumber and sesame.',
          'salad',
          899,
        ],
        [
          'Mediterranean bowl',
          'Falafel, hummus, tabbouleh, olives, feta and a lemon tahini drizzle over your choice of base.',
          'salad',
          849,
        ],
        ['Poke bowl', 'Marinated salmon, avocado, mango, seaweed and edamame.', 'sushi', 1199],
        ['Burrito bowl', 'Chipotle chicken, black beans, corn salsa and guacamole.', 'salad', 899],
        ['Tandoori paneer bowl', 'Grilled paneer, mint yoghurt, kachumber and pickled onions.', 'curry', 849],
      ],
    },
    {
      title: 'Salads',
      sizes: 'rl',
      addons: ['dressing', 'protein'],
      foods: [
        ['Caesar salad', 'Romaine, parmesan, croutons and Caesar dressing.', 'salad', 699],
        ['Greek salad', 'Tomatoes, cucumber, olives, red onion and feta.', 'salad', 649],
        ['Quinoa & roasted veg', 'Roasted pumpkin, peppers and courgette with quinoa.', 'salad', 749],
        [
          'Chicken avocado salad',
          'Grilled chicken, avocado, cherry tomatoes, sweetcorn and greens.',
          'salad',
          849,
        ],
      ],
    },
    {
      title: 'Wraps',
      sizes: 'one',
      addons: ['dressing'],
      foods: [
        ['Grilled chicken wrap', 'Whole-wheat wrap, chicken, hummus and greens.', 'wrap', 649],
        ['Falafel wrap', 'Falafel, pickles, tahini and salad.', 'wrap', 549],
        ['Egg white wrap', 'Egg whites, spinach, tomato and feta.', 'wrap', 549],
      ],
    },
    {
      title: 'Smoothies & Juices',
      sizes: 'rl',
      foods: [
        [
          'Green detox',
          'Spinach, apple, cucumber, celery, ginger and lemon, cold-pressed to order.',
          'juice',
          449,
        ],
        ['Berry blast', 'Strawberries, blueberries, banana and yoghurt.', 'juice', 499],
        ['Peanut butter protein', 'Banana, peanut butter, oats, milk and whey.', 'juice', 549],
        ['Fresh orange juice', 'Just oranges.', 'juice', 349],
      ],
    },
    {
      title: 'Soups',
      sizes: 'one',
      foods: [
        ['Lentil soup', 'Red lentils, cumin and lemon.', 'soup', 399],
        ['Roasted tomato soup', 'With basil and a swirl of cream.', 'soup', 399],
        ['Chicken & vegetable soup', 'Clear broth with chicken and garden vegetables.', 'soup', 449],
      ],
    },
  ],
};

const SHAWARMA: CuisineTemplate = {
  addons: [
    {
      key: 'garlic',
      title: 'Choose a sauce',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Garlic toum', 0],
        ['Tahini', 0],
        ['Spicy harissa', 0],
        ['Mixed', 0],
      ],
    },
    {
      key: 'meExtras',
      title: 'Extras',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Extra meat', 250],
        ['Cheese', 100],
        ['Fries inside', 50],
        ['Pickles', 0],
        ['Jalapeños', 50],
      ],
    },
    {
      key: 'mezzeSides',
      title: 'Pick 2 sides',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Fries', 0],
        ['Hummus', 0],
        ['Fattoush', 0],
        ['Rice', 0],
        ['Baba ghanoush', 50],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Shawarma',
      sizes: 'rl',
      addons: ['garlic', 'meExtras', 'drink'],
      foods: [
        [
          'Chicken shawarma',
          'Marinated chicken shaved off the spit, garlic toum, pickles and fries in Lebanese bread.',
          'wrap',
          449,
        ],
        ['Beef shawarma', 'Spiced beef, tahini, onions and parsley.', 'wrap', 549],
        ['Zinger shawarma', 'Crispy fried chicken in shawarma style.', 'wrap', 499],
        ['Arabic shawarma (cut)', 'Grilled, cut into pieces and served with garlic sauce.', 'wrap', 599],
        ['Cheese shawarma', 'Chicken shawarma with melted cheese.', 'wrap', 499],
      ],
    },
    {
      title: 'Platters',
      sizes: 'one',
      addons: ['mezzeSides', 'garlic'],
      foods: [
        [
          'Chicken shawarma platter',
          'Shawarma meat over rice with salad, pickles, garlic sauce and warm bread on the side.',
          'kebab',
          999,
        ],
        ['Mixed grill platter', 'Shish tawook, kofta and lamb cubes.', 'kebab', 1499],
        ['Shish tawook platter', 'Grilled chicken skewers with toum.', 'kebab', 1099],
      ],
    },
    {
      title: 'Mezze',
      sizes: 'one',
      foods: [
        ['Hummus', 'Creamy chickpeas, tahini and olive oil, with bread.', 'salad', 399],
        ['Falafel (6 pcs)', 'Crisp chickpea and herb fritters.', 'kebab', 449],
        ['Fattoush', 'Crisp vegetables, sumac and fried bread.', 'salad', 449],
        ['Moutabal', 'Smoky aubergine dip.', 'salad', 399],
        ['Cheese sambousek', 'Pastries filled with akkawi and mint.', 'dumplings', 449],
      ],
    },
    {
      title: 'Grills',
      sizes: 'hf',
      addons: ['mezzeSides'],
      foods: [
        ['Lamb kofta', 'Minced lamb with parsley and onion, char-grilled.', 'kebab', 1199],
        ['Half grilled chicken', 'Lemon-garlic marinated chicken.', 'kebab', 999],
        ['Lamb chops', 'Four chops with seven-spice.', 'steak', 1999],
      ],
    },
    SIDES,
    DRINKS,
  ],
};

const MEXICAN: CuisineTemplate = {
  addons: [
    {
      key: 'salsa',
      title: 'Choose your salsa',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Pico de gallo', 0],
        ['Salsa verde', 0],
        ['Smoky chipotle', 0],
        ['Habanero (very hot)', 0],
      ],
    },
    {
      key: 'mxExtras',
      title: 'Extra toppings',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Guacamole', 200],
        ['Sour cream', 75],
        ['Extra cheese', 100],
        ['Jalapeños', 50],
        ['Black beans', 75],
      ],
    },
    {
      key: 'mxSides',
      title: 'Pick 2 sides',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Mexican rice', 0],
        ['Refried beans', 0],
        ['Corn on the cob', 50],
        ['Tortilla chips', 0],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Tacos',
      sizes: 'tacos',
      addons: ['salsa', 'mxExtras', 'drink'],
      foods: [
        ['Chicken tinga tacos', 'Shredded chipotle chicken, onion, coriander and lime.', 'taco', 599],
        ['Carne asada tacos', 'Grilled beef, pico de gallo and guacamole.', 'taco', 699],
        [
          'Baja fish tacos',
          'Crispy fish, cabbage slaw and chipotle crema on warm corn tortillas with a wedge of lime.',
          'taco',
          749,
        ],
        ['Birria tacos', 'Slow-braised beef tacos with a cup of consommé for dipping.', 'taco', 799],
        ['Veggie tacos', 'Roasted peppers, black beans and corn.', 'taco', 549],
      ],
    },
    {
      title: 'Burritos & Bowls',
      sizes: 'rl',
      addons: ['salsa', 'mxExtras'],
      foods: [
        ['Chicken burrito', 'Chicken, rice, beans, cheese and salsa.', 'wrap', 799],
        ['Beef burrito', 'Spiced beef, rice, beans and sour cream.', 'wrap', 849],
        ['Burrito bowl', 'All the burrito, none of the tortilla.', 'salad', 799],
      ],
    },
    {
      title: 'Quesadillas & Nachos',
      sizes: 'one',
      addons: ['mxSides'],
      foods: [
        ['Chicken quesadilla', 'Grilled tortilla with chicken and melted cheese.', 'taco', 699],
        [
          'Loaded nachos',
          'Tortilla chips, cheese sauce, beef chilli, jalapeños, pico de gallo, sour cream and guacamole.',
          'taco',
          849,
        ],
        ['Cheese quesadilla', 'Three cheeses, crisp and gooey.', 'taco', 599],
        ['Chicken fajitas', 'Sizzling chicken and peppers with tortillas.', 'kebab', 1099],
      ],
    },
    SIDES,
    DRINKS,
    {
      title: 'Desserts',
      sizes: 'one',
      foods: [
        ['Churros', 'Cinnamon sugar churros with chocolate dip.', 'cake', 449],
        ['Tres leches', 'Milk-soaked sponge cake.', 'cake', 499],
        ['Mexican hot chocolate', 'Spiced with cinnamon and chilli.', 'coffee', 349],
      ],
    },
  ],
};

const BREAKFAST: CuisineTemplate = {
  addons: [
    {
      key: 'eggs',
      title: 'How would you like your eggs?',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Fried', 0],
        ['Scrambled', 0],
        ['Poached', 0],
        ['Omelette', 50],
      ],
    },
    {
      key: 'bfExtras',
      title: 'Add extras',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Hash brown', 99],
        ['Sautéed mushrooms', 99],
        ['Baked beans', 79],
        ['Turkey bacon', 199],
        ['Avocado', 199],
      ],
    },
    {
      key: 'toppingsPancake',
      title: 'Pick 2 toppings',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Maple syrup', 0],
        ['Fresh berries', 100],
        ['Banana', 0],
        ['Nutella', 75],
        ['Whipped cream', 0],
      ],
    },
    {
      key: 'chai',
      title: 'Add chai',
      description: 'Optional',
      min: 0,
      max: 1,
      options: [
        ['Doodh patti', 149],
        ['Kashmiri chai', 199],
        ['Green tea', 99],
      ],
    },
  ],
  categories: [
    {
      title: 'Desi Breakfast',
      sizes: 'one',
      addons: ['chai'],
      foods: [
        [
          'Halwa puri',
          'Two puris, suji halwa, chana and aloo bhujia: the classic Sunday breakfast, any day of the week.',
          'curry',
          549,
        ],
        ['Aloo paratha', 'Stuffed flatbread with yoghurt and achar.', 'sandwich', 349],
        ['Anda paratha', 'Egg-fried paratha with green chilli.', 'sandwich', 349],
        ['Lahori chanay', 'Spiced chickpeas with kulcha.', 'curry', 399],
        ['Paye', 'Slow-cooked trotters with naan.', 'soup', 699],
      ],
    },
    {
      title: 'Eggs & Plates',
      sizes: 'one',
      addons: ['eggs', 'bfExtras', 'chai'],
      foods: [
        [
          'Full English',
          'Two eggs, turkey bacon, sausages, beans, mushrooms, grilled tomato and toast.',
          'sandwich',
          999,
        ],
        ['Eggs Benedict', 'Poached eggs, turkey ham and hollandaise on an English muffin.', 'sandwich', 849],
        ['Shakshuka', 'Eggs baked in a spiced tomato and pepper sauce with bread.', 'curry', 749],
        ['Avocado toast', 'Sourdough, smashed avocado, chilli flakes and eggs.', 'sandwich', 799],
      ],
    },
    {
      title: 'Pancakes & Waffles',
      sizes: 'rl',
      addons: ['toppingsPancake'],
      foods: [
        ['Buttermilk pancakes', 'A stack of three with butter.', 'pancake', 599],
        ['Blueberry pancakes', 'Pancakes with blueberries cooked in.', 'pancake', 699],
        [
          'French toast',
          'Brioche soaked in vanilla custard, pan-fried and dusted with cinnamon sugar.',
          'pancake',
          649,
        ],
        ['Breakfast waffle', 'Crisp waffle with butter.', 'pancake', 599],
      ],
    },
    {
      title: 'Hot Drinks',
      sizes: 'cup',
      foods: [
        ['Doodh patti', 'Strong milky tea.', 'coffee', 149],
        ['Kashmiri chai', 'Pink tea with pistachios.', 'coffee', 199],
        ['Americano', 'Double espresso with hot water.', 'coffee', 299],
        ['Cappuccino', 'Espresso with foamed milk.', 'coffee', 349],
      ],
    },
    DRINKS,
  ],
};

const STEAK: CuisineTemplate = {
  addons: [
    {
      key: 'doneness',
      title: 'How would you like it cooked?',
      description: 'Required',
      min: 1,
      max: 1,
      options: [
        ['Rare', 0],
        ['Medium rare', 0],
        ['Medium', 0],
        ['Medium well', 0],
        ['Well done', 0],
      ],
    },
    {
      key: 'steakSauce',
      title: 'Add sauces',
      description: 'Up to 3',
      min: 0,
      max: 3,
      options: [
        ['Peppercorn', 150],
        ['Mushroom', 150],
        ['Béarnaise', 200],
        ['Chimichurri', 150],
      ],
    },
    {
      key: 'steakSides',
      title: 'Pick 2 sides',
      description: 'Choose 1 or 2',
      min: 1,
      max: 2,
      options: [
        ['Fries', 0],
        ['Mashed potatoes', 0],
        ['Grilled vegetables', 0],
        ['Side salad', 0],
        ['Truffle fries', 200],
      ],
    },
    DRINK,
  ],
  categories: [
    {
      title: 'Steaks',
      sizes: 'weight',
      addons: ['doneness', 'steakSides', 'steakSauce'],
      foods: [
        [
          'Ribeye',
          'Well-marbled grain-fed ribeye, char-grilled and rested, finished with herb butter and flaky salt.',
          'steak',
          2999,
        ],
        ['Tenderloin', 'The most tender cut, lean and buttery.', 'steak', 3299],
        ['T-bone', 'Strip and tenderloin on the bone.', 'steak', 3499],
        ['Sirloin', 'Firm, full of flavour.', 'steak', 2499],
        ['Wagyu-style striploin', 'Rich marbling, served sliced.', 'steak', 4499],
      ],
    },
    {
      title: 'Starters',
      sizes: 'one',
      foods: [
        ['Beef carpaccio', 'Thin slices of beef, rocket, parmesan and olive oil.', 'salad', 999],
        ['Chicken wings', 'Smoked and grilled with BBQ glaze.', 'kebab', 799],
        ['Creamy mushroom soup', 'With truffle oil and toasted bread.', 'soup', 599],
        ['Caesar salad', 'Classic, with parmesan crisps.', 'salad', 799],
      ],
    },
    {
      title: 'Grills & Burgers',
      sizes: 'one',
      addons: ['steakSides'],
      foods: [
        ['Steakhouse burger', '200 g dry-aged beef patty, cheddar and caramelised onions.', 'burger', 1299],
        ['Grilled chicken breast', 'With lemon butter and herbs.', 'steak', 1299],
        ['Grilled salmon', 'Norwegian salmon fillet with dill sauce.', 'steak', 2299],
        [
          'Steak sandwich',
          'Sliced sirloin, rocket, horseradish mayo and onions on ciabatta.',
          'sandwich',
          1399,
        ],
      ],
    },
    SIDES,
    DESSERTS,
    DRINKS,
  ],
};

export const MENUS_MORE: Pick<
  Record<Cuisine, CuisineTemplate>,
  'cafe' | 'desserts' | 'healthy' | 'shawarma' | 'mexican' | 'breakfast' | 'steak'
> = {
  cafe: CAFE,
  desserts: DESSERT_SHOP,
  healthy: HEALTHY,
  shawarma: SHAWARMA,
  mexican: MEXICAN,
  breakfast: BREAKFAST,
  steak: STEAK,
};
