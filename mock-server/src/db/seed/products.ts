import { DAY, formatDateTime } from '../../domain/dates';
import { type Rng } from '../../domain/prng';
import { type RecordOf, type SeedData } from '../schema';
import { type Leaf } from './categories';
import { img, NICKNAMES, SEED_BASE_MS } from './common';

const BRANDS = ['Aurora', 'Nimbus', 'Vertex', 'Lumen', 'Kestrel', 'Orchid', 'Summit', 'Harbor', 'Pixel', 'Maple', 'Cobalt', 'Juniper'];
const ADJECTIVES = ['Classic', 'Pro', 'Lite', 'Eco', 'Deluxe', 'Compact', 'Premium', 'Smart', 'Everyday', 'Travel', 'Ultra', 'Soft'];
const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Pink', 'Beige'];
const SIZES: Record<string, readonly string[]> = {
  Fashion: ['S', 'M', 'L', 'XL', 'XXL'],
  Electronics: ['64GB', '128GB', '256GB', '512GB'],
  default: ['Small', 'Medium', 'Large'],
};
const SIZE_NAME: Record<string, string> = { Fashion: 'Size', Electronics: 'Capacity', default: 'Size' };
const REVIEW_TEXT: Record<number, readonly string[]> = {
  5: ['Excellent quality, exactly as described.', 'Love it! Fast delivery too.', 'Great value for the price, would buy again.'],
  4: ['Good product, minor scratches on the box.', 'Works well, a bit smaller than expected.'],
  3: ['It is okay. Does the job.', 'Average quality for the price.'],
  2: ['Not great, the colour is off.', 'Took a long time to arrive.'],
  1: ['Broke after two days. Very disappointed.', 'Wrong item sent, poor quality.'],
};

/** The service guarantees products list by id (guaranteeIds). */
export function seedGuarantees(data: SeedData): void {
  [
    ['Authentic guarantee', 'Every item is genuine.'],
    ['7-day returns', 'Return within 7 days, no questions asked.'],
    ['Fast shipping', 'Ships within 48 hours.'],
    ['Secure payment', 'Payments are encrypted.'],
  ].forEach(([name, content], i) => data.guarantees.push({ id: i + 1, name: name ?? '', icon: img(`g/${i + 1}`), content: content ?? '' }));
}

