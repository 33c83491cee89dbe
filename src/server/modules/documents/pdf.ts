// How the shop's paperwork is drawn (issue 32): pdfkit, loaded with the first document asked for rather than at
// start-up. Packing slips use its built-in Helvetica, which writes the Windows-1252 characters (English and Western
// European text, £, ·, curly quotes); `pdfText` spells the others the shop itself uses and marks any else with "?",
// rather than letting the PDF show a wrong glyph. Invoices, which carry customers' names and addresses in any
// script, embed DejaVu Sans (`unicodeFonts`): every Latin, Greek and Cyrillic letter, subset into the PDF.
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** Characters the shop's own text uses that Windows-1252 lacks, as it can write them. */
const SPELLED: Record<string, string> = { '″': '"', '′': "'", '×': 'x', '≤': '<=', '≥': '>=', '→': '->' };
// Windows-1252's printable characters beyond ASCII.
const CP1252 = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].concat(
    Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => String.fromCharCode(0xa0 + i)),
  ),
);

/** `text` as Helvetica can write it in the PDF. */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')]
    .map((c) => (c <= '~' ? c : (SPELLED[c] ?? (CP1252.has(c) ? c : '?'))))
    .join('');
}

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** Gives `doc` the fonts 'Sans' and 'Sans-Bold' (DejaVu), which write any European script. */
export function unicodeFonts(doc: Pdf): void {
  doc.registerFont('Sans', fontFile('DejaVuSans.ttf'));
  doc.registerFont('Sans-Bold', fontFile('DejaVuSans-Bold.ttf'));
}

/** A new A4 document drawn by `draw`, as the bytes of the PDF. */
export async function renderPdf(
  info: { title: string; author: string },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info.title, Author: info.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
