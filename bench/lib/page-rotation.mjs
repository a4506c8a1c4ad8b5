// The pages the render-ratio bench goes round, found on the running app (its sitemaps and its pages' own page
// context) rather than hard-coded: locale homes, classification, product, story and media-release pages in two
// languages, search results for varying queries, the 404 page; and the signed-in pages of each demo session.
import { browserHeaders } from './browser-headers.mjs';
import { BenchError } from './processes.mjs';

/** URLs per page type (more than the bench's connections, so no two concurrent requests ask for the same page). */
export const URLS_PER_TYPE = 8;
const LANGUAGES = ['en', 'de'];

/** The public page types, in the order the table shows them. */
export const PUBLIC_TYPES = [
  { id: 'home', label: 'locale home' },
  { id: 'classification', label: 'classification page' },
  { id: 'product', label: 'product page (en, de)' },
  { id: 'story', label: 'story' },
  { id: 'media-release', label: 'media release' },
  { id: 'search', label: 'search results' },
  { id: 'not-found', label: '404 page' },
];

/** Which type a page is, from the view its page context names (pages/cms: `data.view.section/name`). */
const VIEW_TYPES = {
  'catalogue/classification': 'classification',
  'catalogue/product': 'product',
  'stories/detail': 'story',
  'media-releases/detail': 'media-release',
};
const VIEW = /"data":\{"kind":"view","view":\{"section":"([^"]+)","name":"([^"]+)"/;
/** Sitemap entries worth opening to learn their type (the rest are content pages, lists and services). */
const CANDIDATE = /\/(products|stories|media-releases)\//;

async function text(base, path, cookie) {
  const response = await fetch(new URL(path, base), { headers: browserHeaders(cookie), redirect: 'manual' });
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-page-cache') };
}

function locs(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Spread picks over languages: en, de, en, de, … */
function interleave(lists, count) {
  const picked = [];
  for (let i = 0; picked.length < count && lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (i < list.length && picked.length < count) picked.push(list[i]);
  }
  return picked;
}

/** `{ home: [paths], classification: [...], … }` for the public page types. */
export async function discoverPublicPages(base) {
  const index = await text(base, '/sitemap.xml');
  if (index.status !== 200) throw new BenchError(`GET /sitemap.xml answered ${index.status}`);
  const sitemaps = locs(index.body);
  const mainLanguages = sitemaps.map((path) => /\/sitemaps\/main-([a-z]{2})\.xml$/.exec(path)?.[1]).filter(Boolean);
  const found = { home: [], classification: [], product: [], story: [], 'media-release': [] };

  // Locale homes: the main site's languages, English and German first.
  const languages = [...new Set([...LANGUAGES, ...mainLanguages])].filter((l) => mainLanguages.includes(l));
  for (const language of languages) {
    if (found.home.length >= URLS_PER_TYPE) break;
    const page = await text(base, `/${language}`);
    if (page.status === 200) found.home.push(`/${language}`);
  }

  const perLanguage = {};
  for (const language of LANGUAGES) {
    const sitemap = await text(base, `/sitemaps/main-${language}.xml`);
    if (sitemap.status !== 200) continue;
    const buckets = { classification: [], product: [], story: [], 'media-release': [] };
    const seen = {};
    for (const path of locs(sitemap.body).filter((each) => CANDIDATE.test(each))) {
      const area = CANDIDATE.exec(path)[1];
      // A few of each area are enough to find URLS_PER_TYPE pages of each type in two languages.
      seen[area] = (seen[area] ?? 0) + 1;
      if (seen[area] > 3 * URLS_PER_TYPE) continue;
      const page = await text(base, path);
      const view = VIEW.exec(page.body);
      const type = page.status === 200 && view ? VIEW_TYPES[`${view[1]}/${view[2]}`] : undefined;
      if (type && buckets[type].length < URLS_PER_TYPE) buckets[type].push(path);
    }
    perLanguage[language] = buckets;
  }
  for (const type of ['classification', 'product', 'story', 'media-release']) {
    found[type] = interleave(
      LANGUAGES.map((language) => perLanguage[language]?.[type] ?? []),
      URLS_PER_TYPE,
    );
  }

  // Search results: queries made of the products' own names (cutstrip, crimppress, …), each a distinct page.
  const words = [...new Set(found.product.map((path) => path.split('/').pop().split('-')[0]))].filter((word) =>
    /^[a-z]{4,}$/.test(word),
  );
  found.search = [];
  for (const word of [...words, 'cable', 'crimp', 'strip', 'harness', 'service', 'machine', 'testing', 'software']) {
    if (found.search.length >= URLS_PER_TYPE) break;
    const path = `/en/search?q=${encodeURIComponent(word)}`;
    if (found.search.includes(path)) continue;
    const page = await text(base, path);
    if (page.status === 200 && /"section":"search"/.test(page.body)) found.search.push(path);
  }
  // The 404 page: made-up paths in both languages (never stored in the page cache: only 200 pages are).
  found['not-found'] = Array.from({ length: URLS_PER_TYPE }, (_, i) => `/${LANGUAGES[i % 2]}/bench-missing-page-${i}`);
  return found;
}

/** Ticket detail paths a session's ticket list links to. */
export async function ticketPaths(base, cookie, count = URLS_PER_TYPE) {
  const list = await text(base, '/en/portal/tickets/list', cookie);
  if (list.status !== 200) return [];
  const ids = [
    ...new Set([...list.body.matchAll(/\/en\/portal\/tickets\/([0-9a-f]{8}-[0-9a-f-]{27})/g)].map((m) => m[1])),
  ];
  return ids.slice(0, count).map((id) => `/en/portal/tickets/${id}`);
}

/** The signed-in page types; `session` names the cookie they are asked for with. */
export const SIGNED_IN_TYPES = [
  { id: 'dashboard', label: 'portal dashboard', session: 'customer' },
  { id: 'ticket-list', label: 'ticket list', session: 'customer' },
  { id: 'ticket-detail', label: 'ticket detail', session: 'customer' },
  { id: 'inventory', label: 'inventory', session: 'customer' },
  { id: 'translations', label: 'editor: translation grid', session: 'editor' },
];

/** Paths of each signed-in type for one customer session (only those answering 200), plus the editor's. */
export async function signedInPages(base, customerCookie) {
  const pages = {
    dashboard: ['/en/portal'],
    'ticket-list': ['/en/portal/tickets/list'],
    'ticket-detail': await ticketPaths(base, customerCookie),
    inventory: ['/en/portal/inventory'],
    translations: ['/en/editor/translations'],
  };
  return pages;
}

/** The portal pages one customer may open (for the concurrent-users run): those that answer 200. */
export async function portalPagesOf(base, cookie) {
  const candidates = [
    '/en/portal',
    '/en/portal/tickets/list',
    ...(await ticketPaths(base, cookie, 2)),
    '/en/portal/inventory',
  ];
  const pages = [];
  for (const path of candidates) if ((await text(base, path, cookie)).status === 200) pages.push(path);
  return pages;
}

export { text as fetchPage };
