// Colours and packed pixels for raster.ts.

export type Rgb = [number, number, number];

export const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
export const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
/** Shades are quantised so each row's colours are computed once per picture, not once per span. */
export const LEVELS = 32;
const byte = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));
// Little-endian, as on every platform sharp ships for: bytes R, G, B, A in memory.
export const pack = (r: number, g: number, b: number) =>
  (byte(r) | (byte(g) << 8) | (byte(b) << 16) | 0xff000000) >>> 0;
