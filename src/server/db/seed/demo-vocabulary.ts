// The words the demo catalogue is described in: hair colours, textures, photo styles, brands.
import type { Category } from '#shared/catalog.ts';

// The demo catalogue a fresh shop starts with. Pure data, so every start seeds exactly the same shop.

export const HAIR_COLOURS = [
  'jet-black',
  'natural-black',
  'dark-brown',
  'chestnut',
  'honey-blonde',
  'ash-blonde',
  'platinum',
  'burgundy',
  'copper',
  'silver-grey',
  'ombre-honey',
  'ombre-burgundy',
  'ombre-ash',
] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

export const HAIR_TEXTURES = [
  'straight',
  'yaki',
  'body-wave',
  'loose-wave',
  'water-wave',
  'deep-wave',
  'kinky-curly',
] as const;
export type HairTexture = (typeof HAIR_TEXTURES)[number];

/** How the hair is presented in a picture: a sewn weft, a wig on a form, a gathered ponytail, a close-up. */
export const SHOTS = ['bundle', 'wig', 'ponytail', 'swatch'] as const;
export type Shot = (typeof SHOTS)[number];

export const BACKDROPS = ['blush', 'sand', 'sage', 'mist', 'lilac', 'cream', 'stone', 'peach'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

/** What the image generator draws for one picture. */
export type DemoImageStyle = { colour: HairColour; texture: HairTexture; shot: Shot; backdrop: Backdrop };

/**
 * A value of a demo option: a shade has the colour its photos are drawn in and its swatch; `more` is what it adds to
 * the price (pence), e.g. a denser wig or platinum bleaching.
 */
export type DemoValue = { name: string; colour?: HairColour; swatch?: string; more?: number };

/** An option a demo product is chosen by before its length (issue 31): Shade, Texture, Lace, Density, Weight. */
export type DemoOption = {
  name: string;
  kind: 'swatch' | 'button';
  property: 'color' | 'size' | 'pattern' | 'material' | null;
  values: DemoValue[];
};

export type DemoProduct = {
  slug: string;
  name: string;
  category: Category;
  brand: string;
  /** Integer pence. */
  price: number;
  lengths: string[];
  /** Options before Length (a product without them is chosen by length alone); each combination is a variant. */
  options?: DemoOption[];
  /** Combinations not sold, as a value of an option and a length: ['#613 Platinum Blonde', '28"']. */
  leaveOut?: [string, string][];
  description: string;
  colour: HairColour;
  texture: HairTexture;
  /** One picture per shot, 1–4; the first is the listing image. */
  shots: Shot[];
  backdrop: Backdrop;
};

export const DEMO_BRANDS = [
  'Oya Hair',
  'Velvet Crown',
  'Lumière Tresses',
  'Kinkology',
  'Silk Atelier',
  'Nubia Luxe',
  'Halo & Honey',
] as const;

/** The newest demo product is this old; each following one is a little older, so "latest" has one fixed order. */
export const DEMO_BASE_DATE = new Date('2025-10-01T09:00:00Z');

/** Lengths in inches from `from` to `to` in steps of `step`, written as the shop writes them: 10", 12", … */
export function inches(from: number, to: number, step = 2): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n += step) out.push(`${n}"`);
  return out;
}

/** Shades as the demo sells them: the industry's number and a name, with the colour their photos are drawn in. */
export const SHADES = {
  jet: { name: '1 Jet Black', colour: 'jet-black', swatch: '#0c0b0b' },
  natural: { name: '1B Natural Black', colour: 'natural-black', swatch: '#1e1915' },
  brown: { name: '#4 Dark Brown', colour: 'dark-brown', swatch: '#3d2619' },
  chestnut: { name: '#6 Chestnut', colour: 'chestnut', swatch: '#6b3b22' },
  honey: { name: '#27 Honey Blonde', colour: 'honey-blonde', swatch: '#b9803f' },
  platinum: { name: '#613 Platinum Blonde', colour: 'platinum', swatch: '#e6d6a8' },
} as const satisfies Record<string, DemoValue>;
