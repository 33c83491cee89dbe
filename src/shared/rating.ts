// Star ratings (docs/product.md#reviews): 0.5 to 5 stars in halves. The server keeps them as whole half-stars
// (4.5 stars = 9) so sums and checks stay in integers.

export const MAX_STARS = 5;
export const STAR_STEP = 0.5;

export const starsToHalves = (stars: number) => Math.round(stars / STAR_STEP);
export const halvesToStars = (halves: number) => halves * STAR_STEP;

/** The average in stars, to one decimal; 0 when nobody has rated. */
export function averageStars(count: number, halvesSum: number): number {
  if (count === 0) return 0;
  return Math.round((halvesToStars(halvesSum) / count) * 10) / 10;
}

/** '4.5 out of 5', the words a screen reader says for a rating. */
export const ratingText = (stars: number) => `${stars} out of ${MAX_STARS}`;
