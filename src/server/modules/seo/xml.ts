/** Text made safe inside an XML element or attribute (ids, brand names and URLs may hold &, <, quotes). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A W3C datetime as the sitemap protocol asks (ISO 8601 in UTC, e.g. 2026-01-01T09:30:00.000Z). */
export const w3cDatetime = (date: Date) => date.toISOString();

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
