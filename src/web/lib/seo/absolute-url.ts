// Structured data, canonicals and og:image must be absolute; the origin comes from PUBLIC_URL, which an operator
// may write with a trailing slash.

/** `path` (starting with '/') on `origin`, with no doubled slash between them. */
export function absoluteUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
