// Fails the build when the storefront's initial JavaScript (entry script plus what index.html preloads)
// is over budget, gzip-compressed as a browser would download it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const root = path.resolve('dist/web');
const html = readFileSync(path.join(root, 'index.html'), 'utf8');

const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
const files = [...new Set([...scripts, ...preloads])].filter((f): f is string => !!f);
if (files.length === 0) throw new Error('No module script found in dist/web/index.html');

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(root, file))).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Initial JS: ${(total / 1024).toFixed(1)} KB gzip, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
);
if (total > BUDGET_BYTES) process.exit(1);
