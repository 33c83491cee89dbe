import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The storefront is built into dist/web and served by Fastify; in `npm run dev` Vite proxies the API to it.
// `vite build --ssr entry-server.tsx` builds its server half into dist/ssr: the server renders the public pages
// with it (decision 018).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  // precompress: .br/.gz beside each file, served as they are (decision 016).
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  // No source maps in the shipped build: they would publish the source. `npm run dev:web` has them for debugging.
  // The client's manifest tells the server which chunks a rendered page needs, to preload them.
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: false }
    : { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
}));
