import sharp from 'sharp';
import { CANVAS, HEAD, type Layout, layout, strandPoints, WAVES, type Wave } from './demo-shapes.ts';
import type { Backdrop, DemoImageStyle, HairColour } from './demo-vocabulary.ts';
import { type Rgb, rgb } from './pixels.ts';
import { type Rng, seededRandom } from './random.ts';
import { Raster } from './raster.ts';

// Product pictures drawn from code, so a fresh shop has real, distinct images without a network or bundled photos.
// Everything derives from a seed string: the same id always gives the same picture. Drawn by a tiny scanline
// rasteriser (raster.ts) rather than SVG: librsvg took 3-4 times as long for the same ~150 strands.

/** Side of the square source image: the largest width the media route serves, as larger only costs time. */
export const DEMO_IMAGE_SIZE = 960;
/** Geometry is written for a 1200 canvas and scaled to the output size. */
const S = CANVAS;

export type GeneratedImage = { contentType: string; width: number; height: number; bytes: Buffer };

// root → tip, and the colour light catches on.
const PALETTES: Record<HairColour, { root: string; tip: string; shine: string }> = {
  'jet-black': { root: '#0c0c0f', tip: '#1a1a1f', shine: '#6a6e7a' },
  'natural-black': { root: '#15110f', tip: '#261f1b', shine: '#75665c' },
  'dark-brown': { root: '#2a1b14', tip: '#4d3226', shine: '#9a765f' },
  chestnut: { root: '#4a2a18', tip: '#7e4828', shine: '#cf9966' },
  'honey-blonde': { root: '#8a5a24', tip: '#c8914a', shine: '#f6dca6' },
  'ash-blonde': { root: '#8a7b64', tip: '#c4b69c', shine: '#f2ebdc' },
  platinum: { root: '#c9c0ad', tip: '#ebe5d6', shine: '#ffffff' },
  burgundy: { root: '#3d0c17', tip: '#731c2e', shine: '#c05d73' },
  copper: { root: '#7a2e12', tip: '#bb521f', shine: '#f7a068' },
  'silver-grey': { root: '#6c6c70', tip: '#b7b7bb', shine: '#f6f6f8' },
  'ombre-honey': { root: '#17120f', tip: '#c8914a', shine: '#f6dca6' },
  'ombre-burgundy': { root: '#16100f', tip: '#7a1d30', shine: '#c8687f' },
  'ombre-ash': { root: '#2a221c', tip: '#c9bda5', shine: '#f6f0e4' },
};

const BACKDROPS: Record<Backdrop, [string, string]> = {
  blush: ['#f9e4e2', '#ebc1bd'],
  sand: ['#f6ecdd', '#dec7a7'],
  sage: ['#e7efe4', '#c1d1bb'],
  mist: ['#eaf1f5', '#c4d2dd'],
  lilac: ['#efe9f6', '#d0c3e3'],
  cream: ['#fcf8ef', '#eadbbe'],
  stone: ['#f0efec', '#cdc9c1'],
  peach: ['#fdeade', '#efc6a8'],
};

// Back to front: a dark body that hides the backdrop, mid-tones, lighter strands, and fine shine.
// The dark body keeps inside the silhouette (inset) so it does not outline the hair.
const LAYERS = [
  { n: 20, w: [26, 38], shade: [0.05, 0.2], alpha: [1, 1], inset: 0.05 },
  { n: 56, w: [6, 12], shade: [0.32, 0.6], alpha: [1, 1], inset: 0 },
  { n: 34, w: [3, 6], shade: [0.62, 0.82], alpha: [0.7, 0.95], inset: 0 },
  { n: 24, w: [1.4, 2.8], shade: [0.86, 1], alpha: [0.4, 0.8], inset: 0 },
] as const;

function drawHair(r: Raster, L: Layout, wave: Wave, rng: Rng, widen = 1, density = L.density) {
  const basePhase = rng() * Math.PI * 2;
  const dense = (wave.coil ? 0.8 : 1) * density;
  const pick = (range: readonly [number, number]) => range[0] + rng() * (range[1] - range[0]);
  for (const layer of LAYERS) {
    const n = Math.round(layer.n * dense);
    for (let i = 0; i < n; i++) {
      const u = layer.inset + ((i + rng()) / n) * (1 - 2 * layer.inset);
      // Neighbouring strands share a phase, so waves line up in locks as real hair does.
      const phase = basePhase + Math.floor(u * 9) * wave.lockPhase + (rng() - 0.5) * 0.5;
      const pts = strandPoints(L.spines(u, rng), wave, phase, 0.8 + rng() * 0.4, rng);
      if (widen !== 1)
        for (let j = 0; j < pts.length; j += 2) pts[j] = 600 + ((pts[j] as number) - 600) * widen;
      r.strand(pts, pick(layer.w), pick(layer.shade), pick(layer.alpha));
    }
  }
}

