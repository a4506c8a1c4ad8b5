import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import type { Cookies } from '../../src/core/http/cookies.js';

/** SPEC §6/§9: editors sign in with a shared password; the cookie holds a keyed hash of it, never the password. */
export const EDITOR_COOKIE = 'uapp_editor_area_password';
export const EDITOR_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

@Injectable()
export class EditorAuthService {
  private readonly expected: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.expected = Buffer.from(this.hashFor(config.editorPassword), 'hex');
  }

  hashFor(password: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(password).digest('hex');
  }

  /** Whether a hash (from the cookie or a client check) is the current editor password's. */
  isValidHash(hash: string | undefined): boolean {
    if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return false;
    return timingSafeEqual(Buffer.from(hash, 'hex'), this.expected);
  }

  isEditor(cookies: Cookies): boolean {
    return this.isValidHash(cookies[EDITOR_COOKIE]);
  }
}
