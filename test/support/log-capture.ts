import type { DestinationStream } from 'pino';

/** One pino JSON line as written: level (number), msg, context (Nest's logger name) and whatever else was logged. */
export interface LogLine {
  level: number;
  msg?: string;
  context?: string;
  reqId?: string;
  [key: string]: unknown;
}

/** pino's numeric levels. */
export const LOG_LEVEL = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * The app's log, kept in memory (`startTestApp({ logs: 'info' })`): tests assert the SPEC §8 messages a user never
 * sees. pino writes each line synchronously, so a line is here as soon as the request that logged it has answered.
 */
export class LogCapture implements DestinationStream {
  readonly lines: LogLine[] = [];

  write(line: string): void {
    this.lines.push(JSON.parse(line) as LogLine);
  }

  /** Lines whose message contains `text`, from `level` up. */
  find(text: string, level: keyof typeof LOG_LEVEL = 'trace'): LogLine[] {
    return this.lines.filter((line) => line.level >= LOG_LEVEL[level] && (line.msg ?? '').includes(text));
  }

  /** Forgets what was logged so far (each test looks at its own lines). */
  clear(): void {
    this.lines.length = 0;
  }
}
