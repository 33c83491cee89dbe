import type { Category } from '../../../shared/catalog.ts';

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

export type DemoProduct = {
  slug: string;
  name: string;
  category: Category;
  brand: string;
  /** Integer pence. */
  price: number;
  lengths: string[];
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
const HOURS_BETWEEN_PRODUCTS = 29;

/** Lengths in inches from `from` to `to` in steps of `step`, written as the shop writes them: 10", 12", … */
export function inches(from: number, to: number, step = 2): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n += step) out.push(`${n}"`);
  return out;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ── Human hair ──────────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'brazilian-body-wave-bundle',
    name: 'Brazilian Body Wave Bundle',
    category: 'Human hair',
    brand: 'Oya Hair',
    price: 5499,
    lengths: inches(12, 28),
    description:
      'A single bundle of 100% virgin Brazilian hair with a soft, bouncy S-wave that holds after washing. Cuticles are kept intact and aligned, so the hair stays smooth and tangle-free. Natural black (1B); can be dyed or bleached to #27. 100 g per bundle; most full heads need three.',
    colour: 'natural-black',
    texture: 'body-wave',
    shots: ['bundle', 'swatch', 'wig'],
    backdrop: 'sand',
  },
  {
    slug: 'peruvian-silky-straight-bundle',
    name: 'Peruvian Silky Straight Bundle',
    category: 'Human hair',
    brand: 'Silk Atelier',
    price: 6299,
    lengths: inches(10, 30),
    description:
      'Sleek, light and naturally lustrous: single-donor Peruvian hair with a fine strand that blends with relaxed and silk-pressed hair. Double machine weft with minimal shedding. Flat-iron up to 200 °C with a heat protectant. 100 g.',
    colour: 'jet-black',
    texture: 'straight',
    shots: ['bundle', 'swatch'],
    backdrop: 'mist',
  },
  {
    slug: 'malaysian-deep-wave-3-bundle-deal',
    name: 'Malaysian Deep Wave 3 Bundle Deal',
    category: 'Human hair',
    brand: 'Nubia Luxe',
    price: 17999,
    lengths: ['14" 16" 18"', '16" 18" 20"', '18" 20" 22"', '20" 22" 24"', '22" 24" 26"'],
    description:
      'Three matched bundles of Malaysian virgin hair with a tight, defined deep wave, enough for a full sew-in with leave-out or a closure. Co-wash weekly and finger-detangle while wet to keep the pattern. Unprocessed, natural colour.',
    colour: 'natural-black',
    texture: 'deep-wave',
    shots: ['bundle', 'swatch', 'bundle', 'wig'],
    backdrop: 'blush',
  },
  {
    slug: 'indian-kinky-curly-bundle',
    name: 'Indian Kinky Curly Bundle',
    category: 'Human hair',
    brand: 'Kinkology',
    price: 5899,
    lengths: inches(10, 24),
    description:
      'Temple-sourced Indian hair steamed into a 3C/4A curl that matches natural hair after a wash-and-go. Soft, springy and full from root to tip. Keep it moisturised with a leave-in and avoid brushing when dry.',
    colour: 'natural-black',
    texture: 'kinky-curly',
    shots: ['bundle', 'swatch'],
    backdrop: 'peach',
  },
  {
    slug: 'vietnamese-bone-straight-bundle',
    name: 'Vietnamese Bone Straight Bundle',
    category: 'Human hair',
    brand: 'Lumière Tresses',
    price: 7499,
    lengths: inches(12, 30),
    description:
      'Raw Vietnamese hair, double drawn so it is as full at the ends as at the weft. Glass-like shine.',
    colour: 'jet-black',
    texture: 'straight',
    shots: ['bundle'],
    backdrop: 'stone',
  },
  {
    slug: 'honey-blonde-body-wave-bundle-27',
    name: 'Honey Blonde Body Wave Bundle #27',
    category: 'Human hair',
    brand: 'Halo & Honey',
    price: 6999,
    lengths: inches(12, 26),
    description:
      'Pre-coloured #27 honey blonde with a warm, sunlit tone, lifted gently so the hair keeps its strength. Body wave pattern, 100 g. Use a sulphate-free, colour-safe shampoo and a purple toner only if you want to cool the shade.',
    colour: 'honey-blonde',
    texture: 'body-wave',
    shots: ['bundle', 'wig', 'swatch'],
    backdrop: 'cream',
  },
  {
    slug: 'cambodian-wavy-raw-bundle',
    name: 'Cambodian Wavy Raw Bundle',
    category: 'Human hair',
    brand: 'Velvet Crown',
    price: 8999,
    lengths: inches(14, 26),
    description:
      'Raw Cambodian hair with a natural loose wave that dries beautifully in air. Slightly coarser strand, ideal for blending with blow-dried natural hair. Each bundle comes from a single donor, so colour varies a little from dark brown to off-black.',
    colour: 'dark-brown',
    texture: 'loose-wave',
    shots: ['bundle', 'swatch'],
    backdrop: 'sage',
  },
  {
    slug: 'burgundy-99j-straight-bundle',
    name: 'Burgundy 99J Straight Bundle',
    category: 'Human hair',
    brand: 'Halo & Honey',
    price: 6499,
    lengths: inches(10, 24),
    description:
      'Rich wine-red 99J on Brazilian straight hair. Colour-locked and rinsed until it runs clear.',
    colour: 'burgundy',
    texture: 'straight',
    shots: ['bundle', 'swatch'],
    backdrop: 'mist',
  },
  {
    slug: 'ombre-1b-27-body-wave-wig',
    name: 'Ombre 1B/27 Body Wave Glueless Wig',
    category: 'Human hair',
    brand: 'Oya Hair',
    price: 21999,
    lengths: inches(16, 26),
    description:
      'Dark roots melting into honey blonde ends on a glueless 5x5 closure wig with an adjustable band and three combs. 180% density, pre-plucked hairline, bleached knots. Wear it straight from the box or cut the lace to your hairline.',
    colour: 'ombre-honey',
    texture: 'body-wave',
    shots: ['wig', 'swatch', 'wig'],
    backdrop: 'blush',
  },
  {
    slug: 'chestnut-water-wave-bob-wig',
    name: 'Chestnut Water Wave Bob Wig',
    category: 'Human hair',
    brand: 'Lumière Tresses',
    price: 13999,
    lengths: ['10"', '12"', '14"'],
    description:
      'A chin-to-shoulder bob in chestnut #4 with a soft water wave. 4x4 lace closure, 150% density, breathable cap with elastic band. Spritz with water and a curl cream to refresh the pattern.',
    colour: 'chestnut',
    texture: 'water-wave',
    shots: ['wig', 'swatch'],
    backdrop: 'peach',
  },
  {
    slug: 'mongolian-kinky-straight-u-part-wig',
    name: 'Mongolian Kinky Straight U-Part Wig',
    category: 'Human hair',
    brand: 'Kinkology',
    price: 15499,
    lengths: inches(12, 24),
    description:
      'Kinky straight texture that looks like blown-out 4C hair. Leave out a small U-part of your own hair for the most natural parting; no lace, no glue. Clips and adjustable strap included.',
    colour: 'natural-black',
    texture: 'yaki',
    shots: ['wig'],
    backdrop: 'sand',
  },
  {
    slug: 'ash-blonde-straight-bundle-613',
    name: 'Ash Blonde Straight Bundle',
    category: 'Human hair',
    brand: 'Silk Atelier',
    price: 7999,
    lengths: inches(14, 28),
    description:
      'A cool, beige-toned ash blonde lifted from European-grade donor hair and toned to neutralise brassiness. Silky straight with a fine cuticle. Condition every wash and keep heat below 180 °C to protect the colour.',
    colour: 'ash-blonde',
    texture: 'straight',
    shots: ['bundle', 'swatch'],
    backdrop: 'lilac',
  },

  // ── Synthetic hair ──────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'yaki-straight-synthetic-wig',
    name: 'Yaki Straight Synthetic Wig',
    category: 'Synthetic hair',
    brand: 'Velvet Crown',
    price: 2999,
    lengths: inches(14, 26, 4),
    description:
      'Heat-friendly fibre with a light yaki texture that looks like relaxed hair. Lace part, pre-cut and ready to wear. Style with tools up to 160 °C.',
    colour: 'natural-black',
    texture: 'yaki',
    shots: ['wig', 'swatch'],
    backdrop: 'stone',
  },
  {
    slug: 'platinum-body-wave-synthetic-wig',
    name: 'Platinum Body Wave Synthetic Wig',
    category: 'Synthetic hair',
    brand: 'Halo & Honey',
    price: 3499,
    lengths: ['20"', '24"', '28"'],
    description:
      'Icy platinum waves without the bleach. Premium Japanese Kanekalon fibre that keeps its wave through wash after wash; rinse in cool water, blot and let it dry on a stand. Middle part with a 13x2 lace front.',
    colour: 'platinum',
    texture: 'body-wave',
    shots: ['wig', 'wig', 'swatch'],
    backdrop: 'lilac',
  },
  {
    slug: 'pre-stretched-braiding-hair-6-pack',
    name: 'Pre-Stretched Braiding Hair (6 Pack)',
    category: 'Synthetic hair',
    brand: 'Nubia Luxe',
    price: 1299,
    lengths: ['20"', '26"', '30"'],
    description:
      'Feathered ends, no stretching needed. Itch-free, hot-water set, 90 g per pack. Six packs do a full head of medium knotless braids.',
    colour: 'jet-black',
    texture: 'yaki',
    shots: ['bundle'],
    backdrop: 'sand',
  },
  {
    slug: 'copper-deep-wave-synthetic-wig',
    name: 'Copper Deep Wave Synthetic Wig',
    category: 'Synthetic hair',
    brand: 'Oya Hair',
    price: 3899,
    lengths: ['18"', '22"', '26"'],
    description:
      'Vivid copper red with a defined deep wave that holds its shape. Lightweight cap with a free-part lace front, so it sits flat and comfortable all day. Shake out and finger-style after each wear.',
    colour: 'copper',
    texture: 'deep-wave',
    shots: ['wig', 'swatch'],
    backdrop: 'cream',
  },
  {
    slug: 'silver-grey-curly-afro-wig',
    name: 'Silver Grey Curly Afro Wig',
    category: 'Synthetic hair',
    brand: 'Kinkology',
    price: 2499,
    lengths: ['10"', '12"'],
    description: 'A soft, rounded afro in salt-and-pepper silver. Full cap, breathable and light.',
    colour: 'silver-grey',
    texture: 'kinky-curly',
    shots: ['wig'],
    backdrop: 'mist',
  },
  {
    slug: 'ombre-burgundy-loose-wave-wig',
    name: 'Ombre Burgundy Loose Wave Wig',
    category: 'Synthetic hair',
    brand: 'Lumière Tresses',
    price: 3299,
    lengths: inches(18, 26, 4),
    description:
      'Dark roots fading into deep burgundy, with loose, glossy waves. Heat-resistant fibre; detangle with a wide-tooth comb starting from the ends.',
    colour: 'ombre-burgundy',
    texture: 'loose-wave',
    shots: ['wig', 'swatch'],
    backdrop: 'blush',
  },
  {
    slug: 'crochet-water-wave-hair',
    name: 'Crochet Water Wave Hair',
    category: 'Synthetic hair',
    brand: 'Nubia Luxe',
    price: 999,
    lengths: ['14"', '18"', '22"'],
    description:
      'Pre-looped water wave strands for a quick crochet install. Soft, low-sheen fibre that looks like real curls. Five to six packs make a full head.',
    colour: 'dark-brown',
    texture: 'water-wave',
    shots: ['bundle', 'swatch'],
    backdrop: 'peach',
  },
  {
    slug: 'honey-blonde-straight-bob-synthetic',
    name: 'Honey Blonde Straight Bob',
    category: 'Synthetic hair',
    brand: 'Halo & Honey',
    price: 2199,
    lengths: ['10"', '12"'],
    description:
      'A blunt, swingy bob in honey blonde, cut to sit just above the shoulders. Heat-friendly synthetic fibre, pre-styled and ready to wear from the box. Adjustable straps for a secure fit without glue.',
    colour: 'honey-blonde',
    texture: 'straight',
    shots: ['wig'],
    backdrop: 'sage',
  },
  {
    slug: 'ash-blonde-body-wave-lace-part-wig',
    name: 'Ash Blonde Body Wave Lace Part Wig',
    category: 'Synthetic hair',
    brand: 'Velvet Crown',
    price: 3699,
    lengths: ['22"', '26"'],
    description: 'Beachy ash blonde waves on a T-part lace cap. Dark rooted for a lived-in look.',
    colour: 'ombre-ash',
    texture: 'body-wave',
    shots: ['wig', 'swatch'],
    backdrop: 'stone',
  },
  {
    slug: 'kinky-curly-synthetic-headband-wig',
    name: 'Kinky Curly Headband Wig',
    category: 'Synthetic hair',
    brand: 'Kinkology',
    price: 2799,
    lengths: ['14"', '16"', '18"'],
    description:
      'Throw-on volume: a full kinky curly wig on a velvet headband, with no lace to cut and no glue. Three interchangeable bands included. Mist with water and a little leave-in to revive the curls between wears.',
    colour: 'natural-black',
    texture: 'kinky-curly',
    shots: ['wig', 'swatch'],
    backdrop: 'lilac',
  },

  // ── Extensions ──────────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'clip-in-extensions-straight-7-piece',
    name: 'Clip-In Extensions, Straight (7 Pieces)',
    category: 'Extensions',
    brand: 'Silk Atelier',
    price: 8999,
    lengths: inches(14, 24),
    description:
      'Seven wefts of Remy human hair with silicone-lined snap clips that grip without pulling. 120 g, enough for added length and fullness on medium-density hair. Clip in in five minutes; take out before sleeping.',
    colour: 'dark-brown',
    texture: 'straight',
    shots: ['bundle', 'swatch'],
    backdrop: 'cream',
  },
  {
    slug: 'tape-in-extensions-honey-blonde',
    name: 'Tape-In Extensions, Honey Blonde',
    category: 'Extensions',
    brand: 'Halo & Honey',
    price: 11999,
    lengths: ['16"', '18"', '20"', '22"'],
    description:
      'Twenty invisible 4 cm tape wefts in #27 honey blonde. Medical-grade adhesive lasts six to eight weeks and can be re-taped and reused up to three times. Fit by a professional for the best blend.',
    colour: 'honey-blonde',
    texture: 'straight',
    shots: ['bundle', 'swatch'],
    backdrop: 'blush',
  },
  {
    slug: 'kinky-curly-clip-ins-4b',
    name: 'Kinky Curly Clip-Ins 4B',
    category: 'Extensions',
    brand: 'Kinkology',
    price: 9499,
    lengths: inches(12, 22),
    description:
      'Curls that blend with 4A–4B natural hair for a fuller puff, twist-out or wash-and-go. Eight pieces, 140 g of human hair, lace-backed so they lie flat. Wash and condition like your own curls and air dry.',
    colour: 'natural-black',
    texture: 'kinky-curly',
    shots: ['bundle', 'swatch', 'ponytail'],
    backdrop: 'peach',
  },
  {
    slug: 'keratin-i-tip-extensions-ash-blonde',
    name: 'Keratin I-Tip Extensions, Ash Blonde',
    category: 'Extensions',
    brand: 'Lumière Tresses',
    price: 13499,
    lengths: ['18"', '20"', '22"'],
    description:
      'One hundred 1 g strands, fitted strand by strand with micro rings and no heat. Double-drawn Remy hair in a cool ash blonde. Lasts three to four months with upkeep.',
    colour: 'ash-blonde',
    texture: 'straight',
    shots: ['swatch'],
    backdrop: 'mist',
  },
  {
    slug: 'halo-extension-body-wave',
    name: 'Halo Extension, Body Wave',
    category: 'Extensions',
    brand: 'Halo & Honey',
    price: 10999,
    lengths: ['16"', '20"', '24"'],
    description:
      'One weft on an invisible, adjustable wire that sits on the crown; your own hair covers it. No clips, no glue, no damage. Human hair with a soft body wave.',
    colour: 'chestnut',
    texture: 'body-wave',
    shots: ['bundle', 'swatch'],
    backdrop: 'sand',
  },
  {
    slug: 'micro-loop-extensions-jet-black',
    name: 'Micro Loop Extensions, Jet Black',
    category: 'Extensions',
    brand: 'Velvet Crown',
    price: 10499,
    lengths: inches(16, 24),
    description: 'Fine micro loop strands in jet black #1. 100 strands per pack.',
    colour: 'jet-black',
    texture: 'straight',
    shots: ['swatch', 'bundle'],
    backdrop: 'stone',
  },
  {
    slug: 'deep-wave-clip-ins-9-piece',
    name: 'Deep Wave Clip-Ins (9 Pieces)',
    category: 'Extensions',
    brand: 'Nubia Luxe',
    price: 9999,
    lengths: inches(14, 26),
    description:
      'A full set of nine deep wave clip-ins in natural black, 160 g of virgin hair, for a big, glamorous finish in minutes. The seamless PU wefts lie flat against the scalp, so even fine hair hides them well.',
    colour: 'natural-black',
    texture: 'deep-wave',
    shots: ['bundle', 'swatch', 'bundle'],
    backdrop: 'lilac',
  },
  {
    slug: 'ombre-honey-tape-ins',
    name: 'Ombre Honey Tape-Ins',
    category: 'Extensions',
    brand: 'Oya Hair',
    price: 12499,
    lengths: ['18"', '20"', '22"', '24"'],
    description:
      'Balayage in a packet: natural black roots fading into honey blonde mid-lengths and ends. Forty thin tape wefts, reusable. Use oil-free products near the tapes so the bond holds.',
    colour: 'ombre-honey',
    texture: 'loose-wave',
    shots: ['bundle', 'swatch'],
    backdrop: 'cream',
  },
  {
    slug: 'weft-extensions-burgundy-clip-in',
    name: 'Burgundy Clip-In Weft',
    category: 'Extensions',
    brand: 'Halo & Honey',
    price: 4999,
    lengths: ['14"', '16"', '18"'],
    description:
      'Add a pop of colour without committing: a single 20 cm clip-in weft in burgundy 99J for peekaboo streaks or a full colour lift.',
    colour: 'burgundy',
    texture: 'straight',
    shots: ['bundle'],
    backdrop: 'mist',
  },

  // ── Pony tail ───────────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'drawstring-ponytail-kinky-curly',
    name: 'Drawstring Ponytail, Kinky Curly',
    category: 'Pony tail',
    brand: 'Kinkology',
    price: 3999,
    lengths: inches(12, 22),
    description:
      'A big, bouncy curly ponytail with a drawstring and two combs for a sleek snatched look in minutes. Human hair blend that matches 4B/4C edges once laid with gel. Finger-detangle and use a curl refresher between wears.',
    colour: 'natural-black',
    texture: 'kinky-curly',
    shots: ['ponytail', 'swatch'],
    backdrop: 'blush',
  },
  {
    slug: 'wrap-around-ponytail-silky-straight',
    name: 'Wrap-Around Ponytail, Silky Straight',
    category: 'Pony tail',
    brand: 'Silk Atelier',
    price: 5499,
    lengths: inches(18, 30),
    description:
      'Long, sleek and swingy: 120 g of straight human hair with a wrap-around strip that hides the base. Attaches with a hidden clip and a Velcro end.',
    colour: 'jet-black',
    texture: 'straight',
    shots: ['ponytail', 'ponytail'],
    backdrop: 'stone',
  },
  {
    slug: 'claw-clip-ponytail-body-wave',
    name: 'Claw Clip Ponytail, Body Wave',
    category: 'Pony tail',
    brand: 'Velvet Crown',
    price: 2499,
    lengths: ['14"', '18"', '22"'],
    description:
      'Snap the claw around your own ponytail and go. Heat-friendly synthetic fibre with a soft body wave. The clip has strong teeth and holds all day without slipping.',
    colour: 'dark-brown',
    texture: 'body-wave',
    shots: ['ponytail'],
    backdrop: 'cream',
  },
  {
    slug: 'afro-puff-drawstring',
    name: 'Afro Puff Drawstring',
    category: 'Pony tail',
    brand: 'Nubia Luxe',
    price: 1499,
    lengths: ['8"', '10"'],
    description:
      'A full, rounded afro puff for a quick protective style. Kinky texture, drawstring and combs.',
    colour: 'natural-black',
    texture: 'kinky-curly',
    shots: ['ponytail'],
    backdrop: 'sage',
  },
  {
    slug: 'honey-blonde-deep-wave-ponytail',
    name: 'Honey Blonde Deep Wave Ponytail',
    category: 'Pony tail',
    brand: 'Halo & Honey',
    price: 4499,
    lengths: inches(16, 26),
    description:
      'Honey blonde deep waves in a drawstring ponytail, 100% human hair, so you can curl, straighten and wash it like your own. The built-in combs keep it secure at the crown or the nape. Pair it with a sleek edge gel for a polished, snatched finish.',
    colour: 'honey-blonde',
    texture: 'deep-wave',
    shots: ['ponytail', 'swatch'],
    backdrop: 'peach',
  },
  {
    slug: 'yaki-ponytail-jet-black',
    name: 'Yaki Ponytail, Jet Black',
    category: 'Pony tail',
    brand: 'Oya Hair',
    price: 1999,
    lengths: ['16"', '20"', '24"'],
    description:
      'Relaxed-look yaki texture in jet black #1, made to blend with pressed natural or relaxed hair. Wrap-around base.',
    colour: 'jet-black',
    texture: 'yaki',
    shots: ['ponytail'],
    backdrop: 'mist',
  },
  {
    slug: 'ombre-ash-water-wave-ponytail',
    name: 'Ombre Ash Water Wave Ponytail',
    category: 'Pony tail',
    brand: 'Lumière Tresses',
    price: 3799,
    lengths: ['18"', '22"', '26"'],
    description:
      'Rooted ash blonde with a rippling water wave. Drawstring and combs. Heat-safe fibre for touch-ups with a wand up to 150 °C; spritz with water to revive the wave.',
    colour: 'ombre-ash',
    texture: 'water-wave',
    shots: ['ponytail', 'swatch'],
    backdrop: 'lilac',
  },
  {
    slug: 'copper-loose-wave-ponytail',
    name: 'Copper Loose Wave Ponytail',
    category: 'Pony tail',
    brand: 'Halo & Honey',
    price: 2999,
    lengths: ['18"', '22"'],
    description:
      'A statement copper ponytail with loose, glossy waves. Wrap-around strip with a hidden clip.',
    colour: 'copper',
    texture: 'loose-wave',
    shots: ['ponytail'],
    backdrop: 'sand',
  },
  {
    slug: 'burgundy-straight-ponytail-human-hair',
    name: 'Burgundy Straight Ponytail, Human Hair',
    category: 'Pony tail',
    brand: 'Velvet Crown',
    price: 5999,
    lengths: inches(18, 28),
    description:
      'Brazilian human hair coloured burgundy 99J and finished silky straight. 130 g for a thick, swinging ponytail that reaches well past the shoulders. Can be flat-ironed, curled and washed; deep condition every two weeks to keep the colour rich.',
    colour: 'burgundy',
    texture: 'straight',
    shots: ['ponytail', 'swatch'],
    backdrop: 'blush',
  },

  // ── Frontal ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    slug: '13x4-hd-lace-frontal-body-wave',
    name: '13x4 HD Lace Frontal, Body Wave',
    category: 'Frontal',
    brand: 'Lumière Tresses',
    price: 9999,
    lengths: inches(12, 22),
    description:
      'Ear-to-ear HD Swiss lace that melts into every skin tone. Pre-plucked hairline with baby hairs, bleached knots and a free part, so you can wear a middle, side or slicked-back style. 150% density Brazilian hair.',
    colour: 'natural-black',
    texture: 'body-wave',
    shots: ['wig', 'swatch'],
    backdrop: 'sand',
  },
  {
    slug: '13x6-lace-frontal-wig-straight',
    name: '13x6 Lace Frontal Wig, Straight',
    category: 'Frontal',
    brand: 'Silk Atelier',
    price: 27999,
    lengths: inches(16, 30),
    description:
      'A deeper 6-inch parting space for sleek middle parts and high ponytails. 200% density Peruvian straight hair on a transparent lace frontal with an adjustable band and four combs. Comes pre-plucked; cut the lace, apply adhesive or a band, and lay your edges.',
    colour: 'jet-black',
    texture: 'straight',
    shots: ['wig', 'wig', 'swatch', 'ponytail'],
    backdrop: 'stone',
  },
  {
    slug: '360-lace-frontal-wig-deep-wave',
    name: '360 Lace Frontal Wig, Deep Wave',
    category: 'Frontal',
    brand: 'Nubia Luxe',
    price: 32999,
    lengths: inches(18, 28),
    description:
      'Lace all the way round, so high ponytails and updos show a natural hairline front and back. Malaysian deep wave at 180% density with a stretch cap. Co-wash gently and let it air dry to keep the waves defined and the knots intact.',
    colour: 'natural-black',
    texture: 'deep-wave',
    shots: ['wig', 'ponytail', 'swatch'],
    backdrop: 'blush',
  },
  {
    slug: 'honey-blonde-13x4-frontal-wig',
    name: 'Honey Blonde 13x4 Frontal Wig',
    category: 'Frontal',
    brand: 'Halo & Honey',
    price: 25999,
    lengths: inches(18, 26),
    description:
      'Our best-selling colour on a transparent 13x4 lace frontal. #27 honey blonde with slightly darker roots for a natural grow-out look, 180% density, pre-plucked and bleached. Body wave that can be straightened and curled.',
    colour: 'ombre-honey',
    texture: 'body-wave',
    shots: ['wig', 'swatch', 'wig'],
    backdrop: 'cream',
  },
  {
    slug: '5x5-hd-lace-closure-straight',
    name: '5x5 HD Lace Closure, Straight',
    category: 'Frontal',
    brand: 'Oya Hair',
    price: 6999,
    lengths: ['12"', '14"', '16"', '18"', '20"'],
    description:
      'A 5x5 HD lace closure to finish a sew-in with a flat, realistic part. Pre-plucked, free part.',
    colour: 'natural-black',
    texture: 'straight',
    shots: ['swatch'],
    backdrop: 'mist',
  },
  {
    slug: 'kinky-curly-13x4-frontal-wig',
    name: 'Kinky Curly 13x4 Frontal Wig',
    category: 'Frontal',
    brand: 'Kinkology',
    price: 23999,
    lengths: inches(14, 24),
    description:
      'Big, defined 4A curls on a 13x4 HD lace frontal with kinky edges that look like your own hairline. 200% density Indian hair. Style with a curl cream and a diffuser; never brush when dry.',
    colour: 'natural-black',
    texture: 'kinky-curly',
    shots: ['wig', 'swatch'],
    backdrop: 'peach',
  },
  {
    slug: 'burgundy-body-wave-frontal-wig',
    name: 'Burgundy Body Wave Frontal Wig',
    category: 'Frontal',
    brand: 'Velvet Crown',
    price: 24999,
    lengths: inches(18, 26),
    description:
      'Deep burgundy body waves on a pre-plucked 13x4 frontal. Colour is applied by hand in small sections for an even result from root to tip. 180% density, medium cap with adjustable band.',
    colour: 'burgundy',
    texture: 'body-wave',
    shots: ['wig', 'swatch'],
    backdrop: 'lilac',
  },
  {
    slug: 'platinum-613-frontal-wig-straight',
    name: 'Platinum 613 Frontal Wig, Straight',
    category: 'Frontal',
    brand: 'Silk Atelier',
    price: 38999,
    lengths: inches(20, 30),
    description:
      'Bleached to a clean #613 platinum, ready to wear or to tone into any pastel shade. Long, silky straight human hair on a 13x6 HD lace frontal at 200% density. Toning, colouring or lifting further should be done by a stylist; we recommend a bond-building treatment after colour.',
    colour: 'platinum',
    texture: 'straight',
    shots: ['wig', 'wig', 'swatch'],
    backdrop: 'sage',
  },
  {
    slug: 'dark-brown-water-wave-frontal',
    name: 'Dark Brown Water Wave Frontal',
    category: 'Frontal',
    brand: 'Lumière Tresses',
    price: 10499,
    lengths: ['14"', '16"', '18"', '20"'],
    description:
      'A 13x4 lace frontal piece in dark brown #2 with a water wave pattern, to pair with matching bundles. Transparent lace, baby hairs.',
    colour: 'dark-brown',
    texture: 'water-wave',
    shots: ['swatch', 'wig'],
    backdrop: 'sand',
  },
  {
    slug: 'ombre-burgundy-deep-wave-frontal-wig',
    name: 'Ombre Burgundy Deep Wave Frontal Wig',
    category: 'Frontal',
    brand: 'Nubia Luxe',
    price: 26999,
    lengths: inches(18, 28),
    description:
      'Off-black roots melting into burgundy, on a tight deep wave that stays defined all week. Pre-plucked 13x4 lace frontal with bleached knots, 180% density. Refresh with water and a light mousse; sleep in a silk bonnet.',
    colour: 'ombre-burgundy',
    texture: 'deep-wave',
    shots: ['wig', 'swatch', 'ponytail'],
    backdrop: 'mist',
  },
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

export const demoMediaId = (product: DemoProduct, n: number) => `demo-${product.slug}-${n + 1}`;
