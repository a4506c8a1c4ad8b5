import type { ImageData } from '../../modules/content/content-modules.contract.js';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import type { Dictionary } from '../../i18n/messages.js';
import { translate } from '../../i18n/messages.js';
import { type AbsoluteImage, type AbsoluteUrls, absoluteUrls, publicBaseOf } from './absolute-urls.js';
import { NOINDEX, type SeoPageData, isNoindexData, isSearchLanding, seoPageData } from './page-data.js';
import { type JsonLd, structuredData } from './structured-data.js';
import { ogLocale } from './og-locale.js';
import { type HreflangLink, hreflangOf } from '../../src/shared/language-alternates.js';

export type { HreflangLink };

/** What the head needs of a server page context (src/app/vike.ts, renderer/layout-data.ts). */
export interface SeoPageContext {
  data?: unknown;
  urlPathname: string;
  /** The page is an error page (404, 401/403 protected, 400 refused, 500). */
  isErrorPage: boolean;
  /** The style guide: a technical area, never indexed. */
  isStyleGuide: boolean;
  layout: LayoutData | null;
  dictionary: Dictionary;
}

/** The search-engine and sharing facts of one page, computed on the server from the page's own data. */
export interface SeoHead {
  description: string;
  robots: string | null;
  canonical: string | null;
  alternates: HreflangLink[];
  openGraph: {
    type: 'website' | 'product' | 'article';
    siteName: string;
    locale: string;
    localeAlternates: string[];
    image: AbsoluteImage | null;
  };
  structuredData: JsonLd[];
}

export function seoHead(context: SeoPageContext): SeoHead {
  const data = seoPageData(context.data);
  const { layout, dictionary } = context;
  const company = dictionary['site.company'];
  const siteName = layout?.site.name ?? company;
  const noindex = context.isErrorPage || context.isStyleGuide || !data || !layout || isNoindexData(data);
  const description = pageDescription(data, siteName, dictionary);
  if (!data || !layout || context.isErrorPage) {
    return {
      description,
      robots: NOINDEX,
      canonical: null,
      alternates: [],
      openGraph: {
        type: 'website',
        siteName,
        locale: ogLocale(layout ? layout.locale.urlCode : 'en'),
        localeAlternates: [],
        image: null,
      },
      structuredData: [],
    };
  }
  const base = publicBaseOf(layout.canonicalUrl, context.urlPathname);
  const urls = absoluteUrls(base);
  // Only the parameters the page's section declares as naming another document, normalised
  // (modules/routing/page-query.contract.ts); the search form's is the bare search page.
  const canonical = layout.canonicalUrl + (isSearchLanding(data) ? '' : layout.canonicalSearch);
  // The server's alternates, as the sitemaps list them (modules/routing/layout.service.ts): a page with fallback
  // content has none, and its canonical is the version it falls back to. A page kept out of the index offers none.
  const alternates = noindex ? [] : layout.alternates;
  return {
    description,
    robots: noindex ? NOINDEX : null,
    canonical,
    alternates,
    openGraph: {
      type: ogType(data),
      siteName,
      locale: ogLocale(layout.locale.urlCode),
      localeAlternates: [
        ...new Set(
          alternates
            .filter((link) => link.hreflang !== 'x-default' && link.hreflang !== hreflangOf(layout.locale.urlCode))
            .map((link) => ogLocale(link.hreflang)),
        ),
      ].filter((locale) => locale !== ogLocale(layout.locale.urlCode)),
      image: pageImage(data, urls),
    },
    structuredData: noindex ? [] : structuredData(data, layout, urls, canonical),
  };
}

/** Open Graph's type of the page. */
function ogType(data: SeoPageData): SeoHead['openGraph']['type'] {
  if (data.kind === 'page') return 'website';
  const { view } = data;
  if (view.section === 'catalogue' && view.name === 'product') return 'product';
  if ((view.section === 'stories' || view.section === 'media-releases') && view.name === 'detail') return 'article';
  return 'website';
}

/** Every page has a description: its own, else its lead or teaser text, else the site's. */
function pageDescription(data: SeoPageData | undefined, siteName: string, dictionary: Dictionary): string {
  const own = data?.description.trim() || (data ? viewText(data) : '');
  if (own) return own;
  if (data?.kind === 'view' && data.view.section === 'search') {
    return translate(dictionary, 'seo.searchDescription', { site: siteName });
  }
  return translate(dictionary, 'seo.defaultDescription', { site: siteName });
}

function viewText(data: SeoPageData): string {
  if (data.kind !== 'view') return '';
  const { view } = data;
  if (view.section === 'catalogue' && view.name === 'product') return view.payload.product.shortDescription;
  if (view.section === 'catalogue' && view.name === 'classification') return view.payload.classification.description;
  if (view.section === 'catalogue' && view.name === 'capability') return view.payload.capability.description;
  if (view.section === 'stories' && view.name === 'detail') return view.payload.story.leadText;
  if (view.section === 'media-releases' && view.name === 'detail') return view.payload.release.leadText;
  return '';
}

/** The page's own picture for previews: the product's main image, the classification's, the story's, the hero's. */
function pageImage(data: SeoPageData, urls: AbsoluteUrls): AbsoluteImage | null {
  if (data.kind === 'page') {
    for (const module of data.modules) {
      // ContentModuleData is loosely typed: a hero's or an image module's `image` is an ImageData (or null).
      const picture = module.type === 'hero' || module.type === 'image' ? (module.image as ImageData | null) : null;
      const image = picture ? urls.imageData(picture) : null;
      if (image) return image;
    }
    return null;
  }
  const { view } = data;
  if (view.section === 'catalogue') {
    if (view.name === 'product') {
      const { product } = view.payload;
      const main = product.images.find((i) => i.default)?.image ?? product.images[0]?.image ?? product.image;
      return main ? urls.image(main) : null;
    }
    if (view.name === 'classification' && view.payload.classification.image) {
      return urls.image(view.payload.classification.image);
    }
    if (view.name === 'capability' && view.payload.capability.image) return urls.image(view.payload.capability.image);
    return null;
  }
  if (view.section === 'stories' && view.name === 'detail' && view.payload.story.teaserImage) {
    return urls.imageData(view.payload.story.teaserImage);
  }
  return null;
}
