import type { SignInThrottleConfig } from './sign-in-throttle.config.js';
import { FailureLimiter } from '../../src/core/http/failure-limiter.js';
import type { RateLimitStore } from '../../src/core/http/rate-limit-store.js';

/** How long failures per account and client count (their delays keep growing within it). */
const CLIENT_MEMORY_MS = 24 * 60 * 60_000;

/** One attempt at a sign-in step. */
export interface SignInAttempt {
  /** The normalised login (email), whether or not such an account exists: the answer must not tell. */
  login: string;
  /** The client address (Fastify's `request.ip`). */
  ip: string;
  /** The nonce of the request's genuine device cookie for this login (DeviceCookies.nonceOf), if any. */
  device: string | undefined;
}

/** An attempt that may go on; `release` it with its outcome. */
export interface AdmittedAttempt {
  allowed: true;
  /** A device cookie let it past the ceilings of unknown clients. */
  trusted: boolean;
  /** Whether the credentials were right: a success forgets the client's failures and frees the ceilings' slots. */
  release(succeeded: boolean): Promise<void>;
}

export type ThrottleVerdict = AdmittedAttempt | { allowed: false; retryAfterMs: number };

/**
 * Sign-in throttling an attacker cannot turn against the owner (OWASP authentication cheat
 * sheet, "device cookies"). Every attempt is counted before the credentials are checked (so parallel requests
 * cannot slip past) and, at once, checked against:
 * - the client's own failures for this account, with delays that double after `freeFailures` (the client is the
 *   device cookie when the request has a genuine one, else the address): a guesser slows only himself;
 * - for clients without a device cookie, ceilings per account and per address in a window: a guesser from many
 *   addresses stops unknown clients, never a browser that signed in to the account before;
 * - a device cookie with `deviceMaxFailures` failures is trusted no more (a stolen cookie buys a few guesses).
 * One instance per step (password, TOTP code); the counts live in RateLimitStore (Redis when configured).
 */
export class SignInThrottle {
  private readonly client: FailureLimiter;
  private readonly account: FailureLimiter;
  private readonly address: FailureLimiter;

  constructor(
    store: RateLimitStore,
    /** The step's name in the store: `sign-in` or `totp`. */
    step: string,
    private readonly config: SignInThrottleConfig,
  ) {
    this.client = new FailureLimiter(store, `${step}-client`, Number.POSITIVE_INFINITY, CLIENT_MEMORY_MS, {
      freeAttempts: config.freeFailures,
      baseDelayMs: config.delayBaseMs,
      maxDelayMs: config.delayMaxMs,
    });
    this.account = new FailureLimiter(store, `${step}-account`, config.accountCeiling, config.ceilingWindowMs);
    this.address = new FailureLimiter(store, `${step}-address`, config.addressCeiling, config.ceilingWindowMs);
  }

  async admit(attempt: SignInAttempt): Promise<ThrottleVerdict> {
    const trusted = attempt.device !== undefined && (await this.isTrusted(attempt.device));
    const clientKey = trusted ? `device:${attempt.device}` : `${attempt.login}\n${attempt.ip}`;
    const ceilings: [FailureLimiter, string][] = trusted
      ? []
      : [
          [this.account, attempt.login],
          [this.address, attempt.ip],
        ];
    const taken: [FailureLimiter, string][] = [];
    for (const [limiter, key] of [...ceilings, [this.client, clientKey] as [FailureLimiter, string]]) {
      const verdict = await limiter.attempt(key);
      if (!verdict.allowed) {
        // The attempt never reaches the password check: it is no failure for the limits it passed.
        await Promise.all(taken.map(([passed, passedKey]) => passed.forgive(passedKey)));
        return verdict;
      }
      taken.push([limiter, key]);
    }
    return {
      allowed: true,
      trusted,
      release: async (succeeded) => {
        if (!succeeded) return;
        // The owner's own sign-ins neither use up the ceilings nor leave his client delayed.
        await Promise.all([...ceilings.map(([limiter, key]) => limiter.forgive(key)), this.client.clear(clientKey)]);
      },
    };
  }

  private async isTrusted(device: string): Promise<boolean> {
    return (await this.client.failures(`device:${device}`)) < this.config.deviceMaxFailures;
  }
}
