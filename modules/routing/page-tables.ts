import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { DomainError } from '../../src/core/errors/index.js';
import { CMS_PAGE_QUERY, NO_PAGE_QUERY, type PageQuery } from './page-query.contract.js';
import type { SectionRequest, SectionResult } from './page-result.js';
import {
  type AnyPageDefinition,
  type PageArea,
  type PageAreaName,
  type PageContext,
  type PageTable,
  areaOf,
  compilePattern,
  isPageAccess,
  matchPattern,
  patternParams,
} from './page-table.js';
import { sectionPath } from './section-paging.js';

interface CompiledPage {
  table: PageTable;
  definition: AnyPageDefinition;
  compiled: ReturnType<typeof compilePattern>;
}

const defaultNotFound = (ctx: PageContext<object>): string => `Page not found: ${ctx.path}`;

/**
 * The page tables of every feature (`<feature>.pages.ts`), registered at start-up (`onModuleInit`), so routing
 * dispatches to them without importing them. Routing matches a path against the tables once, runs the area's
 * gate and the page's access once, validates the params, and maps a DomainError to the page's status once.
 */
@Injectable()
export class PageTables {
  private readonly registered: PageTable[] = [];
  /** The site's pages by section (first path segment). */
  private readonly bySection = new Map<string, { table: PageTable; pages: CompiledPage[] }>();
  private readonly areas = new Map<string, { area: PageArea; pages: CompiledPage[] }>();
  private readonly areaPages = new Map<PageAreaName, CompiledPage[]>();

  register(table: PageTable): void {
    this.registered.push(table);
    for (const definition of table.pages) {
      // Deny by default (SPEC §4): a page that declares no access, or a param nobody validates, never starts.
      const where = `Page ${definition.pattern} of ${table.feature}`;
      if (!isPageAccess(definition.access)) throw new Error(`${where} declares no access`);
      const unvalidated = patternParams(definition.pattern).filter((name) => !validates(definition, name));
      if (unvalidated.length > 0) throw new Error(`${where}: :${unvalidated.join(', :')} not validated`);
      const compiled = compilePattern(definition.pattern);
      const entry: CompiledPage = { table, definition, compiled };
      const area = areaOf(definition.access);
      if (area) {
        const list = this.areaPages.get(area) ?? [];
        list.push(entry);
        this.areaPages.set(area, list);
        continue;
      }
      const section = compiled.segments[0]?.literal;
      if (!section) throw new Error(`${where}: a site page starts with its section`);
      const owner = this.bySection.get(section) ?? { table, pages: [] };
      if (owner.table !== table || this.areas.has(section)) {
        throw new Error(`Section ${section} is declared by ${owner.table.feature} and ${table.feature}`);
      }
      const personal = definition.access !== 'public';
      if (owner.pages.some((p) => (p.definition.access !== 'public') !== personal)) {
        throw new Error(`Section ${section} of ${table.feature} mixes public and personal pages`);
      }
      owner.pages.push(entry);
      this.bySection.set(section, owner);
    }
  }

  /** The area a feature owns (its gate and segment); its pages are those whose access names it. */
  registerArea(area: PageArea): void {
    if (this.areas.has(area.segment) || this.bySection.has(area.segment)) {
      throw new Error(`Section ${area.segment} is registered twice`);
    }
    // One list per area: pages registered before or after the area join it (register() appends to it).
    const pages = this.areaPages.get(area.name) ?? [];
    this.areaPages.set(area.name, pages);
    this.areas.set(area.segment, { area, pages });
  }

  /** Every registered table (the walk test, `?direct`). */
  tables(): readonly PageTable[] {
    return this.registered;
  }

  /** The section's pages are personal (an area, an invitation): never cached, they read the whole query. */
  isPersonal(section: string | undefined): boolean {
    if (section === undefined) return false;
    if (this.areas.has(section)) return true;
    const owner = this.bySection.get(section);
    return owner ? owner.pages.some((p) => p.definition.access !== 'public') : false;
  }

  /** What the public section at `section` reads of the query (personal sections none, CMS pages `sent`). */
  queryOf(section: string | undefined): PageQuery {
    if (section === undefined || this.isPersonal(section)) return NO_PAGE_QUERY;
    // A section no table claims is a CMS page's.
    return this.bySection.get(section)?.table.query ?? CMS_PAGE_QUERY;
  }

