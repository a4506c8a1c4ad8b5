import { Logger } from '@nestjs/common';

/** Issue 33: a failing upstream is logged once per minute, not once per request. */
export const FAILURE_LOG_INTERVAL_MS = 60_000;

/** What `/api/health` can report of an upstream without calling it: the outcome of the last call. */
export interface UpstreamHealth {
  status: 'up' | 'down' | 'unknown';
  /** The last failure's message (the SPEC §7.6 text, or the timeout or network error), while down. */
  lastFailure: string | null;
  /** ISO time of the last failure, while down. */
  downSince: string | null;
}

/** Records each upstream call's outcome and logs failures at most once per FAILURE_LOG_INTERVAL_MS. */
export class UpstreamHealthRecorder {
  private state: UpstreamHealth = { status: 'unknown', lastFailure: null, downSince: null };
  private lastLoggedAt = Number.NEGATIVE_INFINITY;
  private unlogged = 0;

  constructor(
    private readonly name: string,
    private readonly logger: Pick<Logger, 'warn' | 'log'> = new Logger(`Upstream:${name}`),
    private readonly now: () => number = Date.now,
  ) {}

  get health(): UpstreamHealth {
    return { ...this.state };
  }

  /** Runs one call, noting whether the upstream answered. */
  async track<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      if (this.state.status === 'down') this.logger.log(`${this.name} answers again`);
      this.state = { status: 'up', lastFailure: null, downSince: null };
      this.unlogged = 0;
      return value;
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }

  private failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    const at = this.now();
    this.state = {
      status: 'down',
      lastFailure: message,
      downSince: this.state.downSince ?? new Date(at).toISOString(),
    };
    if (at - this.lastLoggedAt < FAILURE_LOG_INTERVAL_MS) {
      this.unlogged += 1;
      return;
    }
    const more = this.unlogged > 0 ? ` (${this.unlogged} more failure(s) since the last line)` : '';
    this.logger.warn(`${this.name} failed: ${message}${more}; cached answers are served meanwhile`);
    this.lastLoggedAt = at;
    this.unlogged = 0;
  }
}
