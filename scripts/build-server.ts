// The server half of `npm run build`: src/server/main.ts bundled into plain JavaScript in dist/server/, so
// `npm run serve` runs it with node alone (no TypeScript loader in production), and so do `npm run backup` and
// `npm run restore` (scripts/backup.ts and restore.ts, built beside it as backup.js and restore.js). The shop's own modules become a
// few files (the start-up entry, and the rest, loaded while the database opens). The migrations are copied beside
// them: the built server applies and checks the migrations it was built with; and the demo pictures.
//
// Most packages are bundled in too: pure JavaScript spread over many small ES modules (better-auth with kysely,
// zod, drizzle, stripe: about a thousand files) costs Node more to find, read and link one by one than to compile
// as one (issue 19: a quarter of the start-up's CPU). Those below stay in node_modules, loaded as they are: native
// code or WebAssembly, files read from beside their own module (static assets, worker threads, transports),
// Fastify and its plugins (CommonJS, which expect one copy of Fastify), and React and React Router, which the
// storefront's server entry (dist/ssr) imports from node_modules. A new dependency is bundled unless listed here;
// the journeys (npm test) run the built server, so one that cannot be bundled shows there.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  'pg',
  'pino',
  'pino-pretty',
  'fastify',
  '@fastify/*',
  'fastify-plugin',
  'fastify-metrics',
  'prom-client',
  'nodemailer',
  // Reads its fonts' metrics from beside itself.
  'pdfkit',
  'dotenv',
  'react',
  'react-dom',
  'react-router',
];

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await bundle({ main: 'src/server/main.ts' });
// The operator's commands are built on their own, so that they do not change how the shop's start-up is split.
const tools = await bundle({ backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' });
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
// The demo pictures (2.9 MB) too: a built shop seeds its demo catalogue on a fresh database with no source beside it.
cpSync('src/server/db/seed/images', `${outdir}/images`, { recursive: true });
const files = [result, tools].flatMap((r) =>
  Object.entries(r.metafile.outputs).filter(([file]) => file.endsWith('.js')),
);
const kb = files.reduce((sum, [, out]) => sum + out.bytes, 0) / 1024;
console.log(
  `Server built into ${outdir}/ in ${Math.round(performance.now() - started)} ms: ${files.length} files, ${Math.round(kb)} KB`,
);

function bundle(entryPoints: Record<string, string>) {
  return build({
    entryPoints,
    outdir,
    bundle: true,
    // main.ts imports the rest of the server dynamically (start-up in parallel): that becomes its own file.
    splitting: true,
    // Beside main.js, not in a folder: modules find files relative to themselves (config.ts the project, two levels
    // up; db/client.ts its migrations folder), as they do from the source.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL.flatMap((name) => (name.endsWith('/*') ? [name] : [name, `${name}/*`])),
    // Bundled CommonJS code still calls require (for Node's own modules): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Maps to the source files (not copies of them): `NODE_OPTIONS=--enable-source-maps` gives stack traces in
    // src/ terms. Not on by default: reading the maps costs the start-up about 0.15 s.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
}
