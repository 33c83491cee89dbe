import { LABEL_SEPARATOR } from './variant-matrix.ts';

/**
 * What a cart, order or refund line says was chosen (issue 31). A product chosen by length alone reads
 * "Size: 22″", the specification's words; one of other options names each, "Shade: #613 · Length: 22″", from the
 * line's snapshot of them. A line that kept only the label (a cart in the browser, a refund's line) shows the
 * label itself when it joins several values ("#613 · 22″"): "Size:" would call a shade a size.
 */
export function choiceText(line: {
  size: string;
  options?: readonly { name: string; value: string }[];
}): string {
  const options = line.options ?? [];
  if (options.length === 1 && options[0]?.name.toLowerCase() === 'length') return `Size: ${options[0].value}`;
  if (options.length > 0) return options.map((o) => `${o.name}: ${o.value}`).join(LABEL_SEPARATOR);
  return line.size.includes(LABEL_SEPARATOR) ? line.size : `Size: ${line.size}`;
}
