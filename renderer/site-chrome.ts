import type { SiteChromeDto } from '../modules/routing/layout.dto.js';
import type { ChromeRef, LayoutData, PageLayout } from '../modules/routing/layout.contract.js';

// The site chrome (navigation, language and country lists) reaches a page apart from its data. On the
// server the render takes it from the layout service (`pageContext.services.chromeAt`); in the browser it is
// fetched once per site and locale from its versioned URL before the page hydrates or renders, and kept here.

/** Chromes fetched in this browser tab, by URL. */
const fetched = new Map<string, SiteChromeDto>();
const loading = new Map<string, Promise<void>>();

/** The chrome of a page layout in the browser, once `loadChrome` has brought it. */
export function fetchedChrome(ref: ChromeRef): SiteChromeDto | undefined {
  return ref.inline ?? fetched.get(ref.url);
}

/** Fetches the chrome unless this tab has it; a failure leaves the page without navigation (logged). */
export function loadChrome(ref: ChromeRef | undefined): Promise<void> {
  if (!ref || ref.inline || fetched.has(ref.url)) return Promise.resolve();
  let pending = loading.get(ref.url);
  if (!pending) {
    pending = fetch(ref.url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        fetched.set(ref.url, (await response.json()) as SiteChromeDto);
      })
      .catch((error: unknown) => console.warn(`site chrome ${ref.url} not loaded: ${String(error)}`))
      .finally(() => loading.delete(ref.url));
    loading.set(ref.url, pending);
  }
  return pending;
}

/** What a page shows if its chrome could not be had: no navigation, no switchers (the page itself still works). */
const emptyChrome = (page: PageLayout): SiteChromeDto => ({
  version: '',
  navigation: {
    siteId: page.site.id,
    language: page.locale.language,
    header: { items: [], marketingLogo: null },
    footer: { theme: 'Default', sections: [], contactLink: null },
  },
  languages: [],
  countries: [],
});

/**
 * Where a page's layout keeps its joined form: a property of its own (not enumerable, so never serialized), not a
 * WeakMap entry, which V8 would keep alive until a full collection (src/core/http/security-headers.ts, NONCE).
 */
const JOINED = Symbol('uapp.joinedLayout');
type WithJoined = PageLayout & { [JOINED]?: LayoutData };

/** The layout the components read: the page's part with its chrome, the switchers' links made for this page. */
export function joinLayout(page: PageLayout, chrome: SiteChromeDto | undefined): LayoutData {
  const cached = (page as WithJoined)[JOINED];
  if (cached && chrome) return cached;
  const { navigation, languages, countries } = chrome ?? emptyChrome(page);
  const href = (localeUrlCode: string, language: string) =>
    `/${localeUrlCode}${page.paths[language] ?? page.otherPath}`;
  const { chrome: _chromeRef, paths: _paths, otherPath: _otherPath, ...own } = page;
  let countryOptions: LayoutData['countries'] | undefined;
  const layout: LayoutData = {
    ...own,
    navigation,
    languages: languages.map((option) => ({ ...option, href: href(option.localeUrlCode, option.language) })),
    // Made when first read: the country list shows only in the opened switcher, never in the server's render.
    get countries() {
      return (countryOptions ??= countries.map(({ language, ...option }) => ({
        ...option,
        href: href(option.localeUrlCode, language),
      })));
    },
  };
  if (chrome) Object.defineProperty(page, JOINED, { value: layout, configurable: true });
  return layout;
}
