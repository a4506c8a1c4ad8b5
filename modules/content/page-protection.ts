import { createHmac, timingSafeEqual } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import type { Cookies } from '../../src/core/http/cookies.js';
import type { PageResponse } from './content.contract.js';
import { ContentErrors } from './content.errors.js';
import { ContentRepository } from './content.repository.js';

/** How long an unlocked password page stays open for a visitor (beyond the spec: a week, then the password again). */
export const PAGE_ACCESS_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** What a page id looks like; anything else is no page (and no query). */
export const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The cookie that opens one password-protected page (one per page, so unlocking one opens no other). */
export const pageAccessCookie = (pageId: string): string => `uapp_page_${pageId}`;

/**
 * What a visitor may do with a protected page (SPEC §4 page protection, enforced): read it, give
 * its password first, sign in first (a role page for an anonymous visitor), or nothing (a role they lack).
 */
export type PageAccess = 'open' | 'password' | 'sign-in' | 'forbidden';

/** Who is asking for a page: editors see every page; roles are looked up only for role-protected pages. */
export interface PageViewer {
  isEditor: boolean;
  cookies: Cookies;
  /** The signed-in portal user's role names, or undefined without a portal session. */
  roles(): Promise<readonly string[] | undefined>;
}

/**
 * Enforces page protection. A password page's password is stored as an argon2id hash; a correct password earns a
 * cookie holding its issue time and a MAC over the page id, the password hash and that time under the server
 * secret: it opens that page for a week, and no longer once the page's password changes. Minting one needs the
 * server secret, and the password itself never leaves the server.
 */
@Injectable()
export class PageProtection {
  private readonly logger = new Logger(PageProtection.name);
  private readonly key: Buffer;

  constructor(
    @Inject(CORE_CONFIG) config: CoreConfig,
    private readonly repository: ContentRepository,
  ) {
    this.key = Buffer.from(`uapp-page-access:${config.sessionSecret}`);
  }

  async accessFor(page: Pick<PageResponse, 'id' | 'protection'>, viewer: PageViewer): Promise<PageAccess> {
    if (page.protection === 'none' || viewer.isEditor) return 'open';
    if (page.protection === 'password') {
      return (await this.hasPasswordAccess(page.id, viewer.cookies)) ? 'open' : 'password';
    }
    if (page.protection.startsWith('role:')) {
      const roles = await viewer.roles();
      if (!roles) return 'sign-in';
      return roles.includes(page.protection.slice('role:'.length)) ? 'open' : 'forbidden';
    }
    // Deny by default: a protection value this code does not know opens nothing.
    this.logger.warn(`page ${page.id}: unknown protection ${page.protection}; access refused`);
    return 'forbidden';
  }

  /** Checks a page's password; returns the access cookie's value, or throws WrongPagePassword / not protected. */
  async unlock(pageId: string, password: string): Promise<string> {
    const hash = await this.passwordHash(pageId);
    if (!hash) throw ContentErrors.PageNotPasswordProtected(pageId);
    if (!(await verify(hash, password).catch(() => false))) throw ContentErrors.WrongPagePassword();
    const issuedAt = Math.floor(Date.now() / 1000);
    return `${issuedAt}.${this.mac(pageId, hash, issuedAt)}`;
  }

  private async hasPasswordAccess(pageId: string, cookies: Cookies): Promise<boolean> {
    const value = cookies[pageAccessCookie(pageId)];
    const match = value && value.length <= 100 ? /^(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
    if (!match) return false;
    const issuedAt = Number(match[1]);
    const ageSeconds = Date.now() / 1000 - issuedAt;
    if (ageSeconds < -60 || ageSeconds > PAGE_ACCESS_MAX_AGE_SECONDS) return false;
    const hash = await this.passwordHash(pageId);
    if (!hash) return false;
    const expected = Buffer.from(this.mac(pageId, hash, issuedAt));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async passwordHash(pageId: string): Promise<string | undefined> {
    if (!PAGE_ID.test(pageId)) return undefined;
    const row = await this.repository.findProtection(pageId);
    return row?.protection === 'password' && row.protectionPasswordHash ? row.protectionPasswordHash : undefined;
  }

  private mac(pageId: string, passwordHash: string, issuedAt: number): string {
    return createHmac('sha256', this.key).update(`${pageId}\n${passwordHash}\n${issuedAt}`).digest('base64url');
  }
}
