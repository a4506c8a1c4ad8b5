import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { NotFoundReason } from '../../renderer/not-found-reason.js';

export async function data(pageContext: PageContextServer) {
  const route = await pageContext.services.resolveRoute(
    pageContext.urlPathname,
    pageContext.urlParsed.searchOriginal ?? '',
    pageContext.headers ?? {},
  );
  if (route.kind === 'redirect') throw redirect(route.location as `/${string}`, route.statusCode);
  if (route.kind === 'not-found') {
    const reason: NotFoundReason = { message: route.message, layout: route.layout, language: route.language };
    throw render(404, reason);
  }
  if (route.kind === 'view') {
    const { view, layout } = route;
    return {
      kind: 'view' as const,
      view,
      language: layout.locale.language,
      title: view.title,
      description: view.description,
      layout,
    };
  }
  const { page, layout } = route;
  return {
    kind: 'page' as const,
    pageId: page.id,
    language: layout.locale.language,
    contentLanguage: page.language,
    pageType: page.pageType,
    stage: page.stage,
    title: page.title,
    description: page.description,
    modules: page.modules,
    injection: page.injection,
    layout,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
