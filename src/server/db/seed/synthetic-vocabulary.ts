import { CATEGORIES, type Category } from '#shared/catalog.ts';
import {
  DEMO_BRANDS,
  HAIR_COLOURS,
  HAIR_TEXTURES,
  type HairColour,
  type HairTexture,
} from './demo-vocabulary.ts';

// The words synthetic products are made of (seed/synthetic.ts): brands, product lines, origins, textures, colours,
// kinds with their prices and lengths, and the sentences of their descriptions; and the words shoppers search them by.

export const SYNTHETIC_BRANDS = [
  ...DEMO_BRANDS,
  'Crown & Coil',
  'Aurelia Hair',
  'Maison Mane',
  'Bundle Theory',
  'Luxe Strand Co.',
  'Zuri Collection',
];

export const LINES = [
  'Signature',
  'Everyday',
  'Luxe',
  'Studio',
  'Reserve',
  'Essentials',
  'Atelier',
  'Classic',
  'Pro',
  'Muse',
];
export const ORIGINS = [
  'Brazilian',
  'Peruvian',
  'Malaysian',
  'Indian',
  'Vietnamese',
  'Cambodian',
  'Mongolian',
  'Burmese',
];

export const TEXTURE_NAMES: Record<HairTexture, string[]> = {
  straight: ['Straight', 'Silky Straight', 'Bone Straight'],
  yaki: ['Yaki Straight', 'Kinky Straight', 'Light Yaki'],
  'body-wave': ['Body Wave', 'Bouncy Body Wave'],
  'loose-wave': ['Loose Wave', 'Beach Wave'],
  'water-wave': ['Water Wave', 'Ripple Wave'],
  'deep-wave': ['Deep Wave', 'Deep Curl'],
  'kinky-curly': ['Kinky Curly', 'Afro Curly', 'Coily 4B'],
};

export const COLOUR_NAMES: Record<HairColour, string> = {
  'jet-black': 'Jet Black #1',
  'natural-black': 'Natural Black 1B',
  'dark-brown': 'Dark Brown #2',
  chestnut: 'Chestnut #4',
  'honey-blonde': 'Honey Blonde #27',
  'ash-blonde': 'Ash Blonde',
  platinum: 'Platinum #613',
  burgundy: 'Burgundy 99J',
  copper: 'Copper Red #350',
  'silver-grey': 'Silver Grey',
  'ombre-honey': 'Ombre 1B/27',
  'ombre-burgundy': 'Ombre 1B/99J',
  'ombre-ash': 'Ombre Ash',
};

export const KINDS: Record<
  Category,
  { names: string[]; price: [number, number]; from: number[]; lengths: [number, number] }
> = {
  'Human hair': {
    names: ['Bundle', '3 Bundle Deal', 'Glueless Wig', 'Bob Wig', 'U-Part Wig', 'Closure Wig'],
    price: [39, 249],
    from: [10, 12, 14, 16],
    lengths: [3, 9],
  },
  'Synthetic hair': {
    names: ['Wig', 'Lace Part Wig', 'Headband Wig', 'Braiding Hair', 'Crochet Hair', 'Bob'],
    price: [10, 59],
    from: [10, 14, 18, 20],
    lengths: [2, 5],
  },
  Extensions: {
    names: [
      'Clip-Ins',
      'Tape-Ins',
      'I-Tip Extensions',
      'Halo Extension',
      'Micro Loop Extensions',
      'Clip-In Weft',
    ],
    price: [29, 179],
    from: [14, 16, 18],
    lengths: [2, 6],
  },
  'Pony tail': {
    names: ['Drawstring Ponytail', 'Wrap-Around Ponytail', 'Claw Clip Ponytail', 'High Ponytail', 'Bun'],
    price: [12, 79],
    from: [8, 12, 16, 18],
    lengths: [2, 6],
  },
  Frontal: {
    names: [
      '13x4 Lace Frontal',
      '13x6 HD Lace Frontal Wig',
      '360 Lace Frontal Wig',
      '5x5 HD Closure',
      '13x4 Frontal Wig',
    ],
    price: [59, 399],
    from: [12, 14, 16, 18],
    lengths: [3, 7],
  },
};

export const OPENERS = [
  (o: string, t: string) =>
    `${o} hair with a ${t.toLowerCase()} pattern that holds its shape wash after wash.`,
  (o: string, t: string) =>
    `Soft, full ${t.toLowerCase()} texture in ${o.toLowerCase() === 'synthetic' ? 'premium fibre' : `${o} hair`}.`,
  (o: string, t: string) =>
    `A ${t.toLowerCase()} favourite: ${o} hair chosen for its natural lustre and easy blending.`,
];
export const DETAILS: Record<Category, string[]> = {
  'Human hair': [
    'Double machine weft with minimal shedding.',
    'Cuticles intact and aligned for a tangle-free finish.',
    'Cut from single-donor hair for an even texture.',
    'Can be dyed, bleached and heat-styled up to 200 °C.',
  ],
  'Synthetic hair': [
    'Heat-friendly fibre, safe up to 160 °C.',
    'Lightweight, breathable cap with adjustable straps.',
    'Pre-styled and ready to wear from the box.',
    'Low-sheen fibre that looks like real hair.',
  ],
  Extensions: [
    'Reusable with the right care.',
    'Silicone-lined clips grip without pulling.',
    'Remy hair, double drawn for full ends.',
    'Fit in minutes at home or by your stylist.',
  ],
  'Pony tail': [
    'Drawstring and two combs keep it secure all day.',
    'Wrap-around strip hides the base.',
    'Blends with laid edges for a sleek finish.',
    'Takes five minutes from bun to ponytail.',
  ],
  Frontal: [
    'Pre-plucked hairline with baby hairs.',
    'HD lace that melts into every skin tone.',
    'Bleached knots and a free part.',
    '180% density for natural fullness.',
  ],
};
export const CARE = [
  'Co-wash gently and let it air dry.',
  'Detangle from the ends with a wide-tooth comb.',
  'Sleep in a silk bonnet to keep it smooth.',
  'Use sulphate-free products to protect the colour.',
];

/**
 * The words shoppers can find the seeded products by (search matches name, category and brand): every word of
 * 3+ letters in the synthetic names, brands and categories and in the demo's colours and textures, lower-cased,
 * each once, sorted. For load tests that search the way shoppers do (scripts/bench-catalog.ts).
 */
export function searchVocabulary(): string[] {
  const phrases = [
    ...SYNTHETIC_BRANDS,
    ...LINES,
    ...ORIGINS,
    ...Object.values(TEXTURE_NAMES).flat(),
    ...Object.values(COLOUR_NAMES),
    ...Object.values(KINDS).flatMap((kind) => kind.names),
    ...CATEGORIES,
    ...HAIR_COLOURS,
    ...HAIR_TEXTURES,
  ];
  const words = phrases
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return [...new Set(words.filter((w) => w.length >= 3))].sort();
}
