import { defineErrors } from '../../src/core/errors/index.js';

/** The navigation items' refusals (docs/content-authoring.md § Navigation); 400s name the field first. */
export const NavigationItemsAuthoringErrors = defineErrors({
  NavigationItemNotFound: { status: 404, message: (id: string) => `Navigation item not found: ${id}` },
  RevisionNotFound: {
    status: 404,
    message: (id: string, revision: number) => `Navigation item ${id} has no revision ${revision}`,
  },
  SiteNotFound: { status: 400, message: (site: string) => `site: no site with the id ${site}` },
  LanguageNotServed: {
    status: 400,
    message: (site: string, language: string) => `language: site ${site} does not serve ${language}`,
  },
  LanguageRequired: { status: 400, message: 'language: name the language whose texts the save changes' },
  TitleRequired: {
    status: 400,
    message: (language: string) => `title: the item has no ${language} version yet, so it needs a title`,
  },
  ParentNotFound: {
    status: 400,
    message: (parentId: string) => `parentId: no navigation item ${parentId} in the same site and area`,
  },
  Cycle: {
    status: 400,
    message: (id: string, parentId: string) =>
      `parentId: ${parentId} is ${id} itself or below it; an item can't move under itself`,
  },
  BadPlacement: { status: 400, message: (reason: string) => reason },
  BadCountries: { status: 400, message: (reason: string) => `countries: ${reason}` },
  BadUrl: { status: 400, message: (reason: string) => `url: ${reason}` },
  ParentNotPublished: {
    status: 409,
    message: (parentId: string, language: string) =>
      `parentId: the parent ${parentId} has no published ${language} version; publish it first`,
  },
  HasChildren: {
    status: 409,
    message: (id: string) => `Navigation item ${id} has items below it; move or delete them first`,
  },
  LastOfArea: {
    status: 409,
    message: (site: string, area: string) =>
      `Site ${site} would have no published ${area} navigation, and a site without it is dropped (SPEC §3); publish another ${area} item first`,
  },
  NothingToPublish: { status: 409, message: (id: string) => `Navigation item ${id} has no draft to publish` },
  StaleVersion: {
    status: 412,
    message: (names: string) =>
      `Precondition Failed: the navigation item was saved in between${names ? ` by ${names}` : ''}; reload it or compare`,
  },
});
