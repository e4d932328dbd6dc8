import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

const config: UserConfig = {
  plugins: [react()],
  resolve: {
    // Read the shared contract from source, so the web app needs no build of it.
    alias: { '@roadhire/shared': sharedEntry },
  },
  server: { proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Vite's helper for loading a chunk with its files, in a chunk of its own rather than in the
        // entry: a chunk that needs it then does not count the entry's stylesheet among its files,
        // which every page has already, and would load and apply a second time.
        codeSplitting: { groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }] },
      },
      // The shared contract only declares things, so a page that uses no schema ships no zod.
      treeshake: { moduleSideEffects: (id) => (id.startsWith(sharedSource) ? false : undefined) },
    },
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A production build is one whatever NODE_ENV the shell exports: Vite lets the shell's NODE_ENV
  // win over the mode, so NODE_ENV=development would ship React's development build (larger and
  // slower). Vite reads NODE_ENV again after loading this file. A development build stays
  // possible on purpose: `NODE_ENV=development vite build --mode development`.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  // The server's bundle renders pages; the files under public/ are served from the browser's build.
  // It carries its own production React (and every other package), so the server renders the
  // same markup whatever NODE_ENV the API process has.
  return isSsrBuild
    ? { ...config, ssr: { noExternal: true }, build: { ...config.build, copyPublicDir: false } }
    : config;
});
