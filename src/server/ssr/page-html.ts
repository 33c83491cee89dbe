import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedPage } from '#shared/contract/rendered-page.ts';
import { PAGE_START_TAG } from './page-start.ts';

// A rendered page put into the built index.html (decision 018): the page's head tags replace the shell's title
// and description, its start script follows them with the list of what it loads after the first paint
// (page-start.ts), its markup fills #root, and its data follows as a JSON script.

const ROOT = '<div id="root"></div>';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function readManifest(root: string): Manifest {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** Every chunk a module needs, itself first (the manifest's `imports` are keys of the same manifest). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The shell's head without its entry script and the entry's module preloads, and the files they name: a rendered
 * page fetches no script until it has been painted (page-start.ts starts the app from them then), so its stylesheet
 * and first picture have a phone's slow link to themselves.
 */
function splitScripts(head: string) {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) throw new Error('the built index.html has no <script type="module" crossorigin src>');
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  return { head: head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, modules };
}

/** Turns rendered pages into documents, from the shell at `root`/index.html and the build's manifest. */
export function pageDocument(root: string) {
  const shell = readFileSync(path.join(root, 'index.html'), 'utf8');
  const at = shell.indexOf(ROOT);
  const headEnd = shell.indexOf('</head>');
  if (at < 0 || headEnd < 0 || headEnd > at) throw new Error(`${root}/index.html has no </head> or ${ROOT}`);
  // The page's own tags go first, right after the charset: the first view's image preload (fetchPriority high)
  // is then requested before the shell's stylesheet and scripts, which would otherwise share a phone's slow link
  // ahead of it.
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(shell);
  const pageTagsAt =
    charset && charset.index < headEnd ? charset.index + charset[0].length : shell.indexOf('<head>') + 6;
  const headStart = shell.slice(0, pageTagsAt);
  const { head, entry: entryFile, modules } = splitScripts(shell.slice(pageTagsAt, headEnd));
  const between = shell.slice(headEnd, at);
  const tail = shell.slice(at + ROOT.length);

  // The entry's own chunks are named by the shell; a page adds the ones only it needs.
  const manifest = readManifest(root);
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const startCache = new Map<string, string>();
  /** The page's own stylesheets, and what its start script loads after the first paint (page-start.ts). */
  const appStart = (module: string) => {
    let tags = startCache.get(module);
    if (tags === undefined) {
      const chunks = [...closure(manifest, module)].filter((k) => !loaded.has(k)).map((k) => manifest[k]);
      const css = chunks.flatMap((c) => c?.css ?? []);
      const start = {
        entry: entryFile,
        modules: [...modules, ...chunks.flatMap((c) => (c ? [`/${c.file}`] : []))],
      };
      tags =
        css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
        `<script type="application/json" id="app-start">${JSON.stringify(start)}</script>`;
      startCache.set(module, tags);
    }
    return tags;
  };

  return (page: RenderedPage): string => {
    let ownHead = head;
    // The page's own title and description replace the shell's, so there is one of each.
    if (page.head.includes('<title>')) ownHead = ownHead.replace(/<title>[^<]*<\/title>/, '');
    if (page.head.includes('<meta name="description"'))
      ownHead = ownHead.replace(/<meta name="description"[^>]*>/, '');
    return (
      `${headStart}${page.head}${PAGE_START_TAG}${ownHead}${appStart(page.module)}${between}` +
      `<div id="root">${page.body}</div>` +
      `<script type="application/json" id="ssr-state">${page.state}</script>${tail}`
    );
  };
}
