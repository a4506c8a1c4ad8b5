import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Cookies } from '../../src/core/http/cookies.js';

export const PREVIEW_COOKIE = 'uapp_preview_access';
export const PREVIEW_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The Vike page that shows the preview-password form in place of a gated page. */
export const PREVIEW_GATE_PAGE = '/preview-password';

/** Paths the gate never covers: the API (the form posts there), built assets, files and the identity provider. */
const UNGATED = /^\/(?:api|assets|file|oidc)(?:[/?]|$)/;
const ENABLE_FLAG = /[?&]enablePreviewPassword(?:=([^&]*))?(?:&|$)/;

/**
 * The preview-password gate (SPEC §2.3, §6, §7.3): when on — by configuration, or for one request with
 * `?enablePreviewPassword` (any value but `false`) — every page asks for the preview password first. The cookie
 * that lets a visitor through is a MAC of the password under the server secret: stateless, checked without a
 * database before the page cache, and void once the password changes.
 */
export class PreviewGate {
  private readonly expectedCookie: Buffer;
  private readonly expectedPassword: Buffer;
  private readonly key: Buffer;

  constructor(
    private readonly enabled: boolean,
    password: string,
    secret: string,
  ) {
    this.key = Buffer.from(`uapp-preview-gate:${secret}`);
    this.expectedPassword = this.digest(`password:${password}`);
    this.expectedCookie = Buffer.from(this.digest(`cookie:${password}`).toString('base64url'));
  }

  /** Whether this request for `url` must get the password form instead of the page. */
  blocks(url: string, cookies: Cookies): boolean {
    if (UNGATED.test(url) || url.startsWith(PREVIEW_GATE_PAGE)) return false;
    if (!this.enabled) {
      const flag = ENABLE_FLAG.exec(url);
      if (!flag || flag[1] === 'false') return false;
    }
    return !this.hasAccess(cookies);
  }

  hasAccess(cookies: Cookies): boolean {
    const given = Buffer.from(cookies[PREVIEW_COOKIE] ?? '');
    return given.length === this.expectedCookie.length && timingSafeEqual(given, this.expectedCookie);
  }

  /** Constant-time password check. */
  isPassword(candidate: string): boolean {
    return timingSafeEqual(this.digest(`password:${candidate}`), this.expectedPassword);
  }

  cookieValue(): string {
    return this.expectedCookie.toString();
  }

  private digest(value: string): Buffer {
    return createHmac('sha256', this.key).update(value).digest();
  }
}
