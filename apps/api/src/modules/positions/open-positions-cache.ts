import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { listOpenPositions, positionsVersion, toOpenPosition } from '../../data/positions-repository.js';
import type { Executor } from '../../db/client.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedList {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to answer with: what the client accepts, smallest first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}

/**
 * The careers list is read far more than it changes: keep it serialized and compressed once,
 * and rebuild it only when the positions' version moves (one cheap query per request).
 */
export function createOpenPositionsCache(db: Executor) {
  let cached: (CachedList & { version: string }) | undefined;
  let building: Promise<CachedList & { version: string }> | undefined;

  async function build(version: string) {
    const identity = Buffer.from(JSON.stringify((await listOpenPositions(db)).map(toOpenPosition)));
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    return { etag, bodies: { br, gzip: gz, identity }, version };
  }

  return async function get(): Promise<CachedList> {
    const version = await positionsVersion(db);
    if (cached?.version === version) return cached;
    // Many requests at once after a change share one rebuild.
    building ??= build(version).finally(() => {
      building = undefined;
    });
    cached = await building;
    return cached;
  };
}
