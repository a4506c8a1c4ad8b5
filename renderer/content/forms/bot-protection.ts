import type { FormSettingsResponseDto } from '../../../modules/forms/forms.dto.js';
interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: RecaptchaEnterprise };
  }
}

/** SPEC §7.8: tokens are created for this action. */
const ACTION = 'SUBMIT';
const TOKEN_TIMEOUT_MS = 10_000;
const NO_PROTECTION: FormSettingsResponseDto = { recaptchaSiteKey: null };

let settings: Promise<FormSettingsResponseDto> | undefined;
let script: Promise<void> | undefined;

function loadSettings(): Promise<FormSettingsResponseDto> {
  settings ??= fetch('/api/forms/settings', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<FormSettingsResponseDto>) : NO_PROTECTION))
    .catch(() => {
      settings = undefined;
      return NO_PROTECTION;
    });
  return settings;
}

function loadScript(siteKey: string): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new Error('the reCAPTCHA script did not load'));
    };
    document.head.appendChild(element);
  });
  return script;
}

/** Starts loading the settings and the bot-protection script (on the first interaction with a form). */
export function prepareBotProtection(): void {
  void loadSettings()
    .then(({ recaptchaSiteKey }) => (recaptchaSiteKey ? loadScript(recaptchaSiteKey) : undefined))
    .catch(() => undefined);
}

async function createToken(siteKey: string): Promise<string> {
  await loadScript(siteKey);
  const enterprise = window.grecaptcha?.enterprise;
  if (!enterprise) throw new Error('reCAPTCHA Enterprise is not available');
  await new Promise<void>((resolve) => enterprise.ready(resolve));
  return enterprise.execute(siteKey, { action: ACTION });
}

/**
 * SPEC §7.8 and §8: a reCAPTCHA Enterprise token for action SUBMIT; on failure the error is logged and the
 * token is an empty string (the server then refuses the submission). `undefined` when protection is off.
 */
export async function botToken(): Promise<string | undefined> {
  const { recaptchaSiteKey } = await loadSettings();
  if (!recaptchaSiteKey) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      createToken(recaptchaSiteKey),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), TOKEN_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.error('bot protection failed', error);
    return '';
  } finally {
    clearTimeout(timer);
  }
}
