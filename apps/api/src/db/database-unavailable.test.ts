import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { DatabaseStartTimeout, waitForDatabase } from './wait-for-database.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['an administrator shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['a database starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a refused connection to every address', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['a wrapped lost connection', new DrizzleQueryError('select 1', [], withCode('57P01'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a wrong password', withCode('28P01', 'password authentication failed')],
    ['an unknown table', withCode('42P01', 'relation does not exist')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('waitForDatabase', () => {
  it('tries again while the database is unavailable, and stops once it answers', async () => {
    let tries = 0;
    const retries: number[] = [];
    await waitForDatabase(
      async () => {
        if (++tries < 3) throw withCode('ECONNREFUSED');
      },
      { timeoutMs: undefined, onRetry: (_error, waitMs) => retries.push(waitMs) },
    );
    expect(tries).toBe(3);
    expect(retries).toEqual([250, 500]);
  });

  it('throws any other error at once', async () => {
    let tries = 0;
    const attempt = async () => {
      tries++;
      throw withCode('28P01', 'password authentication failed');
    };
    await expect(waitForDatabase(attempt, { timeoutMs: undefined, onRetry: () => {} })).rejects.toThrow(
      'password authentication failed',
    );
    expect(tries).toBe(1);
  });

  it('gives up past its time limit', async () => {
    const attempt = async () => {
      throw withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    };
    await expect(waitForDatabase(attempt, { timeoutMs: 1_000, onRetry: () => {} })).rejects.toThrow(
      DatabaseStartTimeout,
    );
  });
});
