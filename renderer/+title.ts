import type { PageContext } from 'vike/types';
import { loadedDictionary } from '../i18n/dictionary-loader.js';
import { errorTextsOf, protectedPageOf } from './not-found-reason.js';
import { pageLanguage } from './page-language.js';

/** 'title | company', or a page's SEO title as written; the error page uses its breadcrumb title (SPEC §2.5). */
export default function title(pageContext: PageContext): string {
  const dictionary = loadedDictionary(pageLanguage(pageContext));
  const company = dictionary['site.company'];
  const { title: pageTitle, seoTitle } = (pageContext.data ?? {}) as { title?: unknown; seoTitle?: unknown };
  // A CMS page's SEO title is the whole document title, as its editor wrote it.
  if (typeof seoTitle === 'string' && seoTitle.length > 0) return seoTitle;
  if (typeof pageTitle === 'string' && pageTitle.length > 0) return `${pageTitle} | ${company}`;
  const protectedPage = protectedPageOf(pageContext.abortReason);
  if (protectedPage)
    return `${protectedPage.access === 'password' ? protectedPage.title : dictionary['protection.forbiddenTitle']} | ${company}`;
  if (pageContext.is404) {
    return `${errorTextsOf(pageContext.abortReason)?.title || dictionary['error.notFound.title']} | ${company}`;
  }
  if (
    pageContext.isClientSideNavigation === undefined &&
    (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
  )
    return `${dictionary['error.unexpected.title']} | ${company}`;
  return company;
}
