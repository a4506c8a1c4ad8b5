import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { stringifySetCookie } from 'cookie';
import type { default as Provider, errors } from 'oidc-provider';
import { parseCookieHeader } from '../../src/core/http/cookies.js';
import type { AccountsService } from './accounts.service.js';
import {
  type PageLanguages,
  renderMessagePage,
  renderSecondFactorPage,
  renderSignInPage,
  resolvePageLanguage,
} from './identity-pages.js';
import type { DeviceCookies } from './device-cookie.js';
import type { SealedValue } from './sealed-value.js';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle.js';

const MAX_FORM_BYTES = 8 * 1024;
const MAX_FIELD_LENGTH = 320;
/** The password step passed; the TOTP code is pending (sealed, bound to one interaction, 5 minutes). */
export const SECOND_FACTOR_COOKIE = 'uapp_mfa_pending';
const SECOND_FACTOR_TTL_MS = 5 * 60_000;

/** What the sealed second-factor cookie holds. */
export interface PendingSecondFactor {
  uid: string;
  accountId: string;
  email: string;
  expiresAt: number;
}

/** The registered second factor of accounts (AccountSettingsService), as the sign-in needs it. */
export interface SecondFactor {
  hasSecondFactor(accountId: string): Promise<boolean>;
  verifySecondFactor(accountId: string, code: string): Promise<boolean>;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  // The sign-in form is never framed (clickjacking); the silent prompt=none flow never shows it.
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', "frame-ancestors 'none'");
  res.end(html);
}

