/**
 * SPEC §3 Site: a site needs more than its row (a header and a footer navigation, both required, otherwise the
 * site is dropped). Those parts belong to features above sites (navigation), so such a feature registers a
 * requirement with `SitesService.require` at start-up (`onModuleInit`) and the site list asks it, without sites
 * importing it (like the section registry of modules/routing).
 */
export interface SiteRequirement {
  /** What each of the sites lacks, by site id (e.g. `['footer navigation']`); a site not in the map lacks nothing. */
  missing(siteIds: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>>;
}
