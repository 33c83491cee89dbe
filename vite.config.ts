import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The storefront is built into dist/web and served by Fastify; in `npm run dev` Vite proxies the API to it.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // precompress: .br/.gz beside each file, served as they are (decision 016).
  plugins: [react(), tailwindcss(), precompress()],
  // No source maps in the shipped build: they would publish the source. `npm run dev:web` has them for debugging.
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
