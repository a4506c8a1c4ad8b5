/**
 * An outbound URL as it may be logged: no user info, and every query value replaced (API keys travel in queries,
 * e.g. reCAPTCHA's `?key=`), the parameter names kept so a log still tells the calls apart.
 */
export function urlForLog(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.split('?', 1)[0]!;
  }
  parsed.username = '';
  parsed.password = '';
  const names = [...new Set(parsed.searchParams.keys())];
  parsed.search = '';
  parsed.hash = '';
  return names.length === 0 ? parsed.href : `${parsed.href}?${names.map((name) => `${name}=…`).join('&')}`;
}
