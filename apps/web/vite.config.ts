import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read the shared contract from source, so the web app needs no build of it.
    alias: { '@roadhire/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
  },
  server: { proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  build: { sourcemap: true, target: 'es2022' },
});
