import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageContextServer } from 'vike/types';
import { loadedDictionary } from '../i18n/dictionary-loader.js';
import type { StringArea } from '../i18n/string-areas.js';
import { hasFormModule } from './content/forms/form-views.js';
import { layoutOf, pageLayoutOf } from './layout-data.js';
import { pageLanguage } from './page-language.js';
import { needsAppStrings } from './page-strings.js';
import { feedLinks } from './seo/feed-links.js';
import { seoPageData } from './seo/page-data.js';
import { seoHead } from './seo/seo-head.js';
import { seoHeadHtml } from './seo/seo-head-html.js';

let chunkFiles: Readonly<Record<string, string>> | undefined;

/**
 * Built client file of each part of each `i18n/<lang>.json` (keyed `<lang>?part=<part>`, see
 * i18n/dictionary-loader.ts), from Vike's build manifest (dist/assets.json, beside dist/server).
 */
function dictionaryChunkFiles(): Readonly<Record<string, string>> {
  if (chunkFiles) return chunkFiles;
  chunkFiles = {};
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4 && !existsSync(join(dir, 'assets.json')); depth++) dir = dirname(dir);
  const manifestFile = join(dir, 'assets.json');
  if (!existsSync(manifestFile)) return chunkFiles;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  chunkFiles = Object.fromEntries(
    Object.entries(manifest).flatMap(([source, { file }]) => {
      const part = /^i18n\/(\w+)\.json\?part=(public|forms|app)$/.exec(source);
      return part && file ? [[`${part[1]}?part=${part[2]}`, file]] : [];
    }),
  );
  return chunkFiles;
}

/**
 * The end of every page's head, built on the server only: the search-engine and sharing tags, the site chrome's
 * preload, and the page language's dictionary chunks (the forms' and the app part only where the page needs them),
 * which start downloading with the entry script, not after it ran (+onBeforeRenderClient imports them before
 * hydration; production only: in development Vite serves the sources).
 */
export function headHtmlEnd(pageContext: PageContextServer): string {
  const pageLayout = pageLayoutOf(pageContext);
  const isErrorPage = pageContext.is404 === true || pageContext.abortStatusCode != null || isErrorPageId(pageContext);
  const layout = layoutOf(pageContext);
  const dictionary = loadedDictionary(pageLanguage(pageContext));
  const seo =
    seoHeadHtml(
      seoHead({
        data: pageContext.data,
        urlPathname: pageContext.urlPathname,
        isErrorPage,
        isStyleGuide: pageContext.pageId === STYLE_GUIDE_PAGE_ID,
        layout,
        dictionary,
      }),
      pageContext.cspNonce,
    ) +
    (isErrorPage ? [] : feedLinks(seoPageData(pageContext.data), layout, pageContext.urlPathname, dictionary))
      .map(
        (feed) =>
          `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(feed.href)}">`,
      )
      .join('');
  // The site chrome starts downloading with the HTML (the browser keeps it across pages of the site).
  const chrome = pageLayout?.chrome;
  const chromeLink =
    chrome && !chrome.inline
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(chrome.url)}">`
      : '';
  if (!import.meta.env.PROD) return seo + chromeLink;
  const language = pageLanguage(pageContext);
  const parts: StringArea[] = needsAppStrings(pageContext)
    ? ['public', 'forms', 'app']
    : hasFormModule(pageContext.data)
      ? ['public', 'forms']
      : ['public'];
  const preloads = parts
    .map((part) => dictionaryChunkFiles()[`${language}?part=${part}`])
    .map((file) => (file ? `<link rel="modulepreload" href="/${file}">` : ''))
    .join('');
  return seo + preloads + chromeLink;
}

const STYLE_GUIDE_PAGE_ID = '/pages/style-guide';

function isErrorPageId(pageContext: PageContextServer): boolean {
  return pageContext.pageId?.endsWith('/_error') === true || pageContext.errorWhileRendering != null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
