// The browser's calls to the content API (docs/content-authoring.md). The editor cookie is HttpOnly and goes with
// every same-origin fetch; the browser adds this site's Origin to writes, which the API checks (403 otherwise).

export interface ApiAnswer<T> {
  status: number;
  ok: boolean;
  body: T | undefined;
  /** The document's version from the ETag (`"3"` → 3), when the answer has one. */
  version: number | undefined;
  /** The error message of a 4xx/5xx answer (`{statusCode, message}`). */
  message: string;
}

/** `"3"` (or `W/"3"`) → 3. */
export function versionOfEtag(etag: string | null): number | undefined {
  const match = etag?.match(/"(\d+)"/);
  return match ? Number(match[1]) : undefined;
}

export async function callApi<T>(
  url: string,
  init: { method?: string; body?: unknown; version?: number; form?: FormData } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  // Every write names the version it changes (412 when someone saved in between, 428 without it).
  if (init.version !== undefined) headers['if-match'] = `"${init.version}"`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      credentials: 'same-origin',
    });
  } catch {
    return { status: 0, ok: false, body: undefined, version: undefined, message: '' };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const message =
    !response.ok && body && typeof body === 'object' && 'message' in body
      ? String((body as { message: unknown }).message)
      : '';
  return {
    status: response.status,
    ok: response.ok,
    body: response.ok ? (body as T) : undefined,
    version: versionOfEtag(response.headers.get('etag')),
    message,
  };
}
