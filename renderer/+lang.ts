import type { PageContext } from 'vike/types';
import { pageLanguage } from './page-language.js';

export default function lang(pageContext: PageContext): string {
  return pageLanguage(pageContext);
}
