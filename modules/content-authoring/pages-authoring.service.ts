import { Injectable, Logger } from '@nestjs/common';
import { ContentService, pagePath, sanitizedModuleInput } from '../content/index.js';
import type { PageContentRow } from '../content/content.schema.js';
import { RedirectsService } from '../redirects/index.js';
import { SitesService, siteLanguages } from '../sites/index.js';
import type { ContentActor } from './content-actor.js';
import { ContentAuthoringErrors } from './content-authoring.errors.js';
import type {
  PageDocument,
  PageLanguageFields,
  PageLanguageState,
  PageSummary,
  RevisionChange,
  RevisionSummary,
} from './page-document.contract.js';
import type { CreatePageDto, PageListQueryDto, UpdatePageDto } from './pages-authoring.dto.js';
import {
  type LanguageVersion,
  type PageSettings,
  PagesAuthoringRepository,
  type StoredPage,
} from './pages-authoring.repository.js';
import { DocumentHistory, type HistorySubject } from './document-history.js';
import { freeId, idBase, moduleErrors, refuseFields, scheduleOf } from './document-input.js';

const DEFAULT_PAGE_SIZE = 20;

/** The languages of a page with their draft and published versions, by language. */
type Snapshot = ReturnType<PagesAuthoringService['snapshotOf']>;

const fieldsOf = (row: PageContentRow): PageLanguageFields => ({
  language: row.language,
  parentSlug: row.parentSlug,
  slug: row.slug,
  title: row.title,
  seoTitle: row.seoTitle,
  description: row.description,
  modules: row.modules,
});

/**
 * Pages as editors write them (docs/content-authoring.md): drafts per language, a version per document (ETag and
 * If-Match), a revision per save, publishing and unpublishing (now or at a set time) and deletion.
 */
@Injectable()
export class PagesAuthoringService {
  private readonly logger = new Logger(PagesAuthoringService.name);

  constructor(
    private readonly repository: PagesAuthoringRepository,
    private readonly content: ContentService,
    private readonly redirects: RedirectsService,
    private readonly sites: SitesService,
    private readonly history: DocumentHistory,
  ) {}

  /** Pages for the shared version and revision machinery. */
  private readonly subject: HistorySubject = {
    kind: 'page',
    lock: (tx, id) => this.repository.lock(tx, id),
    snapshot: async (id, db) => {
      const stored = await this.repository.find(id, db);
      return stored && this.snapshotOf(stored);
    },
    notFound: (id) => ContentAuthoringErrors.PageNotFound(id),
  };

