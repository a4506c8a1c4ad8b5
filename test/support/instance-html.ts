/**
 * A page's HTML with what differs between two instances by design made equal (issue 33's "byte for byte apart from
 * its own URLs and nonces"): the instance's own address (PUBLIC_BASE_URL) as it appears plain, URL-encoded and in
 * Vike's JSON (slashes escaped), and per-response nonces.
 */
export function instanceNeutralHtml(html: string, base: string): string {
  return html
    .replaceAll(base, 'http://instance')
    .replaceAll(encodeURIComponent(base), 'http%3A%2F%2Finstance')
    .replaceAll(base.replaceAll('/', '\\/'), 'http:\\/\\/instance')
    .replace(/nonce="[^"]*"/g, 'nonce=""');
}
