// A page's <meta name="description">: search engines show about 160 characters and cut the rest wherever it falls,
// so we cut first, at a word boundary, and say so with an ellipsis.

export const META_DESCRIPTION_MAX = 160;
const ELLIPSIS = '…';
/** Punctuation that reads badly just before the ellipsis ("soft,…", "ends.…"). */
const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—]+$/;

/**
 * `text` with its whitespace collapsed and trimmed, cut to at most `max` characters (the '…' included) at a word
 * boundary. Only a single word longer than the room is cut inside itself.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max < 1) return '';
  const room = max - ELLIPSIS.length;
  const head = clean.slice(0, room);
  // When the character after the room is a space, `head` ends on a whole word; otherwise go back to the last space.
  const endsOnWord = clean[room] === ' ';
  const lastSpace = head.lastIndexOf(' ');
  let cut = endsOnWord || lastSpace === -1 ? head : head.slice(0, lastSpace);
  cut = cut.replace(TRAILING_PUNCTUATION, '');
  if (cut === '') cut = head.trimEnd();
  // A cut inside one over-long word may split an emoji's surrogate pair; a lone half is not valid text.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}${ELLIPSIS}`;
}
