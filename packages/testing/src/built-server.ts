import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface BuiltServer {
  /** Known once the server is healthy when it was given port 0. */
  readonly url: string;
  child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  /** Sends the signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built server (`apps/api/dist/server.js`) as `npm start` does, on 127.0.0.1 and the
 * given port, and waits until GET /api/health answers 200.
 */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const server = spawnBuiltServer(options);
  await server.healthy(options.timeoutMs ?? 60_000);
  return server;
}

export interface BuiltServerOptions {
  entry: string;
  /** 0 lets the system choose, as `PORT=0 npm start` does: the URL is then read from what the server prints. */
  port: number;
  env: Record<string, string>;
  /** Node options for the server process, e.g. `--cpu-prof` to profile it. */
  nodeArgs?: string[];
  timeoutMs?: number;
}

/** Starts the built server without waiting for it: `healthy()` waits until GET /api/health answers 200. */
export function spawnBuiltServer(
  options: BuiltServerOptions,
): BuiltServer & { healthy(timeoutMs: number): Promise<void> } {
  let url = options.port ? `http://127.0.0.1:${options.port}` : '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return {
    get url() {
      return url;
    },
    child,
    output: () => output,
    async healthy(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
        const printed = output.match(/running at http:\/\/\S+:(\d+)/);
        if (!url && printed) url = `http://127.0.0.1:${printed[1]}`;
        const healthy =
          url !== '' &&
          (await fetch(`${url}/api/health`).then(
            (response) => response.ok,
            () => false,
          ));
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
