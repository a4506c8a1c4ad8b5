import { defineErrors } from '../../src/core/errors/index.js';

export const ContentAuthoringErrors = defineErrors({
  PageNotFound: { status: 404, message: (id: string) => `Page not found: ${id}` },
  DocumentNotFound: { status: 404, message: (noun: string, id: string) => `${noun} not found: ${id}` },
  DocumentSlugTaken: {
    status: 409,
    message: (noun: string, slug: string) => `slug: another ${noun.toLowerCase()} already uses ${slug}`,
  },
  NothingToPublishIn: { status: 409, message: (noun: string, id: string) => `${noun} ${id} has no draft to publish` },
  RevisionNotFound: {
    status: 404,
    message: (id: string, revision: number) => `Document ${id} has no revision ${revision}`,
  },
  SiteNotFound: { status: 400, message: (site: string) => `site: no site with the id ${site}` },
  LanguageNotServed: {
    status: 400,
    message: (site: string, language: string) => `language: site ${site} does not serve ${language}`,
  },
  SlugTaken: {
    status: 409,
    message: (path: string) => `slug: another page of the site already lives at ${path}`,
  },
  NothingToPublish: { status: 409, message: (id: string) => `Page ${id} has no draft to publish` },
  IfMatchRequired: {
    status: 428,
    message: 'Precondition Required: send If-Match with the ETag of the version you edited',
  },
  StaleVersion: {
    status: 412,
    message: (names: string) =>
      `Precondition Failed: the document was saved in between${names ? ` by ${names}` : ''}; reload it or compare`,
  },
});
