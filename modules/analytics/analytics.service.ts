import type { CollectPageViewDto } from './analytics.dto.js';
import { Injectable } from '@nestjs/common';
import { CONSENT_COOKIE, parseConsent } from '../../src/shared/consent.js';
import { TESTING_COOKIE, trackingAllowed } from '../../src/shared/tracking-rules.js';
import { AnalyticsErrors } from './analytics.errors.js';
import { AnalyticsRepository } from './analytics.repository.js';

/** Who sends a page view: the host the page was served for and the visitor's cookies (the consent). */
export interface PageViewClient {
  host: string | undefined;
  cookies: Readonly<Record<string, string | undefined>>;
}

/** The host name of a Host header or URL, lower-case, without port; undefined when there is none. */
function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.includes('://') ? value : `http://${value}`);
    const host = url.hostname.toLowerCase();
    // 253: the longest DNS name.
    return (url.protocol === 'http:' || url.protocol === 'https:') && host && host.length <= 253 ? host : undefined;
  } catch {
    return undefined;
  }
}

/** First-party statistics, only with the visitor's statistics consent. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly repository: AnalyticsRepository) {}

  /**
   * Stores one page view: 403 without statistics consent; testing visitors and technical areas (SPEC §2.1) are
   * accepted and not stored, as the page itself never sends them.
   */
  async collect(request: CollectPageViewDto, client: PageViewClient): Promise<void> {
    if (!parseConsent(client.cookies[CONSENT_COOKIE])?.statistics) throw AnalyticsErrors.NoStatisticsConsent();
    if (!trackingAllowed(request.path, client.cookies[TESTING_COOKIE] === 'true')) return;
    const host = hostOf(client.host) ?? 'unknown';
    const referrerHost = hostOf(request.referrer);
    await this.repository.insert({
      host,
      path: request.path,
      // Only where visitors come from: another site's host, never a full URL (it may hold personal data).
      referrerHost: referrerHost && referrerHost !== host ? referrerHost : null,
    });
  }
}
