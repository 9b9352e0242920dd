/**
 * The illustrations the generated images draw, imported by name from the lucide-static package (ISC licence,
 * see docs/image-art.md): only the icons named here end up in the mock, and none is copied by hand.
 */
import {
  Armchair, Baby, Backpack, BookImage, BookOpen, Calendar, ChefHat, Coffee, CookingPot, Dumbbell, Footprints, GlassWater, Handbag,
  Headphones, Heart, House, Keyboard, LampDesk, Lamp, Laptop, LayoutGrid, LockKeyhole, MapPin, MicVocal, Milk, Monitor, MonitorSmartphone,
  Notebook, Package, Palette, PaintbrushVertical, Panda, Pen, PlugZap, PocketKnife, Puzzle, Ribbon, RotateCcw, Scissors, Settings, Shirt,
  ShelvingUnit, ShieldCheck, ShoppingBag, Smartphone, Sofa, SoapDispenserDroplet, Sparkles, Speaker, SportShoe, Spool, Store, Sun,
  TabletSmartphone, Tent, Ticket, ToyBrick, Truck, TubeLotion, UserRound, WandSparkles, Weight, ScanLine, Gem, Tag,
} from 'lucide-static';

export const ICONS = {
  armchair: Armchair, baby: Baby, backpack: Backpack, 'book-image': BookImage, 'book-open': BookOpen, calendar: Calendar, 'chef-hat': ChefHat,
  coffee: Coffee, 'cooking-pot': CookingPot, dumbbell: Dumbbell, footprints: Footprints, 'glass-water': GlassWater, handbag: Handbag,
  headphones: Headphones, heart: Heart, house: House, keyboard: Keyboard, 'lamp-desk': LampDesk, lamp: Lamp, laptop: Laptop,
  'layout-grid': LayoutGrid, 'lock-keyhole': LockKeyhole, 'map-pin': MapPin, 'mic-vocal': MicVocal, milk: Milk, monitor: Monitor,
  'monitor-smartphone': MonitorSmartphone, notebook: Notebook, package: Package, palette: Palette, 'paintbrush-vertical': PaintbrushVertical,
  panda: Panda, pen: Pen, 'plug-zap': PlugZap, 'pocket-knife': PocketKnife, puzzle: Puzzle, ribbon: Ribbon, 'rotate-ccw': RotateCcw,
  scissors: Scissors, settings: Settings, shirt: Shirt, 'shelving-unit': ShelvingUnit, 'shield-check': ShieldCheck, 'shopping-bag': ShoppingBag,
  smartphone: Smartphone, sofa: Sofa, 'soap-dispenser-droplet': SoapDispenserDroplet, sparkles: Sparkles, speaker: Speaker,
  'sport-shoe': SportShoe, spool: Spool, store: Store, sun: Sun, 'tablet-smartphone': TabletSmartphone, tent: Tent, ticket: Ticket,
  'toy-brick': ToyBrick, truck: Truck, 'tube-lotion': TubeLotion, 'user-round': UserRound, 'wand-sparkles': WandSparkles, weight: Weight,
  'scan-line': ScanLine, gem: Gem, tag: Tag,
} as const;

export type IconName = keyof typeof ICONS;

/** The drawing inside an icon's <svg> wrapper (24x24 units, stroke only), to be placed in a larger picture. */
export function iconBody(name: IconName): string {
  const svg = ICONS[name];
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  const end = svg.lastIndexOf('</svg>');
  return svg
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim())
    .join('');
}

/**
 * Which illustration stands for each seeded category (every level; leaves carry the products). Where the set has no
 * exact picture the nearest one is used (a spool for skirts, a ribbon for dresses).
 */
export const CATEGORY_ICONS: Record<string, IconName> = {
  Electronics: 'monitor-smartphone', Phones: 'smartphone', Smartphones: 'smartphone', 'Phone Cases': 'tablet-smartphone', Chargers: 'plug-zap',
  Computers: 'laptop', Laptops: 'laptop', Keyboards: 'keyboard', Monitors: 'monitor',
  Audio: 'headphones', Headphones: 'headphones', Speakers: 'speaker', Microphones: 'mic-vocal',
  Fashion: 'shirt', Women: 'handbag', Dresses: 'ribbon', Blouses: 'shirt', Skirts: 'spool', Men: 'shirt', Shirts: 'shirt', Jeans: 'scissors',
  Jackets: 'shirt', Shoes: 'sport-shoe', Sneakers: 'sport-shoe', Boots: 'footprints', Sandals: 'footprints',
  'Home & Kitchen': 'house', Kitchen: 'cooking-pot', Cookware: 'cooking-pot', Knives: 'pocket-knife', Mugs: 'coffee',
  Furniture: 'armchair', Chairs: 'armchair', Desks: 'lamp-desk', Shelves: 'shelving-unit', Decor: 'lamp', Lamps: 'lamp', Rugs: 'layout-grid',
  Cushions: 'sofa',
  'Beauty & Health': 'sparkles', Skincare: 'tube-lotion', Cleansers: 'soap-dispenser-droplet', Moisturisers: 'tube-lotion', Sunscreen: 'sun',
  Makeup: 'palette', Lipstick: 'wand-sparkles', Mascara: 'paintbrush-vertical', Foundation: 'palette',
  'Sports & Outdoors': 'dumbbell', Fitness: 'dumbbell', 'Yoga Mats': 'layout-grid', Dumbbells: 'dumbbell', 'Resistance Bands': 'weight',
  Outdoor: 'tent', Tents: 'tent', Backpacks: 'backpack', 'Water Bottles': 'glass-water',
  'Toys & Kids': 'toy-brick', Toys: 'toy-brick', 'Building Blocks': 'toy-brick', Puzzles: 'puzzle', 'Plush Toys': 'panda',
  Baby: 'baby', Strollers: 'baby', 'Baby Bottles': 'milk', Bibs: 'heart',
  'Books & Office': 'book-open', Books: 'book-open', Fiction: 'book-open', Cookbooks: 'chef-hat', "Children's Books": 'book-image',
  Stationery: 'pen', Notebooks: 'notebook', Pens: 'pen', Planners: 'calendar',
};

/** Seeded guarantees and user-centre menus, in seed order (docs/image-art.md). */
export const GUARANTEE_ICONS: readonly IconName[] = ['shield-check', 'rotate-ccw', 'truck', 'lock-keyhole'];
export const MENU_ICONS: readonly IconName[] = ['package', 'ticket', 'heart', 'map-pin', 'scan-line', 'settings'];