/** The products with their attributes and SKUs, and each product's reviews (drawn in the same rng order). */
export function seedProducts(rng: Rng, count: number, leaves: readonly Leaf[], shopCats: Map<number, number[]>, data: SeedData): void {
  let attrId = 1;
  let skuId = 1;
  let reviewId = 1;
  const merchantCount = data.merchants.length;
  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    const leaf = leaves[i % leaves.length] ?? leaves[0];
    if (!leaf) throw new Error('no categories');
    const merId = i % 7 === 0 ? 1 : rng.int(2, merchantCount);
    const brand = rng.pick(BRANDS);
    const adjective = rng.pick(ADJECTIVES);
    const storeName = `${brand} ${adjective} ${leaf.noun} ${String.fromCharCode(65 + (i % 26))}${(i % 90) + 10}`;
    const basePrice = Math.round((rng.int(5, 400) + rng.int(0, 99) / 100) * 100) / 100;
    const multi = i % 2 === 0;
    const image = img(`p/${id}`);
    const skus: RecordOf<'skus'>[] = [];
    const attrs: RecordOf<'productAttrs'>[] = [];
    if (multi) {
      const sizeKey = leaf.top in SIZES ? leaf.top : 'default';
      const sizes = SIZES[sizeKey] ?? SIZES.default ?? [];
      const colorValues = pickSome(rng, COLORS, rng.int(2, 3));
      const sizeValues = pickSome(rng, sizes, rng.int(2, 3));
      attrs.push({ id: attrId++, productId: id, attrName: 'Color', attrValues: colorValues.join(','), type: 0 });
      attrs.push({ id: attrId++, productId: id, attrName: SIZE_NAME[sizeKey] ?? 'Size', attrValues: sizeValues.join(','), type: 0 });
      colorValues.forEach((color, ci) => {
        sizeValues.forEach((size, si) => {
          const price = Math.round((basePrice + si * 5 + ci * 1.5) * 100) / 100;
          const stock = rng.chance(0.2) ? 0 : rng.int(1, 200);
          skus.push({
            id: skuId,
            productId: id,
            sku: `${color},${size}`,
            stock,
            sales: rng.int(0, 300),
            price,
            image: img(`sku/${skuId}`),
            otPrice: Math.round(price * 1.3 * 100) / 100,
            weight: 0.5,
            volume: 1,
            vipPrice: null,
            unique: `u${id}-${ci}-${si}`,
            attrValue: JSON.stringify({ Color: color, [SIZE_NAME[sizeKey] ?? 'Size']: size }),
          });
          skuId += 1;
        });
      });
    } else {
      const stock = rng.chance(0.08) ? 0 : rng.int(1, 999);
      attrs.push({ id: attrId++, productId: id, attrName: 'Spec', attrValues: 'Default', type: 0 });
      skus.push({
        id: skuId,
        productId: id,
        sku: 'Default',
        stock,
        sales: rng.int(0, 2000),
        price: basePrice,
        image,
        otPrice: Math.round(basePrice * 1.25 * 100) / 100,
        weight: 1,
        volume: 1,
        vipPrice: null,
        unique: `u${id}`,
        attrValue: JSON.stringify({ Spec: 'Default' }),
      });
      skuId += 1;
    }
    // A single-spec product has one attribute with one value, as the real admin creates it, so the joined-values
    // key the clients look up ("Default") always exists in productValue (docs/backend-wire.md, products).
    data.productAttrs.push(...attrs);
    data.skus.push(...skus);
    // The product's price and list price are its cheapest SKU's, as the real admin saves them (docs/product-rules.md,
    // Prices): a card's "was" price is then the one the product page shows for that SKU.
    const cheapest = skus.reduce((low, s) => (s.price < low.price ? s : low));
    const price = cheapest.price;
    const otPrice = cheapest.otPrice;
    const stock = skus.reduce((sum, s) => sum + s.stock, 0);
    const sales = skus.reduce((sum, s) => sum + s.sales, 0);
    const unsafe = i % 9 === 4;
    const content =
      `<h3>${storeName}</h3><p>Made by ${brand}. ${adjective} design for everyday use.</p>` +
      `<p><img src="${img(`p/${id}-detail`)}" alt="${storeName} detail"></p>` +
      (unsafe
        ? `<script>window.__xss = (window.__xss || 0) + 1; alert('xss')</script><img src="/mock-images/missing.svg" onerror="window.__xss = 1">`
        : '') +
      `<ul><li>Brand: ${brand}</li><li>Category: ${leaf.noun}</li></ul>`;
    data.products.push({
      id,
      merId,
      image,
      flatPattern: null,
      sliderImage: JSON.stringify([image, img(`p/${id}-2`), img(`p/${id}-3`)]),
      storeName,
      storeInfo: `${adjective} ${leaf.noun.toLowerCase()} by ${brand}\nCarefully packed and shipped in 48 hours\n${multi ? 'Several colours and sizes' : 'One size'}`,
      keyword: `${leaf.noun.toLowerCase()},${brand.toLowerCase()},${adjective.toLowerCase()}`,
      cateId: String(rng.pick(shopCats.get(merId) ?? [1])),
      brandId: null,
      categoryId: leaf.id,
      guaranteeIds: i % 3 === 0 ? '1,2,3' : '1,4',
      price,
      vipPrice: null,
      otPrice,
      postage: i % 4 === 0 ? 0 : 5,
      unitName: 'piece',
      sales,
      stock,
      giveIntegral: Math.floor(price / 10),
      ficti: rng.int(0, 500),
      browse: rng.int(0, 5000),
      specType: multi,
      isShow: true,
      content,
      createTime: formatDateTime(SEED_BASE_MS - (count - i) * 60_000),
    });

    // Reviews: popular products get many with every star; the tail gets a few (a large catalog keeps it small).
    const popular = i < 24;
    const reviewCount = popular ? rng.int(18, 30) : i < 3000 ? rng.int(0, 6) : rng.int(0, 1) === 1 && i % 10 === 0 ? 1 : 0;
    for (let r = 0; r < reviewCount; r += 1) {
      const star = popular && r < 5 ? 5 - r : weightedStar(rng);
      const sku = rng.pick(skus);
      const withPics = rng.chance(0.35);
      data.reviews.push({
        id: reviewId,
        productId: id,
        uid: 1000 + rng.int(1, 500),
        star,
        comment: rng.pick(REVIEW_TEXT[star] ?? REVIEW_TEXT[3] ?? ['OK']),
        pics: withPics ? Array.from({ length: rng.int(1, 3) }, (_, k) => img(`review/${reviewId}-${k + 1}`)) : [],
        merchantReplyContent: rng.chance(0.3) ? 'Thank you for your feedback! We are glad to help.' : null,
        nickname: rng.pick(NICKNAMES),
        avatar: img(`avatar/r${(reviewId % 40) + 1}`),
        createTime: formatDateTime(SEED_BASE_MS - rng.int(1, 200) * DAY + rng.int(0, 86_000) * 1000),
        sku: sku.sku,
      });
      reviewId += 1;
    }
  }
}

function pickSome<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) {
    const [item] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (item !== undefined) out.push(item);
  }
  // Keep the attribute's own order stable and readable.
  return items.filter((x) => out.includes(x));
}

function weightedStar(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.5) return 5;
  if (roll < 0.7) return 4;
  if (roll < 0.82) return 3;
  if (roll < 0.9) return 2;
  return 1;
}
