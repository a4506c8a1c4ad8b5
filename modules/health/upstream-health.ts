import { Injectable, Logger } from '@nestjs/common';
import {
  type HttpClient,
  type HttpClientFactory,
  HttpStatusError,
  type UpstreamGraphql,
  isRefusedQuery,
} from '../../src/core/http-client/index.js';

/**
 * `up`: it answers and the last calls worked; `degraded`: it answers, but a call failed within the last minute;
 * `down`: it does not answer (refused, timed out, or a 5xx).
 */
export type UpstreamStatus = 'up' | 'degraded' | 'down';

export interface UpstreamHealthReport {
  name: string;
  status: UpstreamStatus;
  /** The last failure, of a real call or of the health probe, and when it happened (ISO 8601). */
  lastError?: string;
  lastErrorAt?: string;
}

/** A failed call counts as `degraded` for this long after it happened. */
export const RECENT_FAILURE_MS = 60_000;
/** An upstream's failures are logged at most once per this interval (issue 33: per minute, not per request). */
export const FAILURE_LOG_INTERVAL_MS = 60_000;
/** How long a probe's answer serves health checks (load balancers ask often; the upstream is asked at most this often). */
export const PROBE_TTL_MS = 5_000;

/**
 * One upstream's health: the outcome of the feature's real calls, and a probe `ping` that resolves when the upstream
 * answers at all (a 401 is an answer) and throws when it does not.
 */
export class UpstreamMonitor {
  private readonly logger: Logger;
  private lastError: { message: string; at: Date } | undefined;
  private lastLoggedAt = Number.NEGATIVE_INFINITY;
  private failuresSinceLog = 0;
  private probed: { at: number; result: Promise<string | undefined> } | undefined;

  constructor(
    readonly name: string,
    private readonly ping: () => Promise<void>,
  ) {
    this.logger = new Logger(`Upstream:${name}`);
  }

  /** A real call failed: remembered for health, logged once per interval with how many failed meanwhile. */
  failed(error: unknown, now = Date.now()): void {
    this.lastError = { message: error instanceof Error ? error.message : String(error), at: new Date(now) };
    this.failuresSinceLog += 1;
    // Fresh news: the next health check asks the upstream again rather than trusting an older probe.
    this.probed = undefined;
    if (now - this.lastLoggedAt < FAILURE_LOG_INTERVAL_MS) return;
    this.logger.warn(`${this.name} failed (${this.failuresSinceLog} since the last report): ${this.lastError.message}`);
    this.lastLoggedAt = now;
    this.failuresSinceLog = 0;
  }

  async report(now = Date.now()): Promise<UpstreamHealthReport> {
    if (!this.probed || now - this.probed.at > PROBE_TTL_MS) {
      const result = this.ping().then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      this.probed = { at: now, result };
    }
    const probeError = await this.probed.result;
    if (probeError) this.failedAt(probeError, this.probed.at);
    const recent = this.lastError && now - this.lastError.at.getTime() <= RECENT_FAILURE_MS;
    const status: UpstreamStatus = probeError ? 'down' : recent ? 'degraded' : 'up';
    return {
      name: this.name,
      status,
      ...(this.lastError ? { lastError: this.lastError.message, lastErrorAt: this.lastError.at.toISOString() } : {}),
    };
  }

  private failedAt(message: string, at: number): void {
    if (!this.lastError || this.lastError.at.getTime() < at) this.lastError = { message, at: new Date(at) };
  }
}

/** The upstream services the features call (issue 33); `/api/health` reports each without failing on them. */
@Injectable()
export class UpstreamHealth {
  private readonly monitors = new Map<string, UpstreamMonitor>();

  /** A monitor for an upstream; called once per upstream at start-up. */
  monitor(name: string, ping: () => Promise<void>): UpstreamMonitor {
    if (this.monitors.has(name)) throw new Error(`Upstream ${name} is monitored twice`);
    const monitor = new UpstreamMonitor(name, ping);
    this.monitors.set(name, monitor);
    return monitor;
  }

  async reports(): Promise<UpstreamHealthReport[]> {
    return Promise.all([...this.monitors.values()].map((monitor) => monitor.report()));
  }
}

/**
 * A probe for a GraphQL upstream: any answer is an answer (without a user's token or an API key it may well say
 * 401 or 400); only no answer at all, or a 5xx, counts as down.
 */
export function graphqlPing(probe: HttpClient, url: string): () => Promise<void> {
  return async () => {
    await probe.post(url, { query: '{ __typename }' }).catch((error: unknown) => {
      if (!(error instanceof HttpStatusError) || error.status >= 500) throw error;
    });
  };
}

/** The health probe waits this long for any answer from an upstream. */
const PROBE_TIMEOUT_MS = 2_000;

/** graphqlPing through a client of its own (`{name}-probe`), patient for PROBE_TIMEOUT_MS. */
export function graphqlProbe(http: HttpClientFactory, name: string, url: string): () => Promise<void> {
  return graphqlPing(http.create(`${name}-probe`, { timeoutMs: PROBE_TIMEOUT_MS }), url);
}

/**
 * The upstream's client, telling `monitor` of every failed call (and rethrowing: the caller decides what to show);
 * a refused query is the caller's problem, not the upstream's, and is not counted.
 */
export function monitoredUpstream(upstream: UpstreamGraphql, monitor: UpstreamMonitor): UpstreamGraphql {
  return {
    url: upstream.url,
    async request<T>(...args: Parameters<UpstreamGraphql['request']>): Promise<T> {
      try {
        return await upstream.request<T>(...args);
      } catch (error) {
        if (!isRefusedQuery(error)) monitor.failed(error);
        throw error;
      }
    },
  };
}
