import { DEMO_IMAGE_SIZE } from './demo-products.ts';
import { CANVAS, HEAD, type Layout, layout, strandPoints, WAVES, type Wave } from './demo-shapes.ts';
import type { Backdrop, DemoImageStyle, HairColour } from './demo-vocabulary.ts';
import { type Rng, seededRandom } from './random.ts';

// How the demo product pictures are drawn: as SVG, which scripts/render-demo-images.ts renders with sharp (librsvg)
// into the WebP files in ./images, committed with the catalogue. The seed only reads those files; nothing here runs
// when the shop starts. Everything derives from a seed string: the same id always gives the same picture.

/** Geometry is written for a 1200 canvas (the SVG's view box) and scaled to the output size. */
const S = CANVAS;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const n1 = (v: number) => (Math.round(v * 10) / 10).toString();

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

/** Shades are quantised, so the picture needs one gradient per level rather than one per strand. */
const LEVELS = 32;
/** The last part of a strand tapers to its tip, drawn as pieces this much of the full width. */
const TIP = { from: 0.9, widths: [0.85, 0.6, 0.35, 0.15] };

/** Collects the picture's gradients and shapes. */
class Svg {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private readonly levels = new Set<number>();

  constructor(private readonly hair: (level: number) => string) {}

  /** A hair strand along `pts` (x,y pairs), `width` wide, tapering to its tip; shade 0 = shadow … 1 = shine. */
  strand(pts: number[], width: number, shade: number, alpha: number) {
    const level = Math.round(clamp01(shade) * (LEVELS - 1));
    if (!this.levels.has(level)) {
      this.levels.add(level);
      this.defs.push(this.hair(level));
    }
    const n = pts.length / 2;
    const tip = Math.min(n - 2, Math.floor((n - 1) * TIP.from));
    const line = (from: number, to: number, w: number) => {
      const xy: string[] = [];
      for (let i = from; i <= to; i++) xy.push(`${n1(pts[2 * i] as number)},${n1(pts[2 * i + 1] as number)}`);
      this.body.push(
        `<polyline points="${xy.join(' ')}" stroke="url(#h${level})" stroke-width="${n1(w)}"${alpha < 1 ? ` stroke-opacity="${alpha.toFixed(2)}"` : ''}/>`,
      );
    };
    line(0, Math.max(1, tip), width);
    const pieces = TIP.widths.length;
    const rest = n - 1 - tip;
    if (rest <= 0 || tip < 1) return;
    for (let p = 0; p < pieces; p++) {
      const a = tip + Math.floor((rest * p) / pieces);
      const b = tip + Math.floor((rest * (p + 1)) / pieces);
      if (b > a) line(a, b, width * (TIP.widths[p] as number));
    }
  }
}

function drawHair(svg: Svg, L: Layout, wave: Wave, rng: Rng, widen = 1, density = L.density) {
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
      svg.strand(pts, pick(layer.w), pick(layer.shade), pick(layer.alpha));
    }
  }
}

/**
 * One gradient per shade level, from the root (at `top`) to the tip (at `bottom`): shade 0 is in shadow, 0.5 the
 * lit base colour with a soft band of sheen across the upper lengths, 1 the shine. An ombre changes over the middle.
 */
function hairGradient(pal: { root: string; tip: string; shine: string }, ombre: boolean, L: Layout) {
  const [root, tip, shine] = [rgb(pal.root), rgb(pal.tip), rgb(pal.shine)];
  const STOPS = 24;
  return (level: number) => {
    const shade = level / (LEVELS - 1);
    const stops: string[] = [];
    for (let s = 0; s <= STOPS; s++) {
      const f = s / STOPS;
      const m = ombre ? smooth(0.3, 0.75, f) : f * 0.8;
      const sheen = 0.22 * Math.exp(-(((f - 0.3) / 0.12) ** 2));
      const base = mix(root, tip, m);
      const shadow = mix([0, 0, 0], base, 0.45);
      const lit = mix(base, shine, sheen);
      const bright = mix(base, shine, 0.8);
      const c = shade < 0.5 ? mix(shadow, lit, shade * 2) : mix(lit, bright, shade * 2 - 1);
      stops.push(`<stop offset="${f.toFixed(3)}" stop-color="${hex(c)}"/>`);
    }
    return `<linearGradient id="h${level}" gradientUnits="userSpaceOnUse" x1="0" y1="${L.top}" x2="0" y2="${L.bottom}">${stops.join('')}</linearGradient>`;
  };
}

const FORM_DARK = rgb('#c4b8aa');
const FORM_LIGHT = rgb('#f8f4ef');
const formColour = (light: number) => hex(mix(FORM_DARK, FORM_LIGHT, clamp01(light)));

