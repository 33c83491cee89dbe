// A minimal scanline rasteriser for the demo pictures: a backdrop, hair strands (thick polylines drawn as
// antialiased spans), filled shapes. Only what demo-images.ts needs, written for speed over generality: pixels are
// packed RGBA words, so an opaque span is one native fill and only its two edge pixels are blended per channel.

import { clamp01, LEVELS, pack, type Rgb, smooth } from './pixels.ts';

export class Raster {
  private readonly words: Uint32Array;
  private readonly bytes: Uint8ClampedArray;
  /** Pixels per unit of the caller's geometry. */
  private readonly k: number;
  /** Per pixel row and shade level: the hair colour, packed and as channels; set by hairColours(). */
  private readonly packed: Uint32Array;
  private readonly channels: Float32Array;
  private readonly cover: Float32Array;

  constructor(
    readonly size: number,
    canvas: number,
  ) {
    this.words = new Uint32Array(size * size);
    this.bytes = new Uint8ClampedArray(this.words.buffer);
    this.k = size / canvas;
    this.packed = new Uint32Array(size * LEVELS);
    this.channels = new Float32Array(size * LEVELS * 3);
    this.cover = new Float32Array(size);
  }

  /** The picture as raw RGBA (alpha always opaque). */
  pixels(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  }

  private blend(p: number, r: number, g: number, b: number, a: number) {
    const { bytes } = this;
    const i = p * 4;
    bytes[i] = (bytes[i] as number) + (r - (bytes[i] as number)) * a;
    bytes[i + 1] = (bytes[i + 1] as number) + (g - (bytes[i + 1] as number)) * a;
    bytes[i + 2] = (bytes[i + 2] as number) + (b - (bytes[i + 2] as number)) * a;
  }

  /** A two-colour gradient at `angle`, a soft glow at `light` (0–1 coordinates) and an optional floor shadow. */
  background(
    c1: Rgb,
    c2: Rgb,
    angle: number,
    light: { x: number; y: number },
    floor?: { cx: number; cy: number; rx: number },
  ) {
    const { size, words, k } = this;
    const [dx, dy] = [(Math.cos(angle) * 0.9) / size, (Math.sin(angle) * 0.9) / size];
    const [lx, ly] = [light.x * size, light.y * size];
    const glowR2 = 0.36 * size * size;
    const [r1, g1, b1] = c1;
    const [dr, dg, db] = [c2[0] - r1, c2[1] - g1, c2[2] - b1];
    const [fcx, fcy, frx, fry] = floor
      ? [floor.cx * k, floor.cy * k, floor.rx * k, floor.rx * 0.12 * k]
      : [0, 0, 1, 1];
    // Evaluated once per 2x2 block: the backdrop is smooth, and this is a quarter of the maths.
    for (let y = 0; y < size; y += 2) {
      const yc = y + 1;
      const t0 = 0.5 + (yc - size / 2) * dy;
      const gy = (yc - ly) * (yc - ly);
      const fy = (yc - fcy) / fry;
      const floorRow = floor !== undefined && fy * fy < 1;
      const row = y * size;
      const below = y + 1 < size ? row + size : -1;
      for (let x = 0; x < size; x += 2) {
        const xc = x + 1;
        let t = t0 + (xc - size / 2) * dx;
        t = Math.min(1, Math.max(0, t));
        let g = 1 - ((xc - lx) * (xc - lx) + gy) / glowR2;
        g = g > 0 ? 0.5 * g * g : 0;
        let shade = 1;
        if (floorRow) {
          const fx = (xc - fcx) / frx;
          const d = fx * fx + fy * fy;
          if (d < 1) shade = 1 - 0.2 * (1 - d);
        }
        const r = r1 + dr * t;
        const gg = g1 + dg * t;
        const b = b1 + db * t;
        const c = pack(
          (r + (255 - r) * g) * shade,
          (gg + (255 - gg) * g) * shade,
          (b + (255 - b) * g) * shade,
        );
        const wide = x + 1 < size;
        words[row + x] = c;
        if (wide) words[row + x + 1] = c;
        if (below >= 0) {
          words[below + x] = c;
          if (wide) words[below + x + 1] = c;
        }
      }
    }
  }

