import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read the shared contract from source, so the web app needs no build of it.
    alias: { '@roadhire/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
  },
  server: { proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // The shared contract only declares things, so a page that uses no schema ships no zod.
      treeshake: { moduleSideEffects: (id) => (id.startsWith(sharedSource) ? false : undefined) },
    },
  },
});
