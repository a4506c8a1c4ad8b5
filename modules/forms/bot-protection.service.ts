import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type FormsConfig, formsConfig } from './forms.config.js';
import { type HttpClient, HttpClientFactory, HttpStatusError } from '../../src/core/http-client/index.js';
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
  /** SPEC §7.1 rules: the assessment is a POST, so a 5xx or 429 from Google is tried once more. */
  private readonly http: HttpClient;

  constructor(
    @Inject(formsConfig.KEY) private readonly forms: FormsConfig,
    httpClients: HttpClientFactory,
  ) {
    this.http = httpClients.create('recaptcha', {
      baseURL: forms.recaptcha?.verifyUrl,
      timeoutMs: VERIFY_TIMEOUT_MS,
    });
  }

  onModuleInit(): void {
    if (!this.forms.recaptcha) {
      this.logger.warn(
        'bot protection is off: set RECAPTCHA_SITE_KEY, RECAPTCHA_PROJECT_ID and RECAPTCHA_API_KEY to turn it on',
      );
    }
  }

  get siteKey(): string | null {
    return this.forms.recaptcha?.siteKey ?? null;
  }

  async verify(token: string | undefined, clientIp: string): Promise<BotCheck> {
    const recaptcha = this.forms.recaptcha;
    if (!recaptcha) return 'off';
    // SPEC §8: the browser sends an empty token when the script failed; that cannot pass.
    if (!token) throw FormsErrors.BotCheckFailed();
    let assessment: Assessment;
    try {
      assessment = await this.http.post<Assessment>(
        `/projects/${encodeURIComponent(recaptcha.projectId)}/assessments`,
        { event: { token, siteKey: recaptcha.siteKey, expectedAction: RECAPTCHA_ACTION, userIpAddress: clientIp } },
        { query: { key: recaptcha.apiKey } },
      );
    } catch (error) {
      const reason =
        error instanceof HttpStatusError ? `answered ${error.status}` : `failed (${(error as Error).message})`;
      this.logger.error(`reCAPTCHA assessment ${reason}; submission kept unverified`);
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
