// The fixed vocabulary of the catalogue (docs/product.md#catalogue), shared by server, client and seed.
export const CATEGORIES = ['Human hair', 'Synthetic hair', 'Extensions', 'Pony tail', 'Frontal'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SORTS = ['latest', 'lowest-price', 'highest-price', 'a2z', 'z2a'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  latest: 'Latest',
  'lowest-price': 'Lowest Price',
  'highest-price': 'Highest Price',
  a2z: 'A - Z',
  z2a: 'Z - A',
};

export const DEFAULT_PER_PAGE = 9;
export const MAX_PER_PAGE = 48;
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/** Widths the media route renders; the client builds its srcset from the same list. */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const PLACEHOLDER_IMAGE = '/media/placeholder';

export function previewDescription(description: string): string {
  return description.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`
    : description;
}
