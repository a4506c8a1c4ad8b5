import { defineConfig } from '../../src/core/config/define-config.js';

/** Public forms (SPEC §1, §5, §7.8): rate limit, where their mails go, bot protection. */
export interface FormsConfig {
  /** Submissions accepted per client IP within `rateWindowMs` (across all forms). */
  rateLimit: number;
  rateWindowMs: number;
  /** Recipient of every submission's mail (MAIL_TO). */
  mailTo: string;
  /** reCAPTCHA Enterprise, on when site key, project and API key are all set. */
  recaptcha: { siteKey: string; projectId: string; apiKey: string; verifyUrl: string; minScore: number } | undefined;
  /** How long a whitepaper download link stays valid. */
  downloadTtlMs: number;
}

const RECAPTCHA_VARS = ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_PROJECT_ID', 'RECAPTCHA_API_KEY'] as const;

export const formsConfig = defineConfig('forms', (env): FormsConfig => {
  const set = RECAPTCHA_VARS.filter((name) => env.env[name]);
  if (set.length > 0 && set.length < RECAPTCHA_VARS.length) {
    const missing = RECAPTCHA_VARS.filter((name) => !env.env[name]);
    env.fail(`bot protection needs ${missing.join(' and ')} too (or none of the RECAPTCHA_* variables)`);
  }
  return {
    rateLimit: env.int('FORMS_RATE_LIMIT', 10, 1),
    rateWindowMs: env.duration('FORMS_RATE_WINDOW_SECONDS', 600, 's', 1),
    mailTo: env.env.MAIL_TO || 'service@kudex.example',
    recaptcha:
      set.length === RECAPTCHA_VARS.length
        ? {
            siteKey: env.env.RECAPTCHA_SITE_KEY!,
            projectId: env.env.RECAPTCHA_PROJECT_ID!,
            apiKey: env.env.RECAPTCHA_API_KEY!,
            verifyUrl: (
              env.url('RECAPTCHA_VERIFY_URL', ['http:', 'https:']) ?? 'https://recaptchaenterprise.googleapis.com/v1'
            ).replace(/\/+$/, ''),
            minScore: env.fraction('RECAPTCHA_MIN_SCORE', 0.5),
          }
        : undefined,
    downloadTtlMs: 24 * 60 * 60_000,
  };
});
