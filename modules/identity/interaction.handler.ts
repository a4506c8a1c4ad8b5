import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { default as Provider, errors } from 'oidc-provider';
import type { AccountsService } from './accounts.service.js';
import { type PageLanguages, renderMessagePage, renderSignInPage, resolvePageLanguage } from './identity-pages.js';
import type { SignInRateLimiter } from './sign-in-rate-limiter.js';

const MAX_FORM_BYTES = 8 * 1024;
const MAX_FIELD_LENGTH = 320;

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

/** The client IP as Fastify sees it with trustProxy: the first X-Forwarded-For entry, else the socket's. */
function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
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
    private readonly rateLimiter: SignInRateLimiter,
    private readonly languages: PageLanguages,
    private readonly home: string,
    private readonly logger: LoggerService,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let language = resolvePageLanguage(req, undefined, this.languages);
    try {
      const match = /^\/interaction\/([\w-]{1,64})(\/login)?$/.exec(path);
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

      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, MAX_FIELD_LENGTH);
      const password = (form.get('password') ?? '').slice(0, MAX_FIELD_LENGTH * 4);
      const ip = clientIp(req);
      if (this.rateLimiter.isBlocked(email, ip)) {
        this.logger.warn({ msg: 'sign-in refused: too many failures', email, ip });
        return send(res, 429, renderSignInPage(language, { action, email, error: 'tooMany' }, this.home));
      }
      const accountId = email && password ? await this.accounts.verifyCredentials(email, password) : undefined;
      if (!accountId) {
        this.rateLimiter.recordFailure(email, ip);
        this.logger.warn({ msg: 'sign-in failed', email, ip });
        return send(res, 401, renderSignInPage(language, { action, email, error: 'invalid' }, this.home));
      }
      this.rateLimiter.recordSuccess(email);
      await this.provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof this.ProviderError) return send(res, 400, this.expired(language));
      this.logger.error({ msg: 'sign-in interaction failed', err: error });
      send(res, 500, renderMessagePage(language, 'identity.signIn.title', 'identity.signIn.failed', this.home));
    }
  }

  private expired(language: ReturnType<typeof resolvePageLanguage>): string {
    return renderMessagePage(language, 'identity.signIn.title', 'identity.signIn.expired', this.home);
  }
}
