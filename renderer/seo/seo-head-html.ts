import type { SeoHead } from './seo-head.js';
import { jsonLdScriptBody } from './structured-data.js';

/**
 * The head tags of `seoHead` as HTML (renderer/+headHtmlEnd.ts): server-rendered only, nothing of it is serialized
 * into the page's context. The JSON-LD script carries the CSP nonce the page's other inline scripts carry (the
 * placeholder the server replaces per response, src/core/http/security-headers.ts).
 */
export function seoHeadHtml(head: SeoHead, nonce: string | null): string {
  const tags: string[] = [meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${attribute(head.canonical)}">`);
  for (const link of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${attribute(link.hreflang)}" href="${attribute(link.href)}">`);
  }
  const og = head.openGraph;
  tags.push(meta('property', 'og:description', head.description));
  tags.push(meta('property', 'og:type', og.type));
  tags.push(meta('property', 'og:site_name', og.siteName));
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  tags.push(meta('property', 'og:locale', og.locale));
  for (const locale of og.localeAlternates) tags.push(meta('property', 'og:locale:alternate', locale));
  if (og.image) {
    tags.push(meta('property', 'og:image', og.image.url));
    if (og.image.width && og.image.height) {
      tags.push(meta('property', 'og:image:width', String(og.image.width)));
      tags.push(meta('property', 'og:image:height', String(og.image.height)));
    }
    if (og.image.alt) tags.push(meta('property', 'og:image:alt', og.image.alt));
  }
  tags.push(meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
  if (head.structuredData.length > 0) {
    const nonceAttribute = nonce ? ` nonce="${attribute(nonce)}"` : '';
    tags.push(`<script type="application/ld+json"${nonceAttribute}>${jsonLdScriptBody(head.structuredData)}</script>`);
  }
  return tags.join('');
}

function meta(kind: 'name' | 'property', key: string, content: string): string {
  return `<meta ${kind}="${key}" content="${attribute(content)}">`;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const NEEDS_ESCAPE = /[&"<>]/;

/** The value escaped for a double-quoted attribute; most values need nothing, and are returned as they are. */
function attribute(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!) : value;
}