  /** SPEC §2.3/§7.4 `?direct`: the first table's document with this id. */
  async findById(id: string, request: SectionRequest): Promise<string | undefined> {
    for (const table of this.registered) {
      if (table.mainSiteOnly && request.site.slug !== null) continue;
      const found = await table.findById?.(id, request);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The answer of the tables for `path` (segments after locale and site slug), or `undefined` when no table
   * declares its section (the CMS page lookup answers then).
   */
  async resolve(path: readonly string[], request: SectionRequest): Promise<SectionResult | undefined> {
    const section = path[0];
    if (section === undefined) return undefined;
    const base: PageContext<object, undefined> = {
      ...request,
      params: {},
      viewer: undefined,
      basePath: sectionPath(request.locale.urlCode, request.site.slug, []),
      path: sectionPath(request.locale.urlCode, request.site.slug, path),
    };
    const area = this.areas.get(section);
    if (area) {
      const ctx = { ...base, basePath: `/${request.locale.urlCode}/${area.area.segment}` };
      const entered = await area.area.enter(ctx);
      if ('refused' in entered) return entered.refused;
      const result = await this.answer(
        area.pages,
        path.slice(1),
        { ...ctx, viewer: entered.viewer },
        area.area.notFound,
      );
      return result.kind === 'view' && area.area.present
        ? area.area.present(result, entered.viewer, ctx.basePath)
        : result;
    }
    const owner = this.bySection.get(section);
    if (!owner) return undefined;
    const { table } = owner;
    if (table.mainSiteOnly && request.site.slug !== null) return notFound(base, table.notFound);
    const matched = owner.pages.some((p) => matchPattern(p.compiled, path));
    if (!matched && table.unmatched === 'cms') return undefined;
    return this.answer(owner.pages, path, base, table.notFound);
  }

  /** The first page matching `path`: its access, its params, its loader, its errors as its statuses. */
  private async answer(
    pages: readonly CompiledPage[],
    path: readonly string[],
    ctx: PageContext<object, unknown>,
    fallbackNotFound: ((ctx: PageContext<object>) => string) | undefined,
  ): Promise<SectionResult> {
    for (const { table, definition, compiled } of pages) {
      const raw = matchPattern(compiled, path);
      if (!raw) continue;
      const message = definition.notFound ?? table.notFound ?? fallbackNotFound;
      const access = definition.access;
      if (typeof access === 'object' && access.portal !== true && !access.portal.service(ctx.viewer as never)) {
        return access.portal.refused(ctx as PageContext<object, never>);
      }
      const params = await validParams(definition, raw);
      if (!params) return notFound(ctx, message);
      const pageCtx = { ...ctx, params };
      try {
        return (await definition.load(pageCtx as never)) ?? notFound(pageCtx, message);
      } catch (error) {
        const mapped = error instanceof DomainError ? statusResult(error, () => notFound(pageCtx, message)) : undefined;
        if (mapped) return mapped;
        throw error;
      }
    }
    return notFound(ctx, fallbackNotFound);
  }
}

function notFound(ctx: PageContext<object>, message?: (ctx: PageContext<object>) => string): SectionResult {
  return { kind: 'not-found', message: (message ?? defaultNotFound)(ctx) };
}

/** A DomainError as a page answers it: 404 the page's not-found, 403 forbidden, 400 refused; others stay errors. */
function statusResult(error: DomainError, notFoundResult: () => SectionResult): SectionResult | undefined {
  if (error.status === 404) return notFoundResult();
  if (error.status === 403) return { kind: 'forbidden', message: error.message };
  if (error.status === 400) return { kind: 'refused', status: 400, message: error.message };
  return undefined;
}

/** The params as the page's class validates them; undefined when it refuses one. */
async function validParams(
  definition: AnyPageDefinition,
  raw: Record<string, string | string[]>,
): Promise<object | undefined> {
  if (!definition.params) return raw;
  const params = plainToInstance(definition.params, raw);
  const errors = await validate(params, { forbidUnknownValues: true });
  return errors.length === 0 ? params : undefined;
}

/** Whether the page's params class validates this param (class-validator metadata, inherited ones included). */
function validates(definition: AnyPageDefinition, name: string): boolean {
  if (!definition.params) return false;
  const metadata = getMetadataStorage().getTargetValidationMetadatas(definition.params, '', true, false);
  return metadata.some((m) => m.propertyName === name);
}
