import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { NotFoundReason } from '../../renderer/not-found-reason.js';
import { NOINDEX, isNoindexData } from '../../renderer/seo/page-data.js';

export async function data(pageContext: PageContextServer) {
  const route = await pageContext.services
    .resolveRoute(pageContext.urlPathname, pageContext.urlParsed.searchOriginal ?? '', pageContext.headers ?? {})
    .catch((error: unknown) => {
      // SPEC §8: an unhandled error routes to the error page (500; 503 when an upstream service failed), logged
      // once in JSON unless it is an empty error object; thrown on as an abort, Vike neither logs it again nor shows
      // its own error text.
      const status = pageContext.services.reportError(error, {
        url: pageContext.urlOriginal,
        requestId: pageContext.requestId,
      });
      throw render(status);
    });
  if (route.kind === 'redirect') throw redirect(route.location as `/${string}`, route.statusCode);
  if (route.kind === 'not-found') {
    const { message, layout, language, texts } = route;
    const reason: NotFoundReason = { message, layout, language, texts };
    throw render(route.gone ? 410 : 404, reason);
  }
  if (route.kind === 'protected') {
    // SPEC §4 page protection: the password form (401) or the no-access notice (403), never the page.
    const { access, pageId, title, message, layout, language } = route;
    const reason: NotFoundReason = { message, layout, language, protection: { access, pageId, title } };
    throw render(access === 'password' ? 401 : 403, reason);
  }
  if (route.kind === 'refused') {
    // A section page refused for a bad query string (e.g. an unknown sort key). Vike types render()
    // without 400 (it advises 404 for bad input, for client routing) but sends it as is.
    const { status, message, layout, language } = route;
    const reason: NotFoundReason = { message, layout, language, refused: status };
    throw render(status as 403, reason);
  }
  if (route.kind === 'view') {
    const { view, layout } = route;
    if (route.private) pageContext.headersResponse.set('cache-control', 'private, no-store');
    return withRobotsHeader(pageContext, {
      kind: 'view' as const,
      // 503 for an upstream's apology: src/app/vike.ts answers with it (Vike's own status is 200 for a rendered page).
      ...(route.status ? { status: route.status } : {}),
      view,
      language: layout.locale.language,
      title: view.title,
      description: view.description,
      layout,
    });
  }
  const { page, layout } = route;
  // A protected page this visitor may read is theirs alone: src/app/vike.ts never caches a private answer.
  if (route.protected) pageContext.headersResponse.set('cache-control', 'private, no-store');
  return withRobotsHeader(pageContext, {
    kind: 'page' as const,
    pageId: page.id,
    language: layout.locale.language,
    contentLanguage: page.language,
    pageType: page.pageType,
    stage: page.stage,
    title: page.title,
    seoTitle: page.seoTitle,
    description: page.description,
    modules: page.modules,
    injection: page.injection,
    layout,
  });
}

/** Search results, drafts, the portal and editor areas answer `X-Robots-Tag: noindex` (and say it in the head). */
function withRobotsHeader<T extends Parameters<typeof isNoindexData>[0]>(pageContext: PageContextServer, data: T): T {
  if (isNoindexData(data)) pageContext.headersResponse.set('x-robots-tag', NOINDEX);
  return data;
}

export type Data = Awaited<ReturnType<typeof data>>;
