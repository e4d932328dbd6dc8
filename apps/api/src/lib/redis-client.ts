import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a start waits for Redis before it serves anyway, counting in memory meanwhile. */
const FIRST_CONNECTION_WAIT_MS = 3_000;

/**
 * A Redis client for state the processes share (decision 020). It never holds a request: while
 * Redis is away a command fails at once (no offline queue) or after `commandTimeout`, and the
 * caller falls back; the client reconnects by itself.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Without a listener every failed reconnection would be printed as an unhandled error event.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis does not answer; each process counts rate limits alone until it does');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis answers again; rate limits are shared again');
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
