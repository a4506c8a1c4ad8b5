import type { PageContext } from 'vike/types';
import { dictionaryFor } from '../i18n/index.js';
import { pageLanguage } from './page-language.js';

/** 'title | company' (SPEC §2.5, routing issue). */
export default function title(pageContext: PageContext): string {
  const company = dictionaryFor(pageLanguage(pageContext))['site.company'];
  const pageTitle = (pageContext.data as { title?: unknown } | undefined)?.title;
  return typeof pageTitle === 'string' && pageTitle.length > 0 ? `${pageTitle} | ${company}` : company;
}
