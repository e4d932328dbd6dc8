import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result: Count | null) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// The plugin's own stores, not exported by its entry point; its version is pinned.
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store = require('@fastify/rate-limit/store/LocalStore.js');

/** Every rate limit key of the portal in Redis starts with this (one Redis may serve other apps). */
export const RATE_LIMIT_KEY_PREFIX = 'roadhire:rate-limit:';

/**
 * The plugin's Redis store, one budget for every process (decision 020), with its in-memory store
 * behind it: a count Redis cannot take is counted in this process, so while Redis is away each
 * process still holds its own limit (as without REDIS_URL), and no request waits or fails for it.
 */
export function sharedRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  class SharedWithLocalFallback implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      this.shared.incr(key, this.orLocal('incr', key, done, timeWindow, max), timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number): void {
      this.shared.read?.(key, this.orLocal('read', key, done, timeWindow, max), timeWindow, max);
    }

    child(routeOptions: unknown): Store {
      return new SharedWithLocalFallback(this.shared.child(routeOptions), this.local.child(routeOptions));
    }

    private orLocal(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number): Done {
      return (error, result) => {
        if (!error) return done(null, result);
        this.local[method]?.(key, done, timeWindow, max);
      };
    }
  }
  return class extends SharedWithLocalFallback {
    // The plugin builds the store with its settings, `continueExceeding` and `exponentialBackoff` among them.
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, RATE_LIMIT_KEY_PREFIX),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
