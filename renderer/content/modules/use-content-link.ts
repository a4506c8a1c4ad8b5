import { usePageContext } from 'vike-react/usePageContext';
import { layoutOf } from '../../layout-data.js';
import { isNavigable, normalizeLink } from '../../../src/shared/links.js';

/**
 * Stored links are locale-free (`/about`): pages are cached per language, not per locale. They get the current
 * locale and site slug when rendered (SPEC §2.3 link normalisation); script-like targets become ''.
 */
export function useContentHref(): (href: string) => string {
  const layout = layoutOf(usePageContext());
  return (href: string) => {
    if (!href) return '';
    const normalized = normalizeLink(href, {
      localeUrlCode: layout?.locale.urlCode ?? 'en',
      siteSlug: layout?.site.slug ?? null,
    });
    return normalized.startsWith('action:') || !isNavigable(normalized, { allowExternal: true }) ? '' : normalized;
  };
}
