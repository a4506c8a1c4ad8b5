import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { coreConfig } from '../config/core.config.js';
import { readConfig } from '../config/define-config.js';
import { createRootLogger } from './logging.js';
import { QUERY_NOT_LOGGED, logSafeError, redactQueryText } from './query-redaction.js';

const SECRET_EMAIL = 'dora@apex.example.com';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

/** A failed insert as Drizzle throws it: its cause is the database's error, carrying the statement again. */
function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "account_email_key"'), {
    code: '23505',
    detail: `Key (email)=(${SECRET_EMAIL}) already exists.`,
    constraint: 'account_email_key',
    table: 'account',
    query: 'insert into "account" ("email", "password_hash") values ($1, $2)',
    params: [SECRET_EMAIL, SECRET_HASH],
  });
  return new DrizzleQueryError(
    'insert into "account" ("email", "password_hash") values ($1, $2)',
    [SECRET_EMAIL, SECRET_HASH],
    cause,
  );
}

function capturedLogger() {
  const lines: string[] = [];
  const logger = createRootLogger(readConfig(coreConfig, { NODE_ENV: 'test', LOG_LEVEL: 'info' }), {
    write: (line: string) => void lines.push(line),
  });
  return { logger, lines };
}

describe('query redaction in the log', () => {
  it('cuts the statement and its values out of a text', () => {
    expect(redactQueryText(`outbox pass failed: ${failedInsert().message}`)).toBe(
      `outbox pass failed: ${QUERY_NOT_LOGGED}`,
    );
    expect(redactQueryText('nothing to hide')).toBe('nothing to hide');
  });

  it("serializes a query error with the database's message, code and constraint, without statement or values", () => {
    const serialized = JSON.stringify(logSafeError(failedInsert()));
    expect(serialized).not.toContain(SECRET_EMAIL);
    expect(serialized).not.toContain(SECRET_HASH);
    expect(serialized).not.toContain('insert into');
    const parsed = JSON.parse(serialized) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining(QUERY_NOT_LOGGED),
      code: '23505',
      table: 'account',
      constraint: 'account_email_key',
    });
    expect(parsed['message']).toContain('duplicate key value violates unique constraint');
    expect(parsed['stack']).toMatch(/^Error: Database query failed[^\n]*\n\s+at /);
  });

  it.each([
    [
      'an error under err',
      (logger: ReturnType<typeof capturedLogger>['logger']) => logger.error({ err: failedInsert() }, 'failed'),
    ],
    [
      'an error under err without a message',
      (logger: ReturnType<typeof capturedLogger>['logger']) => logger.error({ err: failedInsert(), reqId: 'r1' }),
    ],
    ['an error logged alone', (logger: ReturnType<typeof capturedLogger>['logger']) => logger.error(failedInsert())],
    [
      'a message built from the error',
      (logger: ReturnType<typeof capturedLogger>['logger']) => logger.warn(`sweep: ${String(failedInsert())}`),
    ],
    [
      'an object with msg',
      (logger: ReturnType<typeof capturedLogger>['logger']) => logger.warn({ msg: `x ${failedInsert().message}` }),
    ],
    [
      'a child logger (a request)',
      (logger: ReturnType<typeof capturedLogger>['logger']) =>
        logger.child({ reqId: 'r1' }).error({ err: failedInsert() }, failedInsert().message),
    ],
  ])('never writes the values for %s', (_label, log) => {
    const { logger, lines } = capturedLogger();
    log(logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(SECRET_EMAIL);
    expect(lines[0]).not.toContain(SECRET_HASH);
    expect(lines[0]).toContain('Database query failed');
  });

  it('leaves other errors as pino serializes them', () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: Object.assign(new Error('boom', { cause: new Error('root') }), { code: 'E1' }) }, 'x');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'x',
      err: { type: 'Error', message: 'boom: root', code: 'E1' },
    });
  });
});
