import { execFileSync } from 'node:child_process';

/** A PDF's text as poppler's pdftotext reads it, its layout kept (columns stay on their lines). */
export function pdfTextOf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