  /** Sets the hair colour from root (at `top`) to tip (at `bottom`); an ombre changes over the middle lengths. */
  hairColours(root: Rgb, tip: Rgb, shine: Rgb, ombre: boolean, top: number, bottom: number) {
    const tone: Rgb[] = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    for (let y = 0; y < this.size; y++) {
      const f = clamp01((y / this.k - top) / (bottom - top));
      const m = ombre ? smooth(0.3, 0.75, f) : f * 0.8;
      // A soft band of sheen across the upper lengths, where light would catch.
      const sheen = 0.22 * Math.exp(-(((f - 0.3) / 0.12) ** 2));
      // Shade 0 is in shadow, 0.5 the lit base colour, 1 the shine.
      for (let c = 0; c < 3; c++) {
        const [rc, tc, sc] = [root[c] as number, tip[c] as number, shine[c] as number];
        const base = rc + (tc - rc) * m;
        (tone[0] as Rgb)[c] = base * 0.45;
        (tone[1] as Rgb)[c] = base + (sc - base) * sheen;
        (tone[2] as Rgb)[c] = base + (sc - base) * 0.8;
      }
      for (let level = 0; level < LEVELS; level++) {
        const shade = level / (LEVELS - 1);
        const [lo, hi] = shade < 0.5 ? [tone[0], tone[1]] : [tone[1], tone[2]];
        const t = shade < 0.5 ? shade * 2 : shade * 2 - 1;
        const i = y * LEVELS + level;
        for (let c = 0; c < 3; c++) {
          const l = (lo as Rgb)[c] as number;
          this.channels[i * 3 + c] = l + (((hi as Rgb)[c] as number) - l) * t;
        }
        this.packed[i] = pack(
          this.channels[i * 3] as number,
          this.channels[i * 3 + 1] as number,
          this.channels[i * 3 + 2] as number,
        );
      }
    }
  }

  /** A hair strand along `pts` (x,y pairs), `width` wide, tapering to its tip; shade 0 = shadow … 1 = shine. */
  strand(pts: number[], width: number, shade: number, alpha: number) {
    const { k } = this;
    const n = pts.length / 2;
    const level = Math.round(clamp01(shade) * (LEVELS - 1));
    let wasSteep: boolean | undefined;
    for (let i = 0; i < n - 1; i++) {
      const x0 = (pts[2 * i] as number) * k;
      const y0 = (pts[2 * i + 1] as number) * k;
      const x1 = (pts[2 * i + 2] as number) * k;
      const y1 = (pts[2 * i + 3] as number) * k;
      const t = i / (n - 1);
      const w = width * k * (t > 0.9 ? Math.max(0.12, (1 - t) / 0.1) : 1);
      const dx = x1 - x0;
      const dy = y1 - y0;
      const steep = Math.abs(dy) >= Math.abs(dx);
      // Where the spans turn from rows to columns the two segments leave a notch on the outside: round it off.
      if (wasSteep !== undefined && steep !== wasSteep && w > 2) this.disc(x0, y0, w / 2, level, alpha);
      wasSteep = steep;
      if (steep) {
        if (dy === 0) continue;
        // Mostly vertical: one horizontal span per pixel row, widened so the stroke keeps its thickness on a slant.
        const slope = dx / dy;
        const half = 0.5 * w * Math.sqrt(1 + slope * slope);
        const [ya, yb] = dy > 0 ? [y0, y1] : [y1, y0];
        for (let y = Math.ceil(ya - 0.5); y + 0.5 < yb; y++) {
          const x = x0 + (y + 0.5 - y0) * slope;
          this.hspan(y, x - half, x + half, level, alpha);
        }
      } else {
        const slope = dy / dx;
        const half = 0.5 * w * Math.sqrt(1 + slope * slope);
        const [xa, xb] = dx > 0 ? [x0, x1] : [x1, x0];
        for (let x = Math.ceil(xa - 0.5); x + 0.5 < xb; x++) {
          const y = y0 + (x + 0.5 - x0) * slope;
          this.vspan(x, y - half, y + half, level, alpha);
        }
      }
    }
  }

