import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export async function data(pageContext: PageContextServer) {
  const route = await pageContext.services.resolveRoute(pageContext.urlPathname, pageContext.cacheScope);
  if (route.kind === 'not-found') throw render(404, route.message);
  const { page, site, locale } = route;
  return {
    pageId: page.id,
    language: page.language,
    locale: locale.code,
    siteId: site.id,
    theme: page.theme,
    title: page.title,
    description: page.description,
    modules: page.modules,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
