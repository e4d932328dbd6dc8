import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer as startServer } from '@roadhire/testing';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BuiltServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (`apps/api/dist/server.js`) on PGlite in `dataDir`, as `npm start` would
 * after the build, and waits for its health route. `env` adds to or overrides the defaults.
 */
export async function startBuiltServer(
  dataDir: string,
  port: number,
  env: Record<string, string>,
): Promise<BuiltServer> {
  const server = await startServer({
    entry: path.join(root, 'apps/api/dist/server.js'),
    port,
    env: { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '', ...env },
    // PGlite migrates a fresh directory first, which takes a while on a busy machine.
    timeoutMs: 180_000,
  });
  return { base: server.url, stop: () => server.stop() };
}
