import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { OpenPosition } from '@roadhire/shared';
import { listOpenPositions, positionsVersion, toOpenPosition } from '../../data/positions-repository.js';
import type { Executor } from '../../db/client.js';
import type { Position } from '../../db/schema.js';
import type { ChangeCounter } from '../../lib/change-counter.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedList {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** The rows, for the server-rendered careers pages (their dates feed the job pages' data). */
  rows: Position[];
  /** The list as SPEC §3 shapes it, which the pages are rendered from and hand to the browser. */
  list: OpenPosition[];
}

export type OpenPositionsCache = () => Promise<CachedList>;

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to answer with: what the client accepts, smallest first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}

/** How long a checked version is trusted: a closed position leaves every instance's list within it. */
export const POSITIONS_FRESH_MS = 250;

/**
 * The careers list is read far more than it changes: keep it serialized and compressed once,
 * and rebuild it only when the positions' version moves. The version is asked of the database at
 * most every `freshForMs`, so a busy careers page costs a few queries a second, not one a request.
 */
export function createOpenPositionsCache(
  db: Executor,
  localChanges: ChangeCounter,
  freshForMs = POSITIONS_FRESH_MS,
): OpenPositionsCache {
  let cached: (CachedList & { version: string }) | undefined;
  let building: Promise<CachedList & { version: string }> | undefined;
  let checkedAt = 0;
  let checkedChanges = -1;

  async function build(version: string) {
    const rows = await listOpenPositions(db);
    const list = rows.map(toOpenPosition);
    const identity = Buffer.from(JSON.stringify(list));
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    return { etag, bodies: { br, gzip: gz, identity }, rows, list, version };
  }

  return async function get(): Promise<CachedList> {
    // A write on this instance makes the next request check at once; others' writes within the window.
    const changes = localChanges.count;
    if (cached && changes === checkedChanges && Date.now() - checkedAt < freshForMs) return cached;
    const version = await positionsVersion(db);
    checkedAt = Date.now();
    checkedChanges = changes;
    if (cached?.version === version) return cached;
    // Many requests at once after a change share one rebuild.
    building ??= build(version).finally(() => {
      building = undefined;
    });
    cached = await building;
    return cached;
  };
}
