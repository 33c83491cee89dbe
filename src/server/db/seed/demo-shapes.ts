import type { HairTexture, Shot } from './demo-vocabulary.ts';
import type { Rng } from './random.ts';

// The shapes of the demo pictures: how each texture waves, and where strands run for each kind of shot.
// Coordinates are on a 1200 px canvas, scaled to the output size by demo-images.ts.

export const CANVAS = 1200;

// amp and wavelength in px of the 1200 canvas; step is the sampling distance, finer for tighter patterns.
export type Wave = {
  amp: number;
  wavelength: number;
  step: number;
  coil: boolean;
  jitter: number;
  lockPhase: number;
};
export const WAVES: Record<HairTexture, Wave> = {
  straight: { amp: 4, wavelength: 560, step: 30, coil: false, jitter: 0, lockPhase: 0.2 },
  yaki: { amp: 3, wavelength: 46, step: 8, coil: false, jitter: 1.6, lockPhase: 3 },
  'body-wave': { amp: 34, wavelength: 300, step: 12, coil: false, jitter: 0, lockPhase: 0.35 },
  'loose-wave': { amp: 24, wavelength: 390, step: 15, coil: false, jitter: 0, lockPhase: 0.6 },
  'water-wave': { amp: 15, wavelength: 130, step: 8, coil: false, jitter: 0.6, lockPhase: 0.9 },
  'deep-wave': { amp: 20, wavelength: 90, step: 6, coil: false, jitter: 0, lockPhase: 0.7 },
  'kinky-curly': { amp: 15, wavelength: 34, step: 3, coil: true, jitter: 1.2, lockPhase: 6 },
};

/** Where a strand runs before its texture is applied: position at t ∈ [0,1] and how much texture shows there. */
export type Spine = { at: (t: number) => [x: number, y: number, env: number]; length: number };

export type Layout = {
  spines: (u: number, rng: Rng) => Spine;
  /** Vertical span of the hair, for the root-to-tip colour. */
  top: number;
  bottom: number;
  /** Strands relative to the usual count: a close-up is wider than a bundle. */
  density: number;
  floor?: { cx: number; cy: number; rx: number };
};

// A wig sits on a plain display form: head, neck and shoulders.
export const HEAD = { cx: 600, cy: 470, rx: 190, ry: 235 };

export function layout(shot: Shot, rng: Rng): Layout {
  if (shot === 'swatch') {
    const slant = (rng() - 0.5) * 160;
    return {
      top: -40,
      bottom: CANVAS + 40,
      density: 1.6,
      spines: (u) => {
        const x0 = 60 + u * (CANVAS - 120);
        return { length: CANVAS + 80, at: (t) => [x0 + slant * t, -40 + t * (CANVAS + 80), 1] };
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

export function strandPoints(spine: Spine, wave: Wave, phase: number, ampScale: number, rng: Rng): number[] {
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
