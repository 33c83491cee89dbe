// Fails the build when the storefront would break its own Content-Security-Policy or publish its source:
// an inline <script> in index.html (script-src has no 'unsafe-inline') or a source map among the files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('dist/web');
const problems: string[] = [];

const html = readFileSync(path.join(root, 'index.html'), 'utf8');
for (const tag of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
  if (!/\bsrc=/.test(tag[0]) || (tag[1] ?? '').trim() !== '')
    problems.push(`inline script in index.html: ${tag[0].slice(0, 80)}`);
}
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.map')) problems.push(`source map shipped: ${entry.name}`);
}
for (const file of readdirSync(path.join(root, 'assets')).filter((f) => f.endsWith('.js'))) {
  if (readFileSync(path.join(root, 'assets', file), 'utf8').includes('sourceMappingURL=')) {
    problems.push(`source map reference in ${file}`);
  }
}

if (problems.length > 0) {
  console.error(`The build is not safe to ship:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('No inline scripts, no source maps.');
