import sharp from 'sharp';
import type { Backdrop, DemoImageStyle, HairColour, HairTexture, Shot } from './demo-vocabulary.ts';
import { type Rng, seededRandom } from './random.ts';
import { Raster, type Rgb, rgb } from './raster.ts';

// Product pictures drawn from code, so a fresh shop has real, distinct images without a network or bundled photos.
// Everything derives from a seed string: the same id always gives the same picture. Drawn by a tiny scanline
// rasteriser (raster.ts) rather than SVG: librsvg took 3-4 times as long for the same ~150 strands.

/** Side of the square source image: the largest width the media route serves, as larger only costs time. */
export const DEMO_IMAGE_SIZE = 960;
/** Geometry is written for a 1200 canvas and scaled to the output size. */
const S = 1200;

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

// amp and wavelength in px of the 1200 canvas; step is the sampling distance, finer for tighter patterns.
type Wave = {
  amp: number;
  wavelength: number;
  step: number;
  coil: boolean;
  jitter: number;
  lockPhase: number;
};
const WAVES: Record<HairTexture, Wave> = {
  straight: { amp: 4, wavelength: 560, step: 30, coil: false, jitter: 0, lockPhase: 0.2 },
  yaki: { amp: 3, wavelength: 46, step: 8, coil: false, jitter: 1.6, lockPhase: 3 },
  'body-wave': { amp: 34, wavelength: 300, step: 12, coil: false, jitter: 0, lockPhase: 0.35 },
  'loose-wave': { amp: 24, wavelength: 390, step: 15, coil: false, jitter: 0, lockPhase: 0.6 },
  'water-wave': { amp: 15, wavelength: 130, step: 8, coil: false, jitter: 0.6, lockPhase: 0.9 },
  'deep-wave': { amp: 20, wavelength: 90, step: 6, coil: false, jitter: 0, lockPhase: 0.7 },
  'kinky-curly': { amp: 15, wavelength: 34, step: 3, coil: true, jitter: 1.2, lockPhase: 6 },
};

/** Where a strand runs before its texture is applied: position at t ∈ [0,1] and how much texture shows there. */
type Spine = { at: (t: number) => [x: number, y: number, env: number]; length: number };

type Layout = {
  spines: (u: number, rng: Rng) => Spine;
  /** Vertical span of the hair, for the root-to-tip colour. */
  top: number;
  bottom: number;
  /** Strands relative to the usual count: a close-up is wider than a bundle. */
  density: number;
  floor?: { cx: number; cy: number; rx: number };
};

// A wig sits on a plain display form: head, neck and shoulders.
const HEAD = { cx: 600, cy: 470, rx: 190, ry: 235 };

function layout(shot: Shot, rng: Rng): Layout {
  if (shot === 'swatch') {
    const slant = (rng() - 0.5) * 160;
    return {
      top: -40,
      bottom: S + 40,
      density: 1.6,
      spines: (u) => {
        const x0 = 60 + u * (S - 120);
        return { length: S + 80, at: (t) => [x0 + slant * t, -40 + t * (S + 80), 1] };
      },
    };
  }
  if (shot === 'bundle') {
    return {
      top: 230,
      bottom: 1110,
      density: 1,
      floor: { cx: 600, cy: 1110, rx: 380 },
      spines: (u, r) => {
        const x0 = 270 + u * 660;
        const end = 1000 + r() * 110 - Math.abs(u - 0.5) * 90;
        return {
          length: end - 240,
          at: (t) => [x0 + (600 - x0) * 0.14 * t, 240 + t * (end - 240), Math.min(1, t * 5)],
        };
      },
    };
  }
  if (shot === 'ponytail') {
    const sway = (rng() - 0.5) * 140;
    return {
      top: 230,
      bottom: 1150,
      density: 1,
      floor: { cx: 600 + sway, cy: 1145, rx: 270 },
      spines: (u, r) => {
        const w = u * 2 - 1;
        const len = 860 + r() * 80 - w * w * 110;
        return {
          length: len,
          at: (t) => {
            // Gathered at the band, full in the middle, fanning out loosely at the ends.
            const spread = 24 + 285 * Math.sin(Math.PI * 0.86 * t) ** 0.65;
            return [600 + sway * t * t + w * spread, 245 + t * len, Math.min(1, t * 4)];
          },
        };
      },
    };
  }
  const { cx, cy, rx, ry } = HEAD;
  return {
    top: 190,
    bottom: 1160,
    density: 1,
    spines: (u, r) => {
      // From a middle part over the crown, then falling past the shoulders. Inner strands lie on the front of the
      // head and frame the face; outer ones give the silhouette its volume.
      const side = u < 0.5 ? -1 : 1;
      const depth = Math.abs(u - 0.5) * 2;
      const R = 0.8 + depth * 0.42 + r() * 0.05;
      const leave = ((60 + depth * 35 + r() * 15) * Math.PI) / 180;
      const arcLen = ((rx + ry) / 2) * R * leave;
      const end = 1000 + r() * 160;
      const x1 = cx + side * (2 + rx * R * Math.sin(leave));
      const y1 = cy - ry * R * Math.cos(leave);
      const fall = end - y1;
      const out = side * depth * (70 + r() * 60);
      const ta = arcLen / (arcLen + fall);
      return {
        length: arcLen + fall,
        at: (t) => {
          if (t < ta) {
            const a = (t / ta) * leave;
            return [cx + side * (2 + rx * R * Math.sin(a)), cy - ry * R * Math.cos(a), 0];
          }
          const s = (t - ta) / (1 - ta);
          return [x1 + out * Math.sin((s * Math.PI) / 2), y1 + s * fall, Math.min(1, s * 3)];
        },
      };
    },
  };
}

function strandPoints(spine: Spine, wave: Wave, phase: number, ampScale: number, rng: Rng): number[] {
  // Never coarser than 12 px, so the curve over a wig's crown stays round.
  const n = Math.max(2, Math.ceil(spine.length / Math.min(12, wave.step)));
  const k = (2 * Math.PI) / wave.wavelength;
  const pts: number[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    let [x, y, env] = spine.at(t);
    const theta = k * t * spine.length + phase;
    const a = wave.amp * ampScale * env;
    x += a * Math.sin(theta) + (rng() - 0.5) * wave.jitter * env;
    if (wave.coil) y += a * 0.55 * Math.cos(theta);
    pts.push(x, y);
  }
  return pts;
}

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

/** Runs `work` over `items` with at most `limit` at once. */
export async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
