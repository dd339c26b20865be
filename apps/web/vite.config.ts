import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingSample } from './scripts/landing-sample-plugin';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), landingSample()],
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` in apps/server serves the API on 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The SSR build (dist-ssr, the landing page's server render) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
  },
}));
