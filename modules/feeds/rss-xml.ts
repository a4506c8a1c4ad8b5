/** What one RSS item says (RSS 2.0: title, link, guid, pubDate, description). */
export interface FeedItem {
  title: string;
  link: string;
  /** The guid; `permaLink` when it is the item's link. */
  guid: string;
  permaLink: boolean;
  publishedAt: Date;
  description: string;
}

export interface FeedChannel {
  title: string;
  /** The HTML page the feed mirrors. */
  link: string;
  /** The feed's own address (atom:link rel="self", as the RSS Advisory Board recommends). */
  self: string;
  description: string;
  /** RSS language code (`de-ch`). */
  language: string;
  items: FeedItem[];
}

// RSS 2.0 rather than Atom: the items have no author or update date to give, which Atom requires, and every feed
// reader reads RSS. The document is a few flat elements with escaped text: written directly (no XML library is a
// dependency; modules/seo writes the sitemaps the same way). Descriptions are plain text, escaped like every value.

/** The channel as an RSS 2.0 document. */
export function rssXml(channel: FeedChannel): string {
  const newest = channel.items.reduce<Date | undefined>(
    (latest, item) => (!latest || item.publishedAt > latest ? item.publishedAt : latest),
    undefined,
  );
  const items = channel.items.map(
    (item) =>
      `<item><title>${text(item.title)}</title><link>${text(item.link)}</link>` +
      `<guid isPermaLink="${item.permaLink}">${text(item.guid)}</guid>` +
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>` +
      `<description>${text(item.description)}</description></item>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>\n' +
    `<title>${text(channel.title)}</title><link>${text(channel.link)}</link>` +
    `<atom:link href="${text(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `<description>${text(channel.description)}</description><language>${text(channel.language)}</language>` +
    (newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '') +
    '\n' +
    items.join('\n') +
    (items.length ? '\n' : '') +
    '</channel></rss>\n'
  );
}

/** The value escaped for XML text and attributes; characters XML 1.0 cannot hold are dropped. */
function text(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
