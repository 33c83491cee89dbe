// JSON-LD goes inside <script type="application/ld+json">. The HTML parser ends that element at the first "</script"
// whatever the JSON means, and "<!--" changes how it scans, so '<' and '>' must never appear raw; '&' is escaped too
// so the text is also safe if it is ever placed in an attribute or parsed as XHTML. U+2028 and U+2029 are valid in
// JSON but were line terminators in older JavaScript, so they are escaped as well. All of these stay the same
// characters to a JSON parser.

const UNSAFE = /[<>&\u2028\u2029]/g;

/** `value` as JSON text that is safe to place, unaltered, inside a <script type="application/ld+json"> element. */
export function jsonLdText(value: unknown): string {
  // JSON.stringify gives undefined for undefined (and functions); "null" keeps the script's content valid JSON.
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
