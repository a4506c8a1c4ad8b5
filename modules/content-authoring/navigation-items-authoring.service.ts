import { Injectable, Logger } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import { classifyLink } from '../../src/shared/links.js';
import type { NavigationItemRow } from '../navigation/navigation.schema.js';
import { NavigationService } from '../navigation/index.js';
import { siteLanguages } from '../sites/index.js';
import type { ContentActor } from './content-actor.js';
import { DocumentHistory, type HistorySubject } from './document-history.js';
import { freeId, idBase, scheduleOf } from './document-input.js';
import type { Schedule } from './document-history.repository.js';
import {
  EDITOR_HOME_COUNTRY,
  type NavigationItemDocument,
  type NavigationItemLanguageState,
  type NavigationItemSummary,
  type NavigationItemVersion,
} from './navigation-item-document.contract.js';
import type {
  CreateNavigationItemDto,
  MoveNavigationItemDto,
  NavigationItemListQueryDto,
  UpdateNavigationItemDto,
} from './navigation-items-authoring.dto.js';
import { NavigationItemsAuthoringErrors as Errors } from './navigation-items-authoring.errors.js';
import {
  NavigationItemsAuthoringRepository,
  type NavigationItemValues,
  type StoredNavigationItem,
} from './navigation-items-authoring.repository.js';
import type { RevisionChange, RevisionSummary } from './page-document.contract.js';

const DEFAULT_PAGE_SIZE = 50;
/** The texts of one language; everything else of a row is the item's, the same in every language. */
const TEXT_FIELDS = [
  'title',
  'breadcrumbOverride',
  'linkText',
  'marketingTitle',
  'marketingDescription',
  'sections',
  'teaser',
] as const;
const SETTING_FIELDS = ['url', 'pageId', 'target', 'countries', 'hidden', 'hideSubItems'] as const;
/** Columns that make a row what it is (a draft equal to its published row in these is no change). */
const CONTENT_FIELDS = [...TEXT_FIELDS, ...SETTING_FIELDS, 'parentId', 'sortIndex', 'kind', 'area'] as const;

type Snapshot = {
  site: string;
  area: string;
  kind: string;
  languages: Record<string, { draft: NavigationItemVersion | null; published: NavigationItemVersion | null }>;
};
const rowKey = (row: Pick<NavigationItemRow, 'id' | 'language'>) => `${row.id}|${row.language}`;

/** What editors work on: per item and language the draft where there is one, else the published row. */
function workingRows(rows: readonly NavigationItemRow[]): NavigationItemRow[] {
  const byKey = new Map<string, NavigationItemRow>();
  for (const row of rows) {
    const known = byKey.get(rowKey(row));
    if (!known || row.stage === 'DRAFT') byKey.set(rowKey(row), row);
  }
  return [...byKey.values()];
}

