import { isApiError, isSessionRefused } from '../../../lib/api-client';
import { forgetLocalDraft, keepLocalDraft } from '../../../lib/local-drafts';
import { readToken } from '../../../lib/session';
import { isTokenExpired } from '../../../lib/session-token';
import { getOnboarding } from '../api/get-onboarding';
import { defined, saveDraft } from '../api/save-draft';
import { emptyDraft } from '../empty-draft';
import type { OnboardingValues } from '../step-contract';
import { type MergedDrafts, mergeDrafts, sameAnswer } from './merge-drafts';

/** What the driver is told about their answers (decision 010). */
export type SyncStatus =
  | 'idle'
  | 'pending'
  | 'saving'
  | 'saved'
  | 'retrying'
  | 'offline'
  | 'signin'
  | 'stopped'
  | 'submitted'
  | 'signed';

export type DraftConflict = Omit<MergedDrafts<OnboardingValues>, 'merged'>;

/** The typing pause after which the step's answers are saved. */
export const AUTOSAVE_DELAY_MS = 1200;
const MAX_RETRY_DELAY_MS = 30_000;

/** The answers as the server stores them: every field present, nothing undefined. */
export const normalised = (data: Partial<OnboardingValues> | null | undefined): OnboardingValues =>
  defined({ ...emptyDraft(), ...(data ?? {}) });

export interface DraftSyncOptions {
  applicationId: number;
  userId: number;
  step: number;
  /** The server version the form's answers were typed on, and that version's answers. */
  version: number;
  base: OnboardingValues;
  /** Whether the form holds answers the server does not (restored from this browser). */
  dirty: boolean;
  read: () => OnboardingValues;
  /** Puts answers into the form without counting them as typed. */
  apply: (values: OnboardingValues) => void;
  onStatus: (status: SyncStatus) => void;
  onConflict: (conflict: DraftConflict) => void;
  onStopped: (message: string | undefined) => void;
}

/**
 * Decision 010: keeps the server's draft up with the form. Every change is kept in this browser at
 * once and saved after a typing pause (a move between steps saves at once), one save at a time,
 * based on the version last seen. A failure is retried with back-off, or when the network or the
 * session comes back; a 409 merges the newer server answers with this window's own changes.
 */
/** Why nothing more can be saved: a submitted application is not "no longer active" to its driver. */
function stoppedStatus(fresh: { status: string; signed: boolean }): SyncStatus {
  if (fresh.status === 'submitted') return 'submitted';
  return fresh.signed && fresh.status === 'in_progress' ? 'signed' : 'stopped';
}

export class DraftSync {
  private version: number;
  private base: OnboardingValues;
  private step: number;
  private changes: number;
  private sent = 0;
  private inFlight = false;
  private again = false;
  private attempt = 0;
  private stopped = false;
  private disposed = false;
  private waitingForSignIn = false;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: DraftSyncOptions) {
    this.version = options.version;
    this.base = options.base;
    this.step = options.step;
    this.changes = options.dirty ? 1 : 0;
  }

  get dirty(): boolean {
    return this.changes !== this.sent;
  }

  /** The driver typed: keep the answers here now, save them after a pause. */
  changed(): void {
    this.changes++;
    this.keepHere();
    if (!this.inFlight && !this.waitingForSignIn) this.options.onStatus('pending');
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.run(), AUTOSAVE_DELAY_MS);
  }

  /** The driver moved to `step`: save at once. */
  moved(step: number): void {
    this.step = step;
    this.changes++;
    this.keepHere();
    this.flush();
  }

  /** Saves what is not saved yet, now; `keepalive` lets the save outlive the page. */
  flush({ keepalive = false } = {}): void {
    clearTimeout(this.debounce);
    if (this.dirty) void this.run({ keepalive });
  }

  /** The network or the session is back. */
  resume(): void {
    this.waitingForSignIn = false;
    this.attempt = 0;
    clearTimeout(this.retry);
    this.flush();
  }

  /** SPEC §4: a token whose expiry has passed is a session that has timed out. */
  checkSession(): void {
    const token = readToken();
    if (!token || isTokenExpired(token)) this.needSignIn();
  }

  attach(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
  }

  private keepHere(): void {
    const { userId, applicationId } = this.options;
    keepLocalDraft(userId, applicationId, {
      step: this.step,
      data: this.options.read(),
      baseVersion: this.version,
      base: this.base,
    });
  }

  private needSignIn(): void {
    this.waitingForSignIn = true;
    this.options.onStatus('signin');
  }

  private async run({ keepalive = false } = {}): Promise<void> {
    if (this.disposed || this.stopped || !this.dirty) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.checkSession();
    if (this.waitingForSignIn) return;
    if (!navigator.onLine) return this.options.onStatus('offline');
    this.inFlight = true;
    const seq = this.changes;
    const data = normalised(this.options.read());
    this.options.onStatus('saving');
    try {
      const saved = await saveDraft(
        this.options.applicationId,
        { step: this.step, data, version: this.version },
        { keepalive },
      );
      this.version = saved.version;
      this.base = data;
      this.sent = seq;
      this.attempt = 0;
      if (this.dirty) this.keepHere();
      else forgetLocalDraft(this.options.userId, this.options.applicationId);
      this.options.onStatus(this.dirty ? 'pending' : 'saved');
    } catch (error) {
      await this.failed(error);
    } finally {
      this.inFlight = false;
    }
    if (this.again && !this.disposed) {
      this.again = false;
      void this.run();
    }
  }

  private async failed(error: unknown): Promise<void> {
    if (isSessionRefused(error)) return this.needSignIn();
    if (isApiError(error) && error.status === 409) return this.reconcile();
    this.retryLater();
  }

  private retryLater(): void {
    if (!navigator.onLine) {
      this.options.onStatus('offline');
      return;
    }
    this.options.onStatus('retrying');
    const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** this.attempt++);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.run(), delay);
  }

  /** Another window or device saved first: take its answers, keep this window's own changes on top. */
  private async reconcile(): Promise<void> {
    let fresh: Awaited<ReturnType<typeof getOnboarding>>;
    try {
      fresh = await getOnboarding(this.options.applicationId);
    } catch (error) {
      if (isSessionRefused(error)) return this.needSignIn();
      return this.retryLater();
    }
    // Submitted, cancelled, or signed in another window (decision 016): nothing more can be saved.
    if (fresh.status !== 'in_progress' || fresh.signed) {
      this.stopped = true;
      this.options.onStopped(undefined);
      return this.options.onStatus(stoppedStatus(fresh));
    }
    const theirs = normalised(fresh.data);
    const mine = normalised(this.options.read());
    const { merged, conflicts, keptMine } = mergeDrafts(this.base, mine, theirs);
    this.version = fresh.version;
    this.base = theirs;
    // Only answers that did change elsewhere redraw the page and tell the driver: a save refused
    // because another window merely moved between steps leaves what is typed, and being typed, alone.
    if (!sameAnswer(merged, mine)) {
      this.options.apply(merged);
      this.options.onConflict({ conflicts, keptMine });
    }
    // This window's own changes still have to reach the server; the step shown is this window's.
    this.changes++;
    if (keptMine) {
      this.keepHere();
      this.again = true;
    } else {
      this.sent = this.changes;
      forgetLocalDraft(this.options.userId, this.options.applicationId);
      this.options.onStatus('saved');
    }
  }
}
