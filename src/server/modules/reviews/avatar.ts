// Reviewers' avatars, drawn by our own server (docs/product.md#own-hosting): the initials of the name on a colour
// derived from it, so one name always looks the same and nothing is fetched from another host.

export const ANONYMOUS = 'Anonymous';

/** The first letter (or digit) of the first two words; '?' when there is none. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0])
    .filter(Boolean);
  const initials = words.slice(0, 2).join('').toLocaleUpperCase('en');
  return initials || '?';
}

/** A hue from the name (FNV-1a), dark enough for white initials (large text, over 3:1 on every hue). */
function colourOf(name: string): string {
  let hash = 0x811c9dc5;
  for (const ch of name) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `hsl(${hash % 360}, 55%, 30%)`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute. Initials hold letters only, but the SVG must never trust that. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export function avatarSvg(name: string): string {
  const shown = name.trim() || ANONYMOUS;
  const initials = escapeXml(initialsOf(shown));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="${colourOf(shown)}"/>`,
    '<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#fff" ',
    'font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="600">',
    initials,
    '</text></svg>',
  ].join('');
}

/** Where the browser finds the avatar for a reviewer's name. */
export const avatarUrl = (name: string) => `/api/avatars?name=${encodeURIComponent(name)}`;