const valuesOf = (row: NavigationItemRow): NavigationItemValues => {
  const { createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
};

const versionOf = (row: NavigationItemRow): NavigationItemVersion => ({
  language: row.language,
  title: row.title,
  breadcrumbOverride: row.breadcrumbOverride,
  linkText: row.linkText,
  marketingTitle: row.marketingTitle,
  marketingDescription: row.marketingDescription,
  sections: row.sections,
  teaser: row.teaser,
  parentId: row.parentId,
  position: row.sortIndex,
  url: row.url,
  pageId: row.pageId,
  target: row.target,
  countries: row.countries,
  hidden: row.hidden,
  hideSubItems: row.hideSubItems,
});

/**
 * Navigation items as editors write them (docs/content-authoring.md § Navigation): drafts per language (SPEC §4
 * stages, as pages), moves and reordering, a version per item (ETag and If-Match), a revision per write,
 * publishing and deletion. Every write ends in NavigationService.navigationChanged, so the rendered navigation
 * (drafts for editors, published for everyone) is current at the next request.
 */
@Injectable()
export class NavigationItemsAuthoringService {
  private readonly logger = new Logger(NavigationItemsAuthoringService.name);
  /** Versions and revisions come from the shared DocumentHistory; the messages keep the items' own wording. */
  private readonly subject: HistorySubject = {
    kind: 'navigation-item',
    lock: (tx, id) => this.repository.lock(tx, id),
    snapshot: async (id, db) => {
      const stored = await this.repository.find(id, db);
      return stored ? snapshotOf(stored) : undefined;
    },
    notFound: (id) => Errors.NavigationItemNotFound(id),
    revisionNotFound: (id, revision) => Errors.RevisionNotFound(id, revision),
    staleVersion: (names) => Errors.StaleVersion(names),
  };

  constructor(
    private readonly repository: NavigationItemsAuthoringRepository,
    private readonly navigation: NavigationService,
    private readonly history: DocumentHistory,
  ) {}

  async list(query: NavigationItemListQueryDto) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { ids, total } = await this.repository.list({
      siteId: query.site,
      language: query.language,
      area: query.area,
      parentId: query.parent === undefined ? undefined : query.parent === 'none' ? null : query.parent,
      hidden: query.hidden,
      q: query.q,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const stored = await this.repository.findMany(ids);
    const items = ids.flatMap((id) => {
      const item = stored.get(id);
      return item ? [this.summaryOf(id, item, query.language)] : [];
    });
    return { items, total, page, pageSize };
  }

  async get(id: string): Promise<NavigationItemDocument> {
    const stored = await this.repository.find(id);
    if (!stored) throw Errors.NavigationItemNotFound(id);
    return this.documentOf(id, stored);
  }

  async create(input: CreateNavigationItemDto, actor: ContentActor): Promise<NavigationItemDocument> {
    if (!(await this.repository.siteExists(input.site))) throw Errors.SiteNotFound(input.site);
    this.checkLanguage(input.site, input.language);
    const kind = input.kind ?? 'link';
    const parentId = input.parentId ?? null;
    this.checkPlacement(input.area, kind, parentId);
    this.checkSettings(input.area, input);
    if (input.area === 'home' && !input.pageId) throw Errors.BadPlacement('pageId: a home item links a page');
    const id = await freeId(`${input.site}.${idBase(input.title, 'item')}`, (id) => this.repository.exists(id));
    await this.history.transaction(async (tx) => {
      if (parentId !== null) await this.checkParent(tx, id, input.site, input.area, parentId);
      const sortIndex = await this.placeAmong(tx, input.site, input.area, parentId, id, input.position);
      await this.repository.upsertRow(tx, {
        id,
        siteId: input.site,
        area: input.area,
        kind,
        language: input.language,
        stage: 'DRAFT',
        parentId,
        sortIndex,
        title: input.title,
        breadcrumbOverride: input.breadcrumbOverride ?? null,
        url: input.url ?? null,
        pageId: input.pageId ?? null,
        countries: normalizeCountries(input.countries ?? []),
        hidden: input.hidden ?? false,
        hideSubItems: input.hideSubItems ?? false,
        linkText: input.linkText ?? null,
        target: input.target ?? '_self',
        marketingTitle: input.marketingTitle ?? null,
        marketingDescription: input.marketingDescription ?? null,
        sections: input.sections ?? [],
        teaser: input.teaser ?? null,
      });
      await this.history.created(tx, this.subject, id, actor, scheduleOf(input));
    });
    await this.navigation.navigationChanged(input.site);
    return this.get(id);
  }

  /**
   * Saves one language's texts (as its draft) and the item's settings given (link, countries, hidden: into the
   * drafts of every language, since they are the item's).
   */
  async update(
    id: string,
    input: UpdateNavigationItemDto,
    expected: number,
    actor: ContentActor,
  ): Promise<NavigationItemDocument> {
    const current = await this.repository.find(id);
    if (!current) throw Errors.NavigationItemNotFound(id);
    const { siteId, area } = current.rows[0]!;
    const texts = pick(input, TEXT_FIELDS);
    const settings = pick(input, SETTING_FIELDS);
    if (Object.keys(texts).length > 0 && !input.language) throw Errors.LanguageRequired();
    if (input.language) this.checkLanguage(siteId, input.language);
    this.checkSettings(area, input);
    if (settings.countries) settings.countries = normalizeCountries(settings.countries);
    const working = workingRows(current.rows);
    const language = input.language;
    if (language && !working.some((r) => r.language === language) && !input.title) {
      throw Errors.TitleRequired(language);
    }
    await this.write(id, siteId, expected, actor, 'saved', scheduleOf(input), async (tx) => {
      const rows = workingRows((await this.repository.find(id, tx))?.rows ?? []);
      const touched = Object.keys(settings).length > 0 ? rows : rows.filter((r) => r.language === language);
      for (const row of touched) {
        await this.repository.upsertRow(tx, {
          ...valuesOf(row),
          ...settings,
          ...(row.language === language ? texts : {}),
          stage: 'DRAFT',
        });
      }
      if (language && !rows.some((r) => r.language === language)) {
        // A new language version: the item's place and settings, this language's texts.
        const base = valuesOf(rows[0]!);
        await this.repository.upsertRow(tx, {
          ...base,
          ...blankTexts(),
          ...settings,
          ...texts,
          language,
          stage: 'DRAFT',
        });
      }
    });
    return this.get(id);
  }

  /**
   * Moves the item under `parentId` (null: first level) at `position` among its new siblings, in the drafts: the
   * siblings are renumbered 0, 1, 2… around it (their drafts carry the new order; publishing the item publishes
   * the order of its list, as the order of a parent's children is the parent's list in SPEC §3).
   */
  async move(id: string, input: MoveNavigationItemDto, expected: number, actor: ContentActor) {
    const current = await this.repository.find(id);
    if (!current) throw Errors.NavigationItemNotFound(id);
    const { siteId, area, kind } = current.rows[0]!;
    this.checkPlacement(area, kind, input.parentId);
    if (input.parentId !== null) await this.checkParent(undefined, id, siteId, area, input.parentId);
    await this.write(id, siteId, expected, actor, 'moved', undefined, async (tx) => {
      const sortIndex = await this.placeAmong(tx, siteId, area, input.parentId, id, input.position);
      for (const row of workingRows((await this.repository.find(id, tx))?.rows ?? [])) {
        await this.repository.upsertRow(tx, { ...valuesOf(row), parentId: input.parentId, sortIndex, stage: 'DRAFT' });
      }
    });
    return this.get(id);
  }

  /** The drafts of `languages` (all when absent) become the published versions, with the order of their list. */
  async publish(id: string, languages: string[] | undefined, expected: number, actor: ContentActor) {
    const current = await this.repository.find(id);
    if (!current) throw Errors.NavigationItemNotFound(id);
    const drafts = current.rows.filter(
      (r) => r.stage === 'DRAFT' && (languages === undefined || languages.includes(r.language)),
    );
    if (drafts.length === 0) throw Errors.NothingToPublish(id);
    const [orphan] = await this.withoutLiveParent(drafts);
    if (orphan) throw Errors.ParentNotPublished(orphan.parentId!, orphan.language);
    const { siteId } = drafts[0]!;
    await this.write(id, siteId, expected, actor, 'published', undefined, (tx) => this.publishDrafts(tx, drafts));
    return this.get(id);
  }

  /**
   * Publishes and unpublishes what is due (the schedule calls it): every draft whose parent is live, or every
   * language; a due draft whose parent is not live stays a draft. A failure (someone saving at that moment) is
   * logged and the item left as it is.
   */
  async runSchedule(now: Date, actor: ContentActor): Promise<number> {
    let changed = 0;
    const act = async (id: string, action: 'published' | 'unpublished') => {
      const current = await this.repository.find(id);
      if (!current) return;
      const version = current.document?.version ?? 1;
      try {
        if (action === 'unpublished') {
          if (!current.rows.some((r) => r.stage === 'PUBLISHED')) return;
          await this.unpublish(id, undefined, version, actor);
        } else {
          const drafts = current.rows.filter((r) => r.stage === 'DRAFT');
          const blocked = new Set(await this.withoutLiveParent(drafts));
          const due = drafts.filter((d) => !blocked.has(d));
          if (due.length === 0) return;
          await this.write(id, due[0]!.siteId, version, actor, 'published', undefined, (tx) =>
            this.publishDrafts(tx, due),
          );
        }
        changed++;
      } catch (error) {
        this.logger.warn(`scheduled navigation change of ${id} failed: ${(error as Error).message}`);
      }
    };
    for (const id of await this.history.claimDue('navigation-item', 'publish', now)) await act(id, 'published');
    for (const id of await this.history.claimDue('navigation-item', 'unpublish', now)) await act(id, 'unpublished');
    return changed;
  }

  /** SPEC §3 Site: header and footer navigation are required; taking the last live item away would drop the site. */
  private async checkNotLastOfArea(current: StoredNavigationItem): Promise<void> {
    const { id, siteId, area } = current.rows[0]!;
    if (area === 'home' || !current.rows.some((r) => r.stage === 'PUBLISHED')) return;
    const others = (await this.repository.areaRows(siteId, area)).some((r) => r.stage === 'PUBLISHED' && r.id !== id);
    if (!others) throw Errors.LastOfArea(siteId, area);
  }

  /** The drafts whose parent has no published version in their language (publishing them would hide them). */
  private async withoutLiveParent(drafts: readonly NavigationItemRow[]): Promise<NavigationItemRow[]> {
    if (drafts.length === 0) return [];
    const { siteId, area } = drafts[0]!;
    const areaRows = await this.repository.areaRows(siteId, area);
    return drafts.filter(
      (draft) =>
        draft.parentId !== null &&
        !areaRows.some((r) => r.id === draft.parentId && r.language === draft.language && r.stage === 'PUBLISHED'),
    );
  }

  /** Takes `languages` (all when absent) offline; their text stays as the draft. Items below it go with it. */
  async unpublish(id: string, languages: string[] | undefined, expected: number, actor: ContentActor) {
    const current = await this.repository.find(id);
    if (!current) throw Errors.NavigationItemNotFound(id);
    const published = current.rows.filter(
      (r) => r.stage === 'PUBLISHED' && (languages === undefined || languages.includes(r.language)),
    );
    const { siteId } = current.rows[0]!;
    const remaining = new Set(current.rows.filter((r) => r.stage === 'PUBLISHED').map((r) => r.language));
    for (const row of published) remaining.delete(row.language);
    if (remaining.size === 0) await this.checkNotLastOfArea(current);
    await this.write(id, siteId, expected, actor, 'unpublished', undefined, async (tx) => {
      for (const row of published) {
        const hasDraft = current.rows.some((r) => r.language === row.language && r.stage === 'DRAFT');
        if (!hasDraft) await this.repository.upsertRow(tx, { ...valuesOf(row), stage: 'DRAFT' });
        await this.repository.deleteRow(tx, row);
      }
    });
    return this.get(id);
  }

  /** Deletes the item in every language and stage, with its history; refused while items are below it. */
  async delete(id: string, expected: number, actor: ContentActor): Promise<void> {
    const current = await this.repository.find(id);
    if (!current) throw Errors.NavigationItemNotFound(id);
    if (await this.repository.hasChildren(id)) throw Errors.HasChildren(id);
    await this.checkNotLastOfArea(current);
    await this.history.delete(this.subject, id, expected, actor, (tx) => this.repository.deleteItem(tx, id));
    await this.navigation.navigationChanged(current.rows[0]!.siteId);
  }

  async revisions(id: string): Promise<RevisionSummary[]> {
    if (!(await this.repository.exists(id))) throw Errors.NavigationItemNotFound(id);
    return this.history.revisions('navigation-item', id);
  }

  async compare(id: string, from: number, to: number): Promise<RevisionChange[]> {
    if (!(await this.repository.exists(id))) throw Errors.NavigationItemNotFound(id);
    return this.history.compare(this.subject, id, from, to);
  }

  /**
   * The revision's texts and settings become the drafts again; the item keeps its current place (its old parent
   * may be gone: moving is the move route's); nothing is published.
   */
  async restore(id: string, revision: number, expected: number, actor: ContentActor) {
    const current = await this.repository.find(id);
    if (!current) throw Errors.NavigationItemNotFound(id);
    const snapshot = (await this.history.revision(this.subject, id, revision)).snapshot as unknown as Snapshot;
    const { siteId } = current.rows[0]!;
    await this.write(id, siteId, expected, actor, 'restored', undefined, async (tx) => {
      const rows = workingRows((await this.repository.find(id, tx))?.rows ?? []);
      const place = { parentId: rows[0]!.parentId, sortIndex: rows[0]!.sortIndex };
      for (const [language, state] of Object.entries(snapshot.languages)) {
        const fields = state.draft ?? state.published;
        if (!fields || !siteLanguages(siteId).includes(language)) continue;
        const base = valuesOf(rows.find((r) => r.language === language) ?? rows[0]!);
        await this.repository.upsertRow(tx, {
          ...base,
          ...pick(fields, TEXT_FIELDS),
          ...pick(fields, SETTING_FIELDS),
          ...place,
          language,
          stage: 'DRAFT',
        });
      }
    });
    return this.get(id);
  }

  /** Copies drafts over their published rows, and the order of their lists into the published siblings. */
  private async publishDrafts(tx: Database, drafts: readonly NavigationItemRow[]): Promise<void> {
    for (const draft of drafts) {
      await this.repository.upsertRow(tx, { ...valuesOf(draft), stage: 'PUBLISHED' });
      await this.repository.deleteRow(tx, draft);
    }
    const { siteId, area } = drafts[0]!;
    const rows = await this.repository.areaRows(siteId, area, tx);
    const published = new Map(rows.filter((r) => r.stage === 'PUBLISHED').map((r) => [rowKey(r), r]));
    for (const draft of drafts) {
      // Siblings in the same list whose draft differs from the live row by their place only: the place goes live
      // and the draft, now equal, goes.
      const siblings = rows.filter(
        (r) =>
          r.stage === 'DRAFT' && r.id !== draft.id && r.language === draft.language && r.parentId === draft.parentId,
      );
      for (const sibling of siblings) {
        const live = published.get(rowKey(sibling));
        if (!live || live.parentId !== sibling.parentId) continue;
        const onlyPlace = CONTENT_FIELDS.every(
          (field) => field === 'sortIndex' || JSON.stringify(live[field]) === JSON.stringify(sibling[field]),
        );
        if (live.sortIndex !== sibling.sortIndex) await this.repository.setSortIndex(tx, live, sibling.sortIndex);
        if (onlyPlace) await this.repository.deleteRow(tx, sibling);
      }
    }
  }

  /**
   * Puts `itemId` at `position` (default: last) among the children of `parentId` and renumbers the others 0, 1,
   * 2… around it, in their drafts (a sibling with only a published row gets a draft carrying its new place). The
   * item's own sort index, for the caller to write.
   */
  private async placeAmong(
    tx: Database,
    siteId: string,
    area: NavigationItemRow['area'],
    parentId: string | null,
    itemId: string,
    position: number | undefined,
  ): Promise<number> {
    const working = workingRows(await this.repository.areaRows(siteId, area, tx)).filter(
      (r) => r.parentId === parentId && r.id !== itemId,
    );
    const order = new Map<string, number>();
    for (const row of working) order.set(row.id, Math.min(order.get(row.id) ?? row.sortIndex, row.sortIndex));
    const siblings = [...order.keys()].sort((a, b) => order.get(a)! - order.get(b)! || a.localeCompare(b));
    const at = Math.min(position ?? siblings.length, siblings.length);
    siblings.splice(at, 0, itemId);
    for (const [index, id] of siblings.entries()) {
      if (id === itemId) continue;
      for (const row of working.filter((r) => r.id === id && r.sortIndex !== index)) {
        if (row.stage === 'DRAFT') await this.repository.setSortIndex(tx, row, index);
        else await this.repository.upsertRow(tx, { ...valuesOf(row), sortIndex: index, stage: 'DRAFT' });
      }
    }
    return at;
  }

  /** A parent in the same site and area, not the item itself nor below it (a cycle would hide both). */
  private async checkParent(
    tx: Database | undefined,
    id: string,
    siteId: string,
    area: NavigationItemRow['area'],
    parentId: string,
  ): Promise<void> {
    if (parentId === id) throw Errors.Cycle(id, parentId);
    const working = workingRows(await this.repository.areaRows(siteId, area, tx));
    const parents = new Map<string, Set<string | null>>();
    for (const row of working) parents.set(row.id, (parents.get(row.id) ?? new Set()).add(row.parentId));
    const parent = working.find((r) => r.id === parentId);
    if (!parent) throw Errors.ParentNotFound(parentId);
    if (parent.kind === 'contact' || parent.kind === 'marketing-logo') {
      throw Errors.BadPlacement(`parentId: a ${parent.kind} item has no items below it`);
    }
    // Walk up from the new parent (through every language's parent): meeting the item means a cycle.
    const seen = new Set<string>();
    const queue = [parentId];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (next === id) throw Errors.Cycle(id, parentId);
      if (seen.has(next)) continue;
      seen.add(next);
      for (const up of parents.get(next) ?? []) if (up !== null) queue.push(up);
    }
  }

  /** SPEC §2.4, §5: sections and the contact link are the footer's first level, the marketing logo the header's. */
  private checkPlacement(area: string, kind: string, parentId: string | null): void {
    if (area === 'home' && (kind !== 'link' || parentId !== null)) {
      throw Errors.BadPlacement('area: a home item is a first-level link');
    }
    if ((kind === 'section' || kind === 'contact') && (area !== 'footer' || parentId !== null)) {
      throw Errors.BadPlacement(`kind: a ${kind} item is a first-level footer item`);
    }
    if (kind === 'marketing-logo' && (area !== 'header' || parentId !== null)) {
      throw Errors.BadPlacement('kind: the marketing logo is a first-level header item');
    }
  }

  private checkSettings(area: string, input: Pick<UpdateNavigationItemDto, 'countries' | 'url'>): void {
    if (input.countries?.includes(EDITOR_HOME_COUNTRY) && area !== 'home') {
      throw Errors.BadCountries(`${EDITOR_HOME_COUNTRY} is for home items only (a home page editors prepare)`);
    }
    if (input.url) {
      const link = classifyLink(input.url);
      if (link.type === 'refused') throw Errors.BadUrl(`refused (${link.reason})`);
    }
  }

  private checkLanguage(siteId: string, language: string): void {
    if (!siteLanguages(siteId).includes(language)) throw Errors.LanguageNotServed(siteId, language);
  }

  /** One write of an item (DocumentHistory.write: version check, change, revision); then the navigation is current. */
  private async write(
    id: string,
    siteId: string,
    expected: number,
    actor: ContentActor,
    action: string,
    schedule: Schedule | undefined,
    change: (tx: Database) => Promise<void>,
  ): Promise<void> {
    await this.history.write(this.subject, id, expected, actor, action, schedule, change);
    await this.navigation.navigationChanged(siteId);
  }

  private documentOf(id: string, stored: StoredNavigationItem): NavigationItemDocument {
    const working = workingRows(stored.rows);
    const main = working.find((r) => r.language === 'en') ?? working[0]!;
    const { document } = stored;
    const updatedAt = new Date(Math.max(...stored.rows.map((r) => r.updatedAt.getTime())));
    return {
      id,
      site: main.siteId,
      area: main.area,
      kind: main.kind,
      parentId: main.parentId,
      position: main.sortIndex,
      url: main.url,
      pageId: main.pageId,
      target: main.target,
      countries: main.countries,
      hidden: main.hidden,
      hideSubItems: main.hideSubItems,
      languages: languageStates(stored.rows),
      version: document?.version ?? 1,
      updatedBy: document?.updatedBy ?? '',
      updatedAt: (document?.updatedAt ?? updatedAt).toISOString(),
      publishAt: document?.publishAt?.toISOString() ?? null,
      unpublishAt: document?.unpublishAt?.toISOString() ?? null,
    };
  }

  private summaryOf(id: string, stored: StoredNavigationItem, language: string | undefined): NavigationItemSummary {
    const document = this.documentOf(id, stored);
    const named = document.languages.find((l) => l.language === (language ?? 'en')) ?? document.languages[0];
    return {
      id,
      site: document.site,
      area: document.area,
      kind: document.kind,
      parentId: document.parentId,
      position: document.position,
      title: (named?.draft ?? named?.published)?.title ?? id,
      url: document.url,
      pageId: document.pageId,
      hidden: document.hidden,
      countries: document.countries,
      languages: document.languages.map((l) => ({
        language: l.language,
        stage: l.published ? (l.draft ? 'changed' : 'published') : 'draft',
      })),
      version: document.version,
      updatedBy: document.updatedBy,
      updatedAt: document.updatedAt,
    };
  }
}

function languageStates(rows: readonly NavigationItemRow[]): NavigationItemLanguageState[] {
  const languages = [...new Set(rows.map((r) => r.language))].sort();
  return languages.map((language) => {
    const draft = rows.find((r) => r.language === language && r.stage === 'DRAFT');
    const published = rows.find((r) => r.language === language && r.stage === 'PUBLISHED');
    return {
      language,
      draft: draft ? versionOf(draft) : null,
      published: published ? versionOf(published) : null,
    };
  });
}

/** What a revision keeps: every language's draft and published version. */
function snapshotOf(stored: StoredNavigationItem): Record<string, unknown> {
  const first = stored.rows[0]!;
  const languages: Snapshot['languages'] = {};
  for (const state of languageStates(stored.rows)) {
    languages[state.language] = { draft: state.draft, published: state.published };
  }
  const snapshot: Snapshot = { site: first.siteId, area: first.area, kind: first.kind, languages };
  return snapshot as unknown as Record<string, unknown>;
}

function blankTexts() {
  return {
    breadcrumbOverride: null,
    linkText: null,
    marketingTitle: null,
    marketingDescription: null,
    sections: [],
    teaser: null,
  };
}

/** Upper-case, unique, sorted: the same limit always reads the same. */
function normalizeCountries(countries: readonly string[]): string[] {
  return [...new Set(countries.map((c) => c.toUpperCase()))].sort();
}

/** The fields of `source` among `fields` that are present (undefined: left as it is). */
function pick<T extends object, K extends readonly (keyof T & string)[]>(
  source: T,
  fields: K,
): Partial<Pick<T, K[number]>> {
  const picked: Partial<Pick<T, K[number]>> = {};
  for (const field of fields) if (source[field] !== undefined) picked[field] = source[field];
  return picked;
}
