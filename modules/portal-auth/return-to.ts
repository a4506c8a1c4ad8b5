/**
 * The return address after sign-in, as a same-origin path only (no open redirect): a path that starts with one
 * `/` and is not protocol-relative (`//host`, `/\host`, which browsers treat as `//host`), and has no scheme,
 * control characters or backslashes. Anything else falls back to `fallback`.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  // Resolve against a placeholder origin: whatever parses to another origin is not a path of this site.
  const base = 'http://uapp.invalid';
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** The locale segment of a site path (`/de-ch/portal` → `de-ch`), or `fallback`. */
export function localeOfPath(path: string, fallback = 'en'): string {
  const first = path.split(/[/?#]/)[1] ?? '';
  return /^[a-z]{2}(-[a-z]{2})?$/.test(first) ? first : fallback;
}