  private disc(cx: number, cy: number, radius: number, level: number, alpha: number) {
    for (let y = Math.floor(cy - radius); y < Math.ceil(cy + radius); y++) {
      const d = y + 0.5 - cy;
      if (d * d >= radius * radius) continue;
      const half = Math.sqrt(radius * radius - d * d);
      this.hspan(y, cx - half, cx + half, level, alpha);
    }
  }

  private hspan(y: number, l: number, r: number, level: number, alpha: number) {
    const { size, channels, words } = this;
    if (y < 0 || y >= size || r <= 0 || l >= size) return;
    const ci = (y * LEVELS + level) * 3;
    const cr = channels[ci] as number;
    const cg = channels[ci + 1] as number;
    const cb = channels[ci + 2] as number;
    const xl = Math.max(0, Math.floor(l));
    const xr = Math.min(size, Math.ceil(r));
    const row = y * size;
    if (xr - xl <= 2) {
      for (let x = xl; x < xr; x++)
        this.blend(row + x, cr, cg, cb, alpha * Math.min(1, Math.min(r, x + 1) - Math.max(l, x)));
      return;
    }
    // Partly covered end pixels are blended; the inside is fully covered.
    this.blend(row + xl, cr, cg, cb, alpha * (xl + 1 - Math.max(l, xl)));
    this.blend(row + xr - 1, cr, cg, cb, alpha * (Math.min(r, xr) - (xr - 1)));
    if (alpha >= 1) {
      const c = this.packed[y * LEVELS + level] as number;
      for (let p = row + xl + 1; p < row + xr - 1; p++) words[p] = c;
    } else {
      for (let x = xl + 1; x < xr - 1; x++) this.blend(row + x, cr, cg, cb, alpha);
    }
  }

  private vspan(x: number, t: number, b: number, level: number, alpha: number) {
    const { size, channels } = this;
    if (x < 0 || x >= size) return;
    const y1 = Math.min(size, Math.ceil(b));
    for (let y = Math.max(0, Math.floor(t)); y < y1; y++) {
      const a = alpha * Math.min(1, Math.min(b, y + 1) - Math.max(t, y));
      const ci = (y * LEVELS + level) * 3;
      this.blend(
        y * size + x,
        channels[ci] as number,
        channels[ci + 1] as number,
        channels[ci + 2] as number,
        a,
      );
    }
  }

  /**
   * Fills a shape given, per height, its left and right edge (null outside it), coloured per pixel. Four samples
   * per row smooth the top and bottom edges; the left and right edges are antialiased exactly.
   */
  fill(
    top: number,
    bottom: number,
    edges: (y: number) => [number, number] | null,
    colour: (x: number, y: number, out: Rgb) => void,
    alpha = 1,
  ) {
    const { size, k, cover } = this;
    const out: Rgb = [0, 0, 0];
    for (let y = Math.max(0, Math.floor(top * k)); y < Math.min(size, Math.ceil(bottom * k)); y++) {
      let minX = size;
      let maxX = -1;
      for (let s = 0; s < 4; s++) {
        const e = edges((y + (s + 0.5) / 4) / k);
        if (!e) continue;
        const [l, r] = [e[0] * k, e[1] * k];
        const x1 = Math.min(size, Math.ceil(r));
        for (let x = Math.max(0, Math.floor(l)); x < x1; x++) {
          cover[x] = (cover[x] as number) + 0.25 * Math.min(1, Math.min(r, x + 1) - Math.max(l, x));
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
        }
      }
      for (let x = minX; x <= maxX; x++) {
        const a = alpha * Math.min(1, cover[x] as number);
        cover[x] = 0;
        if (a <= 0) continue;
        colour(x / k, y / k, out);
        this.blend(y * size + x, out[0], out[1], out[2], a);
      }
    }
  }

  roundRect(x0: number, y0: number, x1: number, y1: number, radius: number, colour: Rgb, alpha = 1) {
    const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2);
    this.fill(
      y0,
      y1,
      (y) => {
        if (y < y0 || y > y1) return null;
        const d = y < y0 + r ? y0 + r - y : y > y1 - r ? y - (y1 - r) : 0;
        const inset = r - Math.sqrt(Math.max(0, r * r - d * d));
        return [x0 + inset, x1 - inset];
      },
      (_x, _y, out) => {
        out[0] = colour[0];
        out[1] = colour[1];
        out[2] = colour[2];
      },
      alpha,
    );
  }
}
