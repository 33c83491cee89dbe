import { jsonLdText } from '#web/lib/seo/json-ld-text.ts';

/**
 * Structured data for search engines. `application/ld+json` is not executable, so the strict CSP needs no nonce
 * for it (decision 018); its text is escaped so no value can end the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText, in a non-executable type.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