const FORM_DARK = rgb('#c4b8aa');
const FORM_LIGHT = rgb('#f8f4ef');

function drawForm(r: Raster) {
  const formColour = (light: number, out: Rgb) => {
    const l = Math.min(1, Math.max(0, light));
    out[0] = FORM_DARK[0] + (FORM_LIGHT[0] - FORM_DARK[0]) * l;
    out[1] = FORM_DARK[1] + (FORM_LIGHT[1] - FORM_DARK[1]) * l;
    out[2] = FORM_DARK[2] + (FORM_LIGHT[2] - FORM_DARK[2]) * l;
  };
  // Neck flaring into shoulders; lit from the upper left, darker towards the edges so it reads as round.
  r.fill(
    690,
    S,
    (y) => {
      const neck = 52 + 18 * Math.min(1, (y - 690) / 120);
      const s = Math.min(1, Math.max(0, (y - 800) / 260));
      const half = neck + 400 * (1 - (1 - s) ** 2.2) + Math.max(0, y - 1060) * 0.25;
      return [600 - half, 600 + half];
    },
    (x, y, out) => {
      const e = Math.abs(x - 600) / (70 + Math.max(0, y - 790) * 1.6);
      formColour(0.85 - 0.35 * e ** 4 - (y < 800 ? 0.2 * (1 - (y - 690) / 110) : 0) + (600 - x) / 2400, out);
    },
  );
  const { cx, cy, rx, ry } = HEAD;
  const [hx, hy, hrx, hry] = [cx, cy + 15, rx - 12, ry - 8];
  r.fill(
    hy - hry,
    hy + hry,
    (y) => {
      const d = 1 - ((y - hy) / hry) ** 2;
      if (d <= 0) return null;
      const half = hrx * Math.sqrt(d);
      return [hx - half, hx + half];
    },
    (x, y, out) =>
      formColour(0.95 - 0.4 * ((x - hx) / hrx) ** 2 - 0.12 * ((y - hy) / hry) + (hx - x) / 2000, out),
  );
}

/** Draws one demo picture as a square JPEG source image (JPEG decodes fastest and shrinks on load). */
export async function generateDemoImage(
  style: DemoImageStyle,
  seed: string,
  size = DEMO_IMAGE_SIZE,
): Promise<GeneratedImage> {
  const rng = seededRandom(seed);
  const L = layout(style.shot, rng);
  const wave = WAVES[style.texture];
  const pal = PALETTES[style.colour];
  const [bg1, bg2] = BACKDROPS[style.backdrop];
  const r = new Raster(size, S);
  r.background(
    rgb(bg1),
    rgb(bg2),
    rng() * Math.PI * 2,
    { x: 0.3 + rng() * 0.4, y: 0.25 + rng() * 0.1 },
    L.floor,
  );
  r.hairColours(
    rgb(pal.root),
    rgb(pal.tip),
    rgb(pal.shine),
    style.colour.startsWith('ombre'),
    L.top,
    L.bottom,
  );
  if (style.shot === 'wig') {
    // Hair behind the form, mostly hidden, so fewer strands.
    drawHair(r, L, wave, rng, 1.12, 0.6);
    drawForm(r);
  }
  drawHair(r, L, wave, rng);
  const dark = (amount: number): Rgb => rgb(pal.root).map((c) => c * (1 - amount)) as Rgb;
  if (style.shot === 'bundle') {
    r.roundRect(250, 196, 950, 258, 20, dark(0.35));
    for (let x = 275; x < 925; x += 24) r.roundRect(x, 225.5, x + 14, 228.5, 1.5, rgb(pal.shine), 0.45);
  } else if (style.shot === 'ponytail') {
    r.roundRect(546, 212, 654, 264, 23, dark(0.5));
    r.roundRect(560, 222, 640, 231, 4.5, [255, 255, 255], 0.22);
  }
  const bytes = await sharp(r.pixels(), { raw: { width: size, height: size, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 90 })
    .toBuffer();
  return { contentType: 'image/jpeg', width: size, height: size, bytes };
}