  async list(
    query: PageListQueryDto,
  ): Promise<{ items: PageSummary[]; total: number; page: number; pageSize: number }> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { ids, total } = await this.repository.list({
      siteId: query.site,
      language: query.language,
      stage: query.stage,
      q: query.q,
      changedSince: query.changedSince ? new Date(query.changedSince) : undefined,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const stored = await this.repository.findMany(ids);
    const siteSlugs = await this.siteSlugs();
    return { items: stored.map((s) => this.summaryOf(s, siteSlugs)), total, page, pageSize };
  }

  async get(id: string): Promise<PageDocument> {
    const stored = await this.repository.find(id);
    if (!stored) throw ContentAuthoringErrors.PageNotFound(id);
    return this.documentOf(stored, await this.siteSlugs());
  }

  async create(input: CreatePageDto, actor: ContentActor): Promise<PageDocument> {
    const site = (await this.sites.listSites()).find((s) => s.id === input.site);
    if (!site) throw ContentAuthoringErrors.SiteNotFound(input.site);
    const version = await this.checkedVersion(input, site.id, null);
    const id = await freeId(idBase(input.slug, 'page'), (id) => this.repository.exists(id));
    await this.repository.transaction(async (tx) => {
      await this.repository.insertPage(tx, {
        id,
        siteId: site.id,
        translationSourceLanguage: input.language,
        ...settingsOf(input),
      });
      await this.repository.upsertDraft(tx, id, input.language, version);
      await this.history.created(tx, this.subject, id, actor, scheduleOf(input));
    });
    return this.get(id);
  }

  async update(id: string, input: UpdatePageDto, expected: number, actor: ContentActor): Promise<PageDocument> {
    const current = await this.repository.find(id);
    if (!current) throw ContentAuthoringErrors.PageNotFound(id);
    const version = await this.checkedVersion(input, current.page.siteId, id);
    await this.history.write(this.subject, id, expected, actor, 'saved', scheduleOf(input), async (tx) => {
      await this.repository.updateSettings(tx, id, settingsOf(input));
      await this.repository.upsertDraft(tx, id, input.language, version);
    });
    return this.get(id);
  }

  /**
   * Publishes the drafts of `languages` (all drafts when absent). A language whose address changed leaves a 301
   * from its old URL; a URL that answered 410 or redirected before is free again.
   */
  async publish(id: string, languages: string[] | undefined, expected: number, actor: ContentActor) {
    const current = await this.repository.find(id);
    if (!current) throw ContentAuthoringErrors.PageNotFound(id);
    const drafts = current.contents.filter(
      (c) => c.stage === 'DRAFT' && (languages === undefined || languages.includes(c.language)),
    );
    if (drafts.length === 0) throw ContentAuthoringErrors.NothingToPublish(id);
    await this.history.expect('page', id, expected);
    await this.publishDrafts(current, drafts);
    await this.history.recordAfter(this.subject, id, 'published', actor);
    return this.get(id);
  }

  /** Takes `languages` (all when absent) offline; their text stays as the draft. */
  async unpublish(id: string, languages: string[] | undefined, expected: number, actor: ContentActor) {
    const current = await this.repository.find(id);
    if (!current) throw ContentAuthoringErrors.PageNotFound(id);
    const published = current.contents.filter(
      (c) => c.stage === 'PUBLISHED' && (languages === undefined || languages.includes(c.language)),
    );
    await this.history.write(this.subject, id, expected, actor, 'unpublished', undefined, (tx) =>
      this.repository.unpublish(
        tx,
        id,
        published.map((c) => c.language),
      ),
    );
    await this.content.pageChanged(id, current.page.siteId, published);
    return this.get(id);
  }

  /** Deletes the page: its published URLs answer 410, or 301 to `redirectTo`. */
  async delete(id: string, expected: number, redirectTo: string | null, actor: ContentActor): Promise<void> {
    const current = await this.repository.find(id);
    if (!current) throw ContentAuthoringErrors.PageNotFound(id);
    const published = current.contents.filter((c) => c.stage === 'PUBLISHED');
    await this.history.delete(this.subject, id, expected, actor, (tx) => this.repository.deletePage(tx, id));
    const siteSlug = (await this.siteSlugs()).get(current.page.siteId) ?? null;
    for (const version of published) {
      const path = pagePath(version.language, siteSlug, version.parentSlug, version.slug);
      await this.redirects.pageGone(current.page.siteId, path, redirectTo);
    }
    await this.content.pageChanged(id, current.page.siteId, published);
  }

  async revisions(id: string): Promise<RevisionSummary[]> {
    if (!(await this.repository.exists(id))) throw ContentAuthoringErrors.PageNotFound(id);
    return this.history.revisions('page', id);
  }

  async compare(id: string, from: number, to: number): Promise<RevisionChange[]> {
    return this.history.compare(this.subject, id, from, to);
  }

  /** The revision's texts become the drafts again (and its settings the page's); nothing is published. */
  async restore(id: string, revision: number, expected: number, actor: ContentActor): Promise<PageDocument> {
    const { snapshot } = await this.history.revision(this.subject, id, revision);
    const restored = snapshot as unknown as Snapshot;
    await this.history.write(this.subject, id, expected, actor, 'restored', undefined, async (tx) => {
      await this.repository.updateSettings(tx, id, {
        theme: restored.theme,
        headerTheme: restored.headerOptions.theme,
        headerHidden: restored.headerOptions.hidden,
        footerTheme: restored.footerTheme,
        ...(restored.protection === 'none' || restored.protection.startsWith('role:')
          ? { protection: restored.protection as PageSettings['protection'] }
          : {}),
      });
      for (const [language, state] of Object.entries(restored.languages)) {
        const fields = state.draft ?? state.published;
        if (fields) await this.repository.upsertDraft(tx, id, language, versionOf(fields));
      }
    });
    return this.get(id);
  }

  /** Publishes and unpublishes what is due (the scheduler calls it); returns how many pages it changed. */
  async runSchedule(now: Date, actor: ContentActor): Promise<number> {
    let changed = 0;
    for (const id of await this.history.claimDue('page', 'publish', now)) {
      const current = await this.repository.find(id);
      const drafts = current?.contents.filter((c) => c.stage === 'DRAFT') ?? [];
      if (!current || drafts.length === 0) continue;
      await this.publishDrafts(current, drafts);
      await this.history.recordAfter(this.subject, id, 'published', actor);
      changed++;
    }
    for (const id of await this.history.claimDue('page', 'unpublish', now)) {
      const current = await this.repository.find(id);
      const published = current?.contents.filter((c) => c.stage === 'PUBLISHED') ?? [];
      if (!current || published.length === 0) continue;
      await this.repository.transaction((tx) =>
        this.repository.unpublish(
          tx,
          id,
          published.map((c) => c.language),
        ),
      );
      await this.content.pageChanged(id, current.page.siteId, published);
      await this.history.recordAfter(this.subject, id, 'unpublished', actor);
      changed++;
    }
    return changed;
  }

  private async publishDrafts(current: StoredPage, drafts: readonly PageContentRow[]): Promise<void> {
    const siteSlug = (await this.siteSlugs()).get(current.page.siteId) ?? null;
    for (const draft of drafts) {
      const before = current.contents.find((c) => c.language === draft.language && c.stage === 'PUBLISHED');
      const newPath = pagePath(draft.language, siteSlug, draft.parentSlug, draft.slug);
      await this.redirects.pathTaken(current.page.siteId, newPath);
      await this.content.publishDraft(current.page.id, draft.language);
      if (before && (before.slug !== draft.slug || before.parentSlug !== draft.parentSlug)) {
        const oldPath = pagePath(draft.language, siteSlug, before.parentSlug, before.slug);
        await this.redirects.pageMoved(current.page.siteId, oldPath, newPath);
        await this.content.pageChanged(current.page.id, current.page.siteId, [before]);
      }
    }
  }

  /** Validates a language version against its site and the module declarations; the version to store. */
  private async checkedVersion(input: UpdatePageDto, siteId: string, pageId: string | null): Promise<LanguageVersion> {
    if (!siteLanguages(siteId).includes(input.language)) {
      throw ContentAuthoringErrors.LanguageNotServed(siteId, input.language);
    }
    const modules = input.modules ?? [];
    refuseFields(await moduleErrors(modules));
    const parentSlug = input.parentSlug ?? 'home';
    if (await this.repository.slugTaken(siteId, pageId ?? '', input.language, parentSlug, input.slug)) {
      throw ContentAuthoringErrors.SlugTaken(`${parentSlug}/${input.slug}`);
    }
    return {
      parentSlug,
      slug: input.slug,
      title: input.title,
      seoTitle: input.seoTitle ?? '',
      description: input.description ?? '',
      // Stored as the public may see it: revisions, exports and the API never hand out unsanitized HTML.
      modules: modules.map(sanitizedModuleInput),
    };
  }

  private async siteSlugs(): Promise<Map<string, string | null>> {
    return new Map((await this.sites.listSites()).map((s) => [s.id, s.slug]));
  }

  private languageStates(stored: StoredPage, siteSlug: string | null): PageLanguageState[] {
    const languages = [...new Set(stored.contents.map((c) => c.language))].sort();
    return languages.map((language) => {
      const draft = stored.contents.find((c) => c.language === language && c.stage === 'DRAFT');
      const published = stored.contents.find((c) => c.language === language && c.stage === 'PUBLISHED');
      return {
        language,
        draft: draft ? fieldsOf(draft) : null,
        published: published ? fieldsOf(published) : null,
        path: published ? pagePath(language, siteSlug, published.parentSlug, published.slug) : null,
      };
    });
  }

  private documentOf(stored: StoredPage, siteSlugs: Map<string, string | null>): PageDocument {
    const { page, document } = stored;
    return {
      id: page.id,
      site: page.siteId,
      pageType: page.pageType,
      theme: page.theme,
      headerOptions: { theme: page.headerTheme, hidden: page.headerHidden },
      footerTheme: page.footerTheme,
      protection: page.protection,
      translationSourceLanguage: page.translationSourceLanguage,
      languages: this.languageStates(stored, siteSlugs.get(page.siteId) ?? null),
      version: document?.version ?? 1,
      updatedBy: document?.updatedBy ?? '',
      updatedAt: (document?.updatedAt ?? page.updatedAt).toISOString(),
      publishAt: document?.publishAt?.toISOString() ?? null,
      unpublishAt: document?.unpublishAt?.toISOString() ?? null,
    };
  }

  private summaryOf(stored: StoredPage, siteSlugs: Map<string, string | null>): PageSummary {
    const document = this.documentOf(stored, siteSlugs);
    const source =
      document.languages.find((l) => l.language === document.translationSourceLanguage) ?? document.languages[0];
    return {
      id: document.id,
      site: document.site,
      title: (source?.draft ?? source?.published)?.title ?? document.id,
      languages: document.languages.map((l) => ({
        language: l.language,
        stage: l.published ? (l.draft ? 'changed' : 'published') : 'draft',
        path: l.path,
      })),
      version: document.version,
      updatedBy: document.updatedBy,
      updatedAt: document.updatedAt,
    };
  }

  /** What a revision keeps: the page's settings and every language's draft and published text, by language. */
  snapshotOf(stored: StoredPage) {
    const { page } = stored;
    const languages: Record<string, { draft: LanguageVersion | null; published: LanguageVersion | null }> = {};
    for (const state of this.languageStates(stored, null)) {
      languages[state.language] = {
        draft: state.draft && versionOf(state.draft),
        published: state.published && versionOf(state.published),
      };
    }
    return {
      site: page.siteId,
      theme: page.theme,
      headerOptions: { theme: page.headerTheme, hidden: page.headerHidden },
      footerTheme: page.footerTheme,
      protection: page.protection as string,
      languages,
    };
  }
}

const versionOf = (fields: PageLanguageFields | LanguageVersion): LanguageVersion => ({
  parentSlug: fields.parentSlug,
  slug: fields.slug,
  title: fields.title,
  // Revisions saved before SEO titles existed have none.
  seoTitle: fields.seoTitle ?? '',
  description: fields.description,
  modules: fields.modules,
});

/** The page settings a write names (absent ones stay as they are). */
function settingsOf(input: UpdatePageDto): PageSettings {
  return {
    ...(input.theme !== undefined ? { theme: input.theme } : {}),
    ...(input.headerOptions?.theme !== undefined ? { headerTheme: input.headerOptions.theme } : {}),
    ...(input.headerOptions?.hidden !== undefined ? { headerHidden: input.headerOptions.hidden } : {}),
    ...(input.footerTheme !== undefined ? { footerTheme: input.footerTheme } : {}),
    ...(input.protection !== undefined
      ? { protection: input.protection as PageSettings['protection'], protectionPasswordHash: null }
      : {}),
  };
}