/** A plain display form (neck, shoulders, head), lit from the upper left and darker towards its edges. */
function drawForm(svg: Svg) {
  const left: string[] = [];
  const right: string[] = [];
  for (let y = 690; y <= S; y += 10) {
    const neck = 52 + 18 * Math.min(1, (y - 690) / 120);
    const s = Math.min(1, Math.max(0, (y - 800) / 260));
    const half = neck + 400 * (1 - (1 - s) ** 2.2) + Math.max(0, y - 1060) * 0.25;
    left.push(`${n1(600 - half)},${y}`);
    right.unshift(`${n1(600 + half)},${y}`);
  }
  const across = [0, 0.15, 0.3, 0.45, 0.5, 0.55, 0.7, 0.85, 1].map((t) => {
    const x = 150 + t * 900;
    const e = Math.abs(x - 600) / 406;
    return `<stop offset="${t}" stop-color="${formColour(0.85 - 0.35 * e ** 4 + (600 - x) / 2400)}"/>`;
  });
  svg.defs.push(
    `<linearGradient id="shoulders" gradientUnits="userSpaceOnUse" x1="150" y1="0" x2="1050" y2="0">${across.join('')}</linearGradient>`,
    `<linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${formColour(0.55)}"/><stop offset="0.2" stop-color="${formColour(0.85)}" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="head" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="${formColour(1)}"/><stop offset="0.55" stop-color="${formColour(0.9)}"/><stop offset="0.85" stop-color="${formColour(0.72)}"/><stop offset="1" stop-color="${formColour(0.6)}"/></radialGradient>`,
  );
  const outline = `M${left.join(' L')} L${right.join(' L')} Z`;
  svg.body.push(`<path d="${outline}" fill="url(#shoulders)"/>`, `<path d="${outline}" fill="url(#neck)"/>`);
  const { cx, cy, rx, ry } = HEAD;
  svg.body.push(`<ellipse cx="${cx}" cy="${cy + 15}" rx="${rx - 12}" ry="${ry - 8}" fill="url(#head)"/>`);
}

/** A two-colour gradient at `angle`, a soft glow at `light` (0–1 coordinates) and an optional floor shadow. */
function background(
  svg: Svg,
  colours: [string, string],
  angle: number,
  light: { x: number; y: number },
  L: Layout,
) {
  const [dx, dy] = [(Math.cos(angle) * S) / 1.8, (Math.sin(angle) * S) / 1.8];
  svg.defs.push(
    `<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="${n1(S / 2 - dx)}" y1="${n1(S / 2 - dy)}" x2="${n1(S / 2 + dx)}" y2="${n1(S / 2 + dy)}"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>`,
    // White at half strength in the middle, falling off as (1 - r²)² to nothing at 0.6 of the side.
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${n1(light.x * S)}" cy="${n1(light.y * S)}" r="${0.6 * S}">${[
      0, 0.25, 0.5, 0.75, 1,
    ]
      .map(
        (s) =>
          `<stop offset="${s}" stop-color="#fff" stop-opacity="${(0.5 * (1 - s * s) ** 2).toFixed(3)}"/>`,
      )
      .join('')}</radialGradient>`,
  );
  svg.body.push(
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<rect width="${S}" height="${S}" fill="url(#glow)"/>`,
  );
  if (L.floor) {
    const { cx, cy, rx } = L.floor;
    svg.defs.push(
      `<radialGradient id="floor">${[0, 0.5, 0.75, 1]
        .map(
          (s) => `<stop offset="${s}" stop-color="#000" stop-opacity="${(0.2 * (1 - s * s)).toFixed(3)}"/>`,
        )
        .join('')}</radialGradient>`,
    );
    svg.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n1(rx * 0.12)}" fill="url(#floor)"/>`);
  }
}

const roundRect = (x0: number, y0: number, x1: number, y1: number, r: number, fill: string, alpha = 1) =>
  `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="${Math.min(r, (x1 - x0) / 2, (y1 - y0) / 2)}" fill="${fill}"${alpha < 1 ? ` fill-opacity="${alpha}"` : ''}/>`;

/** One demo picture as an SVG document, DEMO_IMAGE_SIZE pixels square. */
export function demoImageSvg(style: DemoImageStyle, seed: string, size = DEMO_IMAGE_SIZE): string {
  const rng = seededRandom(seed);
  const L = layout(style.shot, rng);
  const wave = WAVES[style.texture];
  const pal = PALETTES[style.colour];
  const svg = new Svg(hairGradient(pal, style.colour.startsWith('ombre'), L));
  const angle = rng() * Math.PI * 2;
  background(svg, BACKDROPS[style.backdrop], angle, { x: 0.3 + rng() * 0.4, y: 0.25 + rng() * 0.1 }, L);
  if (style.shot === 'wig') {
    // Hair behind the form, mostly hidden, so fewer strands.
    drawHair(svg, L, wave, rng, 1.12, 0.6);
    drawForm(svg);
  }
  drawHair(svg, L, wave, rng);
  const dark = (amount: number) => hex(rgb(pal.root).map((c) => c * (1 - amount)) as Rgb);
  if (style.shot === 'bundle') {
    svg.body.push(roundRect(250, 196, 950, 258, 20, dark(0.35)));
    for (let x = 275; x < 925; x += 24)
      svg.body.push(roundRect(x, 225.5, x + 14, 228.5, 1.5, pal.shine, 0.45));
  } else if (style.shot === 'ponytail') {
    svg.body.push(
      roundRect(546, 212, 654, 264, 23, dark(0.5)),
      roundRect(560, 222, 640, 231, 4.5, '#ffffff', 0.22),
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${S} ${S}">`,
    `<defs>${svg.defs.join('')}</defs>`,
    `<g fill="none" stroke-linejoin="round">${svg.body.join('')}</g>`,
    '</svg>',
  ].join('\n');
}
