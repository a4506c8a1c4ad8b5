import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { CoreConfig } from '../config/core.config.js';
import { logSafeError, redactLogArguments } from './query-redaction.js';

/** Structured JSON logs; secrets in headers and the values of failed queries never reach them. */
export function createRootLogger(config: CoreConfig, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'uapp' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
        remove: true,
      },
      // A failed query is logged with the database's message and code, never its SQL or values.
      serializers: { err: logSafeError, error: logSafeError },
      hooks: {
        logMethod(args, method) {
          method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps a caller's (proxy's) request id when it looks sane, otherwise makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