/** The form body (urlencoded), bounded: middie runs before Fastify's body parser, so it is read here. */
function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** The 429 of a throttled step: the page with its message, and when the next attempt is checked (seconds). */
function sendTooMany(res: ServerResponse, retryAfterMs: number, html: string): void {
  res.setHeader('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  send(res, 429, html);
}

/**
 * The client IP as Fastify determined it (middie copies `request.ip` onto the raw request): X-Forwarded-For
 * counts only from the proxies TRUST_PROXY names, else the socket's peer address.
 */
function clientIp(req: IncomingMessage & { ip?: string }): string {
  return req.ip || req.socket.remoteAddress || 'unknown';
}

/**
 * The provider's interactions at `/oidc/interaction/{uid}`: the login prompt (GET shows the form, POST
 * `/login` checks it) and the implicit consent of the first-party client. CSRF-safe: the interaction is bound
 * to the provider's own SameSite=Lax, path-scoped `_interaction` cookie, which a cross-site POST does not carry.
 */
export class InteractionHandler {
  constructor(
    private readonly provider: Provider,
    /** The provider's error base class (an expired or missing interaction). */
    private readonly ProviderError: typeof errors.OIDCProviderError,
    private readonly accounts: AccountsService,
    /** The password and the TOTP step are throttled apart, the same way. */
    private readonly throttles: { password: SignInThrottle; totp: SignInThrottle },
    private readonly devices: DeviceCookies,
    private readonly languages: PageLanguages,
    private readonly home: string,
    private readonly logger: LoggerService,
    /** A TOTP code after the password when the account registered an authenticator. */
    private readonly secondFactor: SecondFactor,
    private readonly pendingSeal: SealedValue<PendingSecondFactor>,
    private readonly secureCookies: boolean,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let language = resolvePageLanguage(req, undefined, this.languages);
    try {
      const match = /^\/interaction\/([\w-]{1,64})(\/login|\/totp)?$/.exec(path);
      if (!match) return send(res, 404, this.expired(language));
      const details = await this.provider.interactionDetails(req, res);
      language = resolvePageLanguage(req, details.params, this.languages);
      if (details.uid !== match[1]) return send(res, 400, this.expired(language));
      const action = `/oidc/interaction/${details.uid}/login`;

      if (details.prompt.name === 'consent') {
        // Implicit for the first-party client (loadExistingGrant normally grants it before this is reached).
        const grant = new this.provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await this.provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      if (req.method === 'GET' && !match[2]) {
        return send(res, 200, renderSignInPage(language, { action }, this.home));
      }
      if (req.method !== 'POST' || !match[2]) return send(res, 405, this.expired(language));
      if (match[2] === '/totp') return await this.secondStep(req, res, details.uid, language);

      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, MAX_FIELD_LENGTH);
      const password = (form.get('password') ?? '').slice(0, MAX_FIELD_LENGTH * 4);
      const attempt = this.attemptOf(req, email);
      // Unknown and known accounts go the same way (the same limits, a password hash checked either way).
      const admitted = await this.throttles.password.admit(attempt);
      if (!admitted.allowed) {
        this.logger.warn({ msg: 'sign-in refused: too many failures', email, ip: attempt.ip });
        const page = renderSignInPage(language, { action, email, error: 'tooMany' }, this.home);
        return sendTooMany(res, admitted.retryAfterMs, page);
      }
      const accountId = email && password ? await this.accounts.verifyCredentials(email, password) : undefined;
      await admitted.release(accountId !== undefined);
      if (!accountId) {
        this.logger.warn({ msg: 'sign-in failed', email, ip: attempt.ip, knownDevice: admitted.trusted });
        return send(res, 401, renderSignInPage(language, { action, email, error: 'invalid' }, this.home));
      }
      if (await this.secondFactor.hasSecondFactor(accountId)) {
        const pending: PendingSecondFactor = {
          uid: details.uid,
          accountId,
          email,
          expiresAt: Date.now() + SECOND_FACTOR_TTL_MS,
        };
        res.setHeader('set-cookie', this.pendingCookie(details.uid, await this.pendingSeal.seal(pending)));
        const totpAction = `/oidc/interaction/${details.uid}/totp`;
        return send(res, 200, renderSecondFactorPage(language, { action: totpAction }, this.home));
      }
      res.setHeader('set-cookie', this.devices.issue(email));
      await this.provider.interactionFinished(
        req,
        res,
        { login: { accountId, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof this.ProviderError) return send(res, 400, this.expired(language));
      this.logger.error({ msg: 'sign-in interaction failed', err: error });
      send(res, 500, renderMessagePage(language, 'identity.signIn.title', 'identity.signIn.failed', this.home));
    }
  }

  /**
   * The TOTP step: the sealed cookie of this interaction says whose password passed; a valid, unused code of that
   * account's authenticator finishes the sign-in. Wrong codes are throttled as wrong passwords are, on counts of
   * their own (per account and client, the device cookie let past the ceilings).
   */
  private async secondStep(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    language: ReturnType<typeof resolvePageLanguage>,
  ): Promise<void> {
    const pending = await this.pendingSeal.open(parseCookieHeader(req.headers.cookie)[SECOND_FACTOR_COOKIE]);
    if (!pending || pending.uid !== uid || pending.expiresAt < Date.now()) {
      return send(res, 400, this.expired(language));
    }
    const action = `/oidc/interaction/${uid}/totp`;
    const form = await readForm(req);
    const code = (form.get('code') ?? '').slice(0, 16);
    const attempt = this.attemptOf(req, pending.email);
    const admitted = await this.throttles.totp.admit(attempt);
    if (!admitted.allowed) {
      this.logger.warn({ msg: 'second factor refused: too many failures', email: pending.email, ip: attempt.ip });
      const page = renderSecondFactorPage(language, { action, error: 'tooMany' }, this.home);
      return sendTooMany(res, admitted.retryAfterMs, page);
    }
    const valid = await this.secondFactor.verifySecondFactor(pending.accountId, code);
    await admitted.release(valid);
    if (!valid) {
      this.logger.warn({ msg: 'second factor failed', email: pending.email, ip: attempt.ip });
      return send(res, 401, renderSecondFactorPage(language, { action, error: 'invalid' }, this.home));
    }
    res.setHeader('set-cookie', [this.pendingCookie(uid, '', 0), this.devices.issue(pending.email)]);
    await this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: pending.accountId, amr: ['pwd', 'otp'] } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Who tries, from where, with which genuine device cookie of that login (if any). */
  private attemptOf(req: IncomingMessage, login: string): SignInAttempt {
    const device = this.devices.nonceOf(login, parseCookieHeader(req.headers.cookie));
    return { login, ip: clientIp(req), device };
  }

  private pendingCookie(uid: string, value: string, maxAgeSeconds = SECOND_FACTOR_TTL_MS / 1000): string {
    return stringifySetCookie({
      name: SECOND_FACTOR_COOKIE,
      value,
      path: `/oidc/interaction/${uid}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: maxAgeSeconds,
    });
  }

  private expired(language: ReturnType<typeof resolvePageLanguage>): string {
    return renderMessagePage(language, 'identity.signIn.title', 'identity.signIn.expired', this.home);
  }
}
