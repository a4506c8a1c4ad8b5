// The headers a desktop Chrome sends for a page navigation: the render-ratio bench asks for every page (and the
// perf anchor) with these, so the server does what it does for browsers (compression, language, cookies).

export const CHROME_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A navigation's headers; `cookie` (a Cookie header) is added for signed-in pages. */
export function browserHeaders(cookie) {
  return {
    accept:
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,' +
      'application/signed-exchange;v=b3;q=0.7',
    'accept-language': 'en-GB,en;q=0.9,de;q=0.8',
    'accept-encoding': 'br, gzip',
    'user-agent': CHROME_USER_AGENT,
    'upgrade-insecure-requests': '1',
    'sec-fetch-dest': 'document',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'none',
    'sec-fetch-user': '?1',
    ...(cookie ? { cookie } : {}),
  };
}
