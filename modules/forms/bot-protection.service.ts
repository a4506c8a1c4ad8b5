import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { FormsErrors } from './forms.errors.js';
import type { BotCheck } from './forms.schema.js';

const VERIFY_TIMEOUT_MS = 5_000;
/** SPEC §7.8: the browser creates its tokens with this action. */
export const RECAPTCHA_ACTION = 'SUBMIT';

interface Assessment {
  tokenProperties?: { valid?: boolean; action?: string; invalidReason?: string };
  riskAnalysis?: { score?: number; reasons?: string[] };
}

/**
 * SPEC §7.8 bot protection: reCAPTCHA Enterprise assessments (`projects.assessments.create`) when configured,
 * otherwise off (said once at start-up). An invalid or low-scoring token refuses the submission; when Google
 * cannot be reached the submission is kept and marked unverified, because losing a customer's request is worse
 * than letting a rare bot through.
 */
@Injectable()
export class BotProtectionService implements OnModuleInit {
  private readonly logger = new Logger('BotProtection');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (!this.config.forms.recaptcha) {
      this.logger.warn(
        'bot protection is off: set RECAPTCHA_SITE_KEY, RECAPTCHA_PROJECT_ID and RECAPTCHA_API_KEY to turn it on',
      );
    }
  }

  get siteKey(): string | null {
    return this.config.forms.recaptcha?.siteKey ?? null;
  }

  async verify(token: string | undefined, clientIp: string): Promise<BotCheck> {
    const recaptcha = this.config.forms.recaptcha;
    if (!recaptcha) return 'off';
    // SPEC §8: the browser sends an empty token when the script failed; that cannot pass.
    if (!token) throw FormsErrors.BotCheckFailed();
    const url = `${recaptcha.verifyUrl}/projects/${encodeURIComponent(recaptcha.projectId)}/assessments?key=${encodeURIComponent(recaptcha.apiKey)}`;
    let assessment: Assessment;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: { token, siteKey: recaptcha.siteKey, expectedAction: RECAPTCHA_ACTION, userIpAddress: clientIp },
        }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.error(`reCAPTCHA assessment answered ${response.status}; submission kept unverified`);
        return 'unverified';
      }
      assessment = (await response.json()) as Assessment;
    } catch (error) {
      this.logger.error(`reCAPTCHA assessment failed (${(error as Error).message}); submission kept unverified`);
      return 'unverified';
    }
    const { tokenProperties, riskAnalysis } = assessment;
    const score = riskAnalysis?.score ?? 0;
    if (tokenProperties?.valid !== true || tokenProperties.action !== RECAPTCHA_ACTION || score < recaptcha.minScore) {
      this.logger.warn(
        `bot check refused a submission: valid=${tokenProperties?.valid} action=${tokenProperties?.action} ` +
          `reason=${tokenProperties?.invalidReason ?? '-'} score=${score}`,
      );
      throw FormsErrors.BotCheckFailed();
    }
    return 'passed';
  }
}
