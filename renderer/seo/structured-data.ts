import type { Breadcrumb, LayoutData } from '../../modules/routing/layout.contract.js';
import type { SeoPageData } from './page-data.js';
import { type AbsoluteUrls, LOGO_SIZE } from './absolute-urls.js';

/** One schema.org object as it goes into `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** Google cuts longer headlines (NewsArticle). */
const MAX_HEADLINE_CHARS = 110;

/**
 * The structured data of a page, from what the page already shows: Organization on home pages,
 * BreadcrumbList wherever breadcrumbs show, Product on product pages, NewsArticle on stories and media releases.
 */
export function structuredData(data: SeoPageData, layout: LayoutData, urls: AbsoluteUrls, canonical: string): JsonLd[] {
  const objects: JsonLd[] = [];
  if (data.kind === 'page' && data.pageType === 'Home') objects.push(organization(layout, urls, canonical));
  const breadcrumbs = breadcrumbList(layout.breadcrumbs, urls, canonical);
  if (breadcrumbs) objects.push(breadcrumbs);
  if (data.kind === 'view') {
    const own = viewObject(data.view, layout, urls, canonical);
    if (own) objects.push(own);
  }
  return objects;
}

function organization(layout: LayoutData, urls: AbsoluteUrls, canonical: string): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', name: layout.site.name, url: canonical, logo: logo(urls) };
}

/** The logo as an ImageObject with its size (search engines want at least 112 × 112 px). */
function logo(urls: AbsoluteUrls): JsonLd {
  return { '@type': 'ImageObject', url: urls.logo, width: LOGO_SIZE, height: LOGO_SIZE };
}

/** The trail as the Breadcrumbs component shows it (two crumbs or more); the last crumb is the page itself. */
function breadcrumbList(crumbs: Breadcrumb[], urls: AbsoluteUrls, canonical: string): JsonLd | undefined {
  if (crumbs.length < 2) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: crumb.href === '' ? canonical : urls.absolute(crumb.href),
    })),
  };
}

function viewObject(
  view: Extract<SeoPageData, { kind: 'view' }>['view'],
  layout: LayoutData,
  urls: AbsoluteUrls,
  canonical: string,
): JsonLd | undefined {
  if (view.section === 'catalogue' && view.name === 'product') {
    const { product } = view.payload;
    const images = [...product.images].sort((a, b) => Number(b.default) - Number(a.default)).map((i) => i.image);
    if (images.length === 0 && product.image) images.push(product.image);
    return {
      '@context': CONTEXT,
      '@type': 'Product',
      name: product.name,
      description: product.shortDescription || product.longDescription.join(' '),
      image: images.map((image) => urls.image(image).url),
      brand: { '@type': 'Brand', name: product.brand.name },
      sku: product.slug,
      url: canonical,
    };
  }
  if (view.section === 'stories' && view.name === 'detail') {
    const { story, contacts, basePath } = view.payload;
    const image = story.teaserImage ? urls.imageData(story.teaserImage) : null;
    // The story's contacts are its authors (their pages are /stories/contacts/{slug}); without one, the company.
    const author: JsonLd | JsonLd[] =
      contacts.length > 0
        ? contacts.map((contact) => ({
            '@type': 'Person',
            name: contact.name,
            url: urls.absolute(`${basePath}/contacts/${contact.slug}`),
          }))
        : { '@type': 'Organization', name: layout.site.name, url: urls.absolute('/') };
    return { ...newsArticle(story, image ? [image.url] : [], layout, urls, canonical), author };
  }
  if (view.section === 'media-releases' && view.name === 'detail') {
    return newsArticle(view.payload.release, [], layout, urls, canonical);
  }
  return undefined;
}

interface Article {
  title: string;
  leadText: string;
  publicationDate: string;
  language: string;
}

function newsArticle(
  article: Article,
  images: string[],
  layout: LayoutData,
  urls: AbsoluteUrls,
  canonical: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title.slice(0, MAX_HEADLINE_CHARS),
    description: article.leadText,
    datePublished: article.publicationDate,
    inLanguage: article.language,
    ...(images.length > 0 ? { image: images } : {}),
    mainEntityOfPage: canonical,
    publisher: { '@type': 'Organization', name: layout.site.name, logo: logo(urls) },
  };
}

/**
 * The objects as the body of an inline script: `<`, `>` and `&` escaped as JSON unicode escapes, so no text of the
 * page (a title with `</script>`) can end the script or open a comment; U+2028/2029 too, for old parsers.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/;

export function jsonLdScriptBody(objects: JsonLd[]): string {
  const value = objects.length === 1 ? objects[0] : objects;
  const json = JSON.stringify(value);
  if (!UNSAFE_IN_SCRIPT.test(json)) return json;
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
