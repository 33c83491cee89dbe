import { jsonLdText } from '#web/lib/seo/json-ld-text.ts';

/** Rendering on the server: the only place structured data is built. */
const onServer = typeof document === 'undefined';

/**
 * Structured data for search engines. `application/ld+json` is not executable, so the strict CSP needs no nonce
 * for it (decision 018); its text is escaped so no value can end the element.
 *
 * Built and written by the server only: crawlers read the page as it was served, and a phone hydrating a product of
 * 2,048 variants should not build its megabyte of structured data again. `data` is a function so the browser never
 * calls it; hydrating, React leaves an element's inner HTML as the server wrote it (the empty text here is never
 * compared), so the served JSON-LD stays in the page.
 */
export function JsonLd({ data }: { data: () => unknown }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText, in a non-executable type.
      dangerouslySetInnerHTML={{ __html: onServer ? jsonLdText(data()) : '' }}
    />
  );
}
