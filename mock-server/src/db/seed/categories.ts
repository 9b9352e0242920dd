import { type SeedData } from '../schema';
import { img } from './common';

/** [level-1, [[level-2, [[leaf name, product noun], ...]], ...]] */
const CATEGORY_TREE: readonly [string, readonly [string, readonly (readonly [string, string])[]][]][] = [
  [
    'Electronics',
    [
      [
        'Phones',
        [
          ['Smartphones', 'Smartphone'],
          ['Phone Cases', 'Phone Case'],
          ['Chargers', 'Charger'],
        ],
      ],
      [
        'Computers',
        [
          ['Laptops', 'Laptop'],
          ['Keyboards', 'Keyboard'],
          ['Monitors', 'Monitor'],
        ],
      ],
      [
        'Audio',
        [
          ['Headphones', 'Headphones'],
          ['Speakers', 'Speaker'],
          ['Microphones', 'Microphone'],
        ],
      ],
    ],
  ],
  [
    'Fashion',
    [
      [
        'Women',
        [
          ['Dresses', 'Dress'],
          ['Blouses', 'Blouse'],
          ['Skirts', 'Skirt'],
        ],
      ],
      [
        'Men',
        [
          ['Shirts', 'Shirt'],
          ['Jeans', 'Jeans'],
          ['Jackets', 'Jacket'],
        ],
      ],
      [
        'Shoes',
        [
          ['Sneakers', 'Sneakers'],
          ['Boots', 'Boots'],
          ['Sandals', 'Sandals'],
        ],
      ],
    ],
  ],
  [
    'Home & Kitchen',
    [
      [
        'Kitchen',
        [
          ['Cookware', 'Frying Pan'],
          ['Knives', 'Chef Knife'],
          ['Mugs', 'Mug'],
        ],
      ],
      [
        'Furniture',
        [
          ['Chairs', 'Chair'],
          ['Desks', 'Desk'],
          ['Shelves', 'Shelf'],
        ],
      ],
      [
        'Decor',
        [
          ['Lamps', 'Lamp'],
          ['Rugs', 'Rug'],
          ['Cushions', 'Cushion'],
        ],
      ],
    ],
  ],
  [
    'Beauty & Health',
    [
      [
        'Skincare',
        [
          ['Cleansers', 'Cleanser'],
          ['Moisturisers', 'Moisturiser'],
          ['Sunscreen', 'Sunscreen'],
        ],
      ],
      [
        'Makeup',
        [
          ['Lipstick', 'Lipstick'],
          ['Mascara', 'Mascara'],
          ['Foundation', 'Foundation'],
        ],
      ],
    ],
  ],
  [
    'Sports & Outdoors',
    [
      [
        'Fitness',
        [
          ['Yoga Mats', 'Yoga Mat'],
          ['Dumbbells', 'Dumbbell Set'],
          ['Resistance Bands', 'Resistance Band'],
        ],
      ],
      [
        'Outdoor',
        [
          ['Tents', 'Tent'],
          ['Backpacks', 'Backpack'],
          ['Water Bottles', 'Water Bottle'],
        ],
      ],
    ],
  ],
  [
    'Toys & Kids',
    [
      [
        'Toys',
        [
          ['Building Blocks', 'Building Blocks'],
          ['Puzzles', 'Puzzle'],
          ['Plush Toys', 'Plush Bear'],
        ],
      ],
      [
        'Baby',
        [
          ['Strollers', 'Stroller'],
          ['Baby Bottles', 'Baby Bottle'],
          ['Bibs', 'Bib'],
        ],
      ],
    ],
  ],
  [
    'Books & Office',
    [
      [
        'Books',
        [
          ['Fiction', 'Novel'],
          ['Cookbooks', 'Cookbook'],
          ["Children's Books", 'Picture Book'],
        ],
      ],
      [
        'Stationery',
        [
          ['Notebooks', 'Notebook'],
          ['Pens', 'Pen Set'],
          ['Planners', 'Planner'],
        ],
      ],
    ],
  ],
];

/** A leaf category with the noun its products are named after and the name of its top level. */
export interface Leaf {
  id: number;
  noun: string;
  top: string;
}

/** Platform categories (3 levels); answers the leaves, which carry the product noun. */
export function seedCategories(data: SeedData): Leaf[] {
  const leaves: Leaf[] = [];
  let catId = 1;
  CATEGORY_TREE.forEach(([topName, mids], ti) => {
    const topId = catId++;
    data.categories.push({ id: topId, pid: 0, name: topName, icon: img(`cat/${topId}`), level: 1, sort: ti, isShow: true });
    mids.forEach(([midName, leafList], mi) => {
      const midId = catId++;
      data.categories.push({ id: midId, pid: topId, name: midName, icon: img(`cat/${midId}`), level: 2, sort: mi, isShow: true });
      leafList.forEach(([leafName, noun], li) => {
        const leafId = catId++;
        data.categories.push({ id: leafId, pid: midId, name: leafName, icon: img(`cat/${leafId}`), level: 3, sort: li, isShow: true });
        leaves.push({ id: leafId, noun, top: topName });
      });
    });
  });
  return leaves;
}
