import { SealedValue } from './sealed-value.js';

/** How long the site's logout redirect may take to reach the provider's end_session endpoint. */
const LOGOUT_HINT_TTL_MS = 2 * 60_000;

/**
 * The site's logout goes to the embedded provider without `id_token_hint` (the URL stays in the browser's
 * history). Instead it carries this `logout_hint`: a sealed expiry, proof that the site itself sent the user, so
 * the provider ends its session at once rather than asking. It says nothing about the user and only ever allows
 * signing out, so its place in the history is harmless; without it the provider asks for a confirmation.
 */
export class LogoutHints {
  private readonly sealed: SealedValue<{ purpose: 'logout'; expiresAt: number }>;

  constructor(secret: string) {
    this.sealed = new SealedValue(secret, 'oidc-logout-hint');
  }

  issue(now = Date.now()): Promise<string> {
    return this.sealed.seal({ purpose: 'logout', expiresAt: now + LOGOUT_HINT_TTL_MS });
  }

  async isValid(hint: unknown, now = Date.now()): Promise<boolean> {
    if (typeof hint !== 'string' || hint.length > 500) return false;
    const opened = await this.sealed.open(hint);
    return opened?.purpose === 'logout' && typeof opened.expiresAt === 'number' && now <= opened.expiresAt;
  }
}
