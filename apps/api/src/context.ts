import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ChangeCounter } from './lib/change-counter.js';
import type { Mailer } from './mail/mailer.js';
import type { MailWorker } from './mail/outbox-worker.js';
import type { OpenPositionsCache } from './modules/positions/open-positions-cache.js';
import type { FileStorage } from './storage/file-storage.js';

/** What the feature modules need from the outside world, built once in `buildApp`. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The outbox's sender in this process; `wake()` after a commit that queued mail sends it at once. */
  mailWorker: Pick<MailWorker, 'wake'>;
  storage: FileStorage;
  /** Writes to positions this process committed; the careers list cache reads it (decision 021). */
  positionChanges: ChangeCounter;
  /** The careers list, kept serialized and compressed until a position changes (decision 021). */
  openPositions: OpenPositionsCache;
  /** The time the privacy rules read (decision 031); tests move it instead of waiting months. */
  now: () => Date;
}
