import { extensions } from './demo-catalogue/extensions.ts';
import { frontal } from './demo-catalogue/frontal.ts';
import { humanHair } from './demo-catalogue/human-hair.ts';
import { ponyTail } from './demo-catalogue/pony-tail.ts';
import { syntheticHair } from './demo-catalogue/synthetic-hair.ts';
import { BACKDROPS, DEMO_BASE_DATE, type DemoImageStyle, type DemoProduct } from './demo-vocabulary.ts';

const HOURS_BETWEEN_PRODUCTS = 29;

// The products themselves, one file a category, in catalogue order (the first is the newest).
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...humanHair,
  ...syntheticHair,
  ...extensions,
  ...ponyTail,
  ...frontal,
];

/** When each demo product was added: the first is the newest. */
export function demoCreatedAt(index: number): Date {
  return new Date(DEMO_BASE_DATE.getTime() - index * HOURS_BETWEEN_PRODUCTS * 3_600_000);
}

/** Backdrops rotate from the product's own one, so a product's pictures are told apart in the gallery. */
export function demoImageStyles(product: DemoProduct): DemoImageStyle[] {
  const start = BACKDROPS.indexOf(product.backdrop);
  return product.shots.map((shot, n) => ({
    colour: product.colour,
    texture: product.texture,
    shot,
    backdrop: BACKDROPS[(start + n * 3) % BACKDROPS.length] ?? product.backdrop,
  }));
}

/** Side of the square demo pictures: the largest width the media route serves. */
export const DEMO_IMAGE_SIZE = 960;

export const demoMediaId = (product: DemoProduct, n: number) => `demo-${product.slug}-${n + 1}`;
