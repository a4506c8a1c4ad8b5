import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  DICTIONARIES,
  FALLBACK_LANGUAGE,
  type TranslationKey,
  type UiLanguage,
  isUiLanguage,
  translate,
} from '../../i18n/index.js';

/** Locale URL code (`de-ch`) → its language (`de`), loaded from the locales at start. */
export type PageLanguages = ReadonlyMap<string, string>;

interface LanguageHints {
  ui_locales?: unknown;
  redirect_uri?: unknown;
  post_logout_redirect_uri?: unknown;
}

function baseLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0]!.toLowerCase();
}

/**
 * The page language of the provider's pages: `ui_locales`, else the locale of the site's callback or logout
 * return URL (`/{urlCode}/callback`, `/{urlCode}`), else Accept-Language, else English.
 */
export function resolvePageLanguage(
  req: IncomingMessage,
  params: LanguageHints | undefined,
  languages: PageLanguages,
): UiLanguage {
  const candidates: string[] = [];
  if (typeof params?.ui_locales === 'string') candidates.push(...params.ui_locales.split(' ').map(baseLanguage));
  for (const uri of [params?.redirect_uri, params?.post_logout_redirect_uri]) {
    if (typeof uri !== 'string') continue;
    try {
      const segment = new URL(uri).pathname.split('/')[1]?.toLowerCase() ?? '';
      const language = languages.get(segment);
      if (language) candidates.push(language);
    } catch {
      // Not a URL: the provider refuses it anyway.
    }
  }
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    candidates.push(...accept.split(',').map((part) => baseLanguage(part.split(';')[0] ?? '')));
  }
  return candidates.find((code) => isUiLanguage(code)) ?? FALLBACK_LANGUAGE;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// The site's colours and type (renderer/styles.css), inline: these pages are served by the provider, not Vike.
const STYLES = `
:root{--color-ink:#1d2733;--color-accent:#d4001a;--color-muted:#5b6672;--color-surface:#f4f5f7;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--color-ink);line-height:1.5}
*{box-sizing:border-box}body{margin:0;background:var(--color-surface)}
.site-header{background:#fff;border-bottom:1px solid #dde1e6;padding:1rem 1.5rem;font-weight:700}
.site-header a{color:var(--color-ink);text-decoration:none}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 .5rem;font-size:1.5rem}p{color:var(--color-muted)}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #9aa3ad;border-radius:2px}
input:focus,button:focus,a:focus{outline:2px solid var(--color-accent);outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem 1rem;font:inherit;font-weight:600;color:#fff;background:var(--color-accent);border:0;border-radius:2px;cursor:pointer}
.flash-message{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid var(--color-accent);background:#fdecee;color:var(--color-ink)}
`;

function page(language: UiLanguage, title: string, body: string, home: string): string {
  const t = (key: TranslationKey) => escapeHtml(translate(DICTIONARIES[language], key));
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg">
<title>${escapeHtml(title)} | ${t('site.company')}</title>
<style>${STYLES}</style>
</head>
<body>
<header class="site-header"><a href="${escapeHtml(home)}">${t('site.company')}</a></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  action: string;
  email?: string;
  error?: 'invalid' | 'tooMany';
}

/** The provider's login prompt in the site's look and the page language. */
export function renderSignInPage(language: UiLanguage, options: SignInPageOptions, home: string): string {
  const t = (key: TranslationKey) => escapeHtml(translate(DICTIONARIES[language], key));
  const error = options.error
    ? `<div class="flash-message" role="alert" id="sign-in-error">${t(
        options.error === 'tooMany' ? 'identity.signIn.tooMany' : 'identity.signIn.invalid',
      )}</div>`
    : '';
  const described = options.error ? ' aria-describedby="sign-in-error"' : '';
  const body = `<h1>${t('identity.signIn.title')}</h1>
<p>${t('identity.signIn.intro')}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${t('identity.signIn.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(
    options.email ?? '',
  )}"${described}>
<label for="password">${t('identity.signIn.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${t('identity.signIn.submit')}</button>
</form>`;
  return page(language, translate(DICTIONARIES[language], 'identity.signIn.title'), body, home);
}

export interface SecondFactorPageOptions {
  action: string;
  error?: 'invalid' | 'tooMany';
}

/**
 * The second step of a sign-in with a registered TOTP authenticator: the 6-digit code. Bound to
 * the same interaction as the password step (its action is the interaction's `/totp`).
 */
export function renderSecondFactorPage(language: UiLanguage, options: SecondFactorPageOptions, home: string): string {
  const t = (key: TranslationKey) => escapeHtml(translate(DICTIONARIES[language], key));
  const error = options.error
    ? `<div class="flash-message" role="alert" id="code-error">${t(
        options.error === 'tooMany' ? 'identity.signIn.tooMany' : 'identity.totp.invalid',
      )}</div>`
    : '';
  const described = options.error ? ' aria-describedby="code-error"' : '';
  const body = `<h1>${t('identity.totp.title')}</h1>
<p>${t('identity.totp.intro')}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="code">${t('identity.totp.code')}</label>
<input id="code" name="code" type="text" inputmode="numeric" pattern="[0-9 ]*" maxlength="8" autocomplete="one-time-code" required autofocus${described}>
<button type="submit">${t('identity.totp.submit')}</button>
</form>`;
  return page(language, translate(DICTIONARIES[language], 'identity.totp.title'), body, home);
}

/** A title and one message, with a link back to the site (expired sign-in, signed out, provider errors). */
export function renderMessagePage(
  language: UiLanguage,
  titleKey: TranslationKey,
  messageKey: TranslationKey,
  home: string,
  detail?: { error?: string; error_description?: string },
): string {
  const t = (key: TranslationKey) => escapeHtml(translate(DICTIONARIES[language], key));
  const code = detail?.error ? `<p><code>${escapeHtml(detail.error)}</code></p>` : '';
  const body = `<h1>${t(titleKey)}</h1>
<p role="status">${t(messageKey)}</p>${code}
<p><a href="${escapeHtml(home)}/">${t('identity.backToSite')}</a></p>`;
  return page(language, translate(DICTIONARIES[language], titleKey), body, home);
}

/** The sign-out page's one inline script; the Content-Security-Policy allows it by its hash (README § Security). */
const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";
export const SIGN_OUT_SCRIPT_HASH = `sha256-${createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64')}`;

/**
 * The end_session confirmation. `form` is the provider's hidden form (with its CSRF token); with an
 * `id_token_hint` (the site's own sign-out) it is submitted at once, otherwise the user confirms.
 */
export function renderLogoutPage(language: UiLanguage, form: string, autoSubmit: boolean): string {
  const t = (key: TranslationKey) => escapeHtml(translate(DICTIONARIES[language], key));
  const body = `<h1>${t('identity.signOut.title')}</h1>
<p>${t('identity.signOut.confirm')}</p>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm" autofocus>${t('identity.signOut.submit')}</button>
${autoSubmit ? `<script>${SIGN_OUT_SCRIPT}</script>` : ''}`;
  return page(language, translate(DICTIONARIES[language], 'identity.signOut.title'), body, '/');
}
