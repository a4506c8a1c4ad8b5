import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Nest's logger on the root pino logger (JSON lines). Deliberately not nestjs-pino: its per-request
 * AsyncLocalStorage costs every request of the hot path (bench/README.md); request-bound lines come from
 * Fastify's `request.log`, which carries the request id.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string): void {
    const ctx = context ?? (traceOrContext && !traceOrContext.includes('\n') ? traceOrContext : undefined);
    this.write('error', message, ctx);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    context?: string,
  ): void {
    if (!this.logger.isLevelEnabled(level)) return;
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
