import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`, trust authentication. */
  url: string;
  /** Stops the server as an administrator does (`pg_ctl stop -m fast`): open sessions are ended. */
  stop(): Promise<void>;
  /** Starts it again on the same data and port, and waits until it takes connections. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL of its own for a test that needs to stop and start the database: a fresh cluster
 * (initdb, trust authentication) in a temporary directory, listening on 127.0.0.1:`port` only.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user; it fails with
 * a message saying what is missing rather than skipping anything.
 */
export async function startPostgres(options: { port: number; binDir?: string }): Promise<PostgresServer> {
  const binDir = options.binDir ?? process.env.PG_BIN_DIR ?? '/usr/local/bin';
  const bin = (name: string) => {
    const file = path.join(binDir, name);
    if (!existsSync(file)) throw new Error(`PostgreSQL's ${name} is not at ${file}: set PG_BIN_DIR to its folder`);
    return file;
  };
  const asUser = await osUserFor();
  const exec = async (file: string, args: string[]) => {
    const [command, commandArgs] = asUser ? ['runuser', ['-u', asUser.name, '--', file, ...args]] : [file, args];
    try {
      return await run(command, commandArgs, { timeout: 60_000 });
    } catch (error) {
      const detail = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${path.basename(file)} failed: ${detail.stderr || detail.stdout || detail.message}`);
    }
  };

  const root = await mkdtemp(path.join(os.tmpdir(), 'roadhire-postgres-'));
  if (asUser) await chown(root, asUser.uid, asUser.gid);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  await exec(bin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // TCP on loopback only, no Unix socket (its folder may not be writable), durability off for speed.
  const serverOptions = `-p ${options.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`;
  // Each is a no-op when the server already is in that state, so clean-ups may call either.
  let running = false;
  const start = async () => {
    if (running) return;
    await exec(bin('pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await exec(bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/postgres`,
    start,
    stop,
    async remove() {
      if (removed) return;
      removed = true;
      await stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** As root, the `postgres` OS user to run the server as; otherwise none (the current user runs it). */
async function osUserFor(): Promise<{ name: string; uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { name: 'postgres', uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error('PostgreSQL will not run as root, and there is no `postgres` OS user to run it as: create one');
  }
}
