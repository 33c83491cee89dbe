/** A LIKE pattern matching `text` anywhere, case-insensitively against a lower-cased column: % and _ are literal. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
