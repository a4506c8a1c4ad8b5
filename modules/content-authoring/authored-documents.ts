import type { FieldError } from '../../src/core/http/validation-pipe.js';
import type { RedirectsService } from '../redirects/index.js';
import { siteLanguages } from '../sites/index.js';
import type {
  AuthoredDocument,
  AuthoredFields,
  AuthoredLanguageState,
  AuthoredSummary,
  StagedKind,
} from './authored-document.contract.js';
import type { AuthoredListQueryDto } from './authored-documents.dto.js';
import type { ContentActor } from './content-actor.js';
import { ContentAuthoringErrors } from './content-authoring.errors.js';
import type { ContentDocumentRow } from './content-authoring.schema.js';
import type { DocumentHistory, HistorySubject } from './document-history.js';
import { freeId, idBase, refuseFields, scheduleOf } from './document-input.js';
import type { RevisionChange, RevisionSummary } from './page-document.contract.js';
import type { StagedDocumentsRepository, StagedRow } from './staged-documents.repository.js';

const DEFAULT_PAGE_SIZE = 20;
/** Stories and media releases are main-site pages (SPEC §2.3); their redirects are the main site's. */
const SITE = 'main';

/** What a write body of any staged kind has. */
export interface StagedWrite {
  language: string;
  title: string;
  slug?: string;
  publishAt?: string | null;
  unpublishAt?: string | null;
}

/** What AuthoredDocuments needs of one kind: its rows, its fields, its checks and whom to tell of a change. */
export interface StagedKindRules<Input extends StagedWrite> {
  kind: StagedKind;
  /** For messages: `Story`, `Media release`, `News item`. */
  noun: string;
  /** The public section before the slug (`/stories`: `/en/stories/{slug}`); null: no page of its own. */
  section: string | null;
  repository: StagedDocumentsRepository;
  /** The columns a language version stores, from a write body or from a revision's fields. */
  valuesOf(fields: Record<string, unknown>): Record<string, unknown>;
  /** What the API shows of a row; JSON-safe, since revisions keep it as it is. */
  fieldsOf(row: StagedRow): AuthoredFields;
  /** Field errors beyond the DTO's (modules, images, categories). */
  check(input: Input): Promise<FieldError[]>;
  /** Search, caches: the owning feature's one call after any change of the document. */
  changed(id: string): Promise<void>;
}

type Snapshot = { languages: Record<string, { draft: AuthoredFields | null; published: AuthoredFields | null }> };

/**
 * Stories, media releases and news items as editors write them (docs/content-authoring.md): drafts per language,
 * the version and revisions of DocumentHistory (shared with pages), publishing and unpublishing (now or at a set
 * time) and deletion (410 or a redirect at a published URL). One instance per kind, with its rules.
 */
export class AuthoredDocuments<Input extends StagedWrite> {
  private readonly subject: HistorySubject;

  constructor(
    private readonly rules: StagedKindRules<Input>,
    private readonly history: DocumentHistory,
    private readonly redirects: RedirectsService,
  ) {
    this.subject = {
      kind: rules.kind,
      lock: (tx, id) => rules.repository.lock(tx, id),
      snapshot: async (id, db) => {
        const rows = await rules.repository.rows([id], db);
        return rows.length > 0 ? this.snapshotOf(rows) : undefined;
      },
      notFound: (id) => ContentAuthoringErrors.DocumentNotFound(rules.noun, id),
    };
  }

  async list(
    query: AuthoredListQueryDto,
  ): Promise<{ items: AuthoredSummary[]; total: number; page: number; pageSize: number }> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { ids, total } = await this.rules.repository.list({
      language: query.language,
      stage: query.stage,
      q: query.q,
      changedSince: query.changedSince ? new Date(query.changedSince) : undefined,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const [rows, documents] = await Promise.all([
      this.rules.repository.rows(ids),
      this.history.documents(this.rules.kind, ids),
    ]);
    const items = ids.map((id) =>
      this.summaryOf(
        this.documentOf(
          id,
          rows.filter((r) => r.id === id),
          documents.get(id),
        ),
      ),
    );
    return { items, total, page, pageSize };
  }

  async get(id: string): Promise<AuthoredDocument> {
    const rows = await this.rowsOf(id);
    return this.documentOf(id, rows, (await this.history.documents(this.rules.kind, [id])).get(id));
  }

  async create(input: Input, actor: ContentActor): Promise<AuthoredDocument> {
    await this.checked(input, null);
    const id = await freeId(idBase(input.slug ?? input.title, this.rules.kind), (id) =>
      this.rules.repository.exists(id),
    );
    await this.history.transaction(async (tx) => {
      await this.rules.repository.upsertDraft(tx, id, input.language, this.rules.valuesOf(asFields(input)));
      await this.history.created(tx, this.subject, id, actor, scheduleOf(input));
    });
    return this.get(id);
  }

  async update(id: string, input: Input, expected: number, actor: ContentActor): Promise<AuthoredDocument> {
    await this.rowsOf(id);
    await this.checked(input, id);
    await this.history.write(this.subject, id, expected, actor, 'saved', scheduleOf(input), (tx) =>
      this.rules.repository.upsertDraft(tx, id, input.language, this.rules.valuesOf(asFields(input))),
    );
    return this.get(id);
  }

  /** Publishes the drafts of `languages` (all drafts when absent); a moved address leaves a 301 from the old one. */
  async publish(id: string, languages: string[] | undefined, expected: number, actor: ContentActor) {
    const before = await this.rowsOf(id);
    const drafts = before.filter((r) => r.stage === 'DRAFT' && (languages?.includes(r.language) ?? true));
    if (drafts.length === 0) throw ContentAuthoringErrors.NothingToPublishIn(this.rules.noun, id);
    await this.history.write(this.subject, id, expected, actor, 'published', undefined, async (tx) => {
      for (const draft of drafts) await this.rules.repository.publish(tx, id, draft.language);
    });
    await this.published(before, drafts);
    return this.get(id);
  }

  /** Takes `languages` (all when absent) offline; their text stays as the draft. */
  async unpublish(id: string, languages: string[] | undefined, expected: number, actor: ContentActor) {
    const before = await this.rowsOf(id);
    const live = before.filter((r) => r.stage === 'PUBLISHED' && (languages?.includes(r.language) ?? true));
    await this.history.write(this.subject, id, expected, actor, 'unpublished', undefined, (tx) =>
      this.rules.repository.unpublish(
        tx,
        id,
        live.map((r) => r.language),
      ),
    );
    await this.rules.changed(id);
    return this.get(id);
  }

  /** Deletes the document: its published URLs answer 410, or 301 to `redirectTo` (no URL, nothing to answer). */
  async delete(id: string, expected: number, redirectTo: string | null, actor: ContentActor): Promise<void> {
    const before = await this.rowsOf(id);
    await this.history.delete(this.subject, id, expected, actor, (tx) => this.rules.repository.delete(tx, id));
    for (const row of before.filter((r) => r.stage === 'PUBLISHED')) {
      const path = this.pathOf(row);
      if (path) await this.redirects.pageGone(SITE, path, redirectTo);
    }
    await this.rules.changed(id);
  }

  async revisions(id: string): Promise<RevisionSummary[]> {
    if (!(await this.rules.repository.exists(id))) throw this.subject.notFound(id);
    return this.history.revisions(this.rules.kind, id);
  }

  compare(id: string, from: number, to: number): Promise<RevisionChange[]> {
    return this.history.compare(this.subject, id, from, to);
  }

  /** The revision's texts become the drafts again; nothing is published. */
  async restore(id: string, revision: number, expected: number, actor: ContentActor): Promise<AuthoredDocument> {
    const { snapshot } = await this.history.revision(this.subject, id, revision);
    const restored = snapshot as unknown as Snapshot;
    await this.history.write(this.subject, id, expected, actor, 'restored', undefined, async (tx) => {
      for (const [language, state] of Object.entries(restored.languages)) {
        const fields = state.draft ?? state.published;
        if (fields) await this.rules.repository.upsertDraft(tx, id, language, this.rules.valuesOf(fields));
      }
    });
    return this.get(id);
  }

  /** Publishes and unpublishes what is due (the scheduler calls it); returns how many documents it changed. */
  async runSchedule(now: Date, actor: ContentActor): Promise<number> {
    let changed = 0;
    for (const which of ['publish', 'unpublish'] as const) {
      for (const id of await this.history.claimDue(this.rules.kind, which, now)) {
        const before = await this.rules.repository.rows([id]);
        const affected = before.filter((r) => r.stage === (which === 'publish' ? 'DRAFT' : 'PUBLISHED'));
        if (affected.length === 0) continue;
        const version = (await this.history.documents(this.rules.kind, [id])).get(id)?.version ?? 1;
        const action = which === 'publish' ? 'published' : 'unpublished';
        await this.history.write(this.subject, id, version, actor, action, undefined, async (tx) => {
          if (which === 'unpublish') {
            await this.rules.repository.unpublish(
              tx,
              id,
              affected.map((r) => r.language),
            );
          } else for (const draft of affected) await this.rules.repository.publish(tx, id, draft.language);
        });
        if (which === 'publish') await this.published(before, affected);
        else await this.rules.changed(id);
        changed++;
      }
    }
    return changed;
  }

  /** After publishing: the new addresses are free of earlier 410s and redirects; a moved one redirects. */
  private async published(before: readonly StagedRow[], drafts: readonly StagedRow[]): Promise<void> {
    for (const draft of drafts) {
      const newPath = this.pathOf(draft);
      if (!newPath) continue;
      await this.redirects.pathTaken(SITE, newPath);
      const old = before.find((r) => r.language === draft.language && r.stage === 'PUBLISHED');
      const oldPath = old && this.pathOf(old);
      if (oldPath && oldPath !== newPath) await this.redirects.pageMoved(SITE, oldPath, newPath);
    }
    if (drafts[0]) await this.rules.changed(drafts[0].id);
  }

  private async rowsOf(id: string): Promise<StagedRow[]> {
    const rows = await this.rules.repository.rows([id]);
    if (rows.length === 0) throw this.subject.notFound(id);
    return rows;
  }

  /** The language must be the site's; the slug free; the kind's own checks pass. */
  private async checked(input: Input, id: string | null): Promise<void> {
    if (!siteLanguages(SITE).includes(input.language)) {
      throw ContentAuthoringErrors.LanguageNotServed(SITE, input.language);
    }
    refuseFields(await this.rules.check(input));
    if (input.slug && (await this.rules.repository.slugTaken(id ?? '', input.language, input.slug))) {
      throw ContentAuthoringErrors.DocumentSlugTaken(this.rules.noun, input.slug);
    }
  }

  private pathOf(row: StagedRow): string | null {
    const slug = row['slug'];
    return this.rules.section && typeof slug === 'string' ? `/${row.language}${this.rules.section}/${slug}` : null;
  }

  private languageStates(rows: readonly StagedRow[]): AuthoredLanguageState[] {
    const languages = [...new Set(rows.map((r) => r.language))].sort();
    return languages.map((language) => {
      const draft = rows.find((r) => r.language === language && r.stage === 'DRAFT');
      const published = rows.find((r) => r.language === language && r.stage === 'PUBLISHED');
      return {
        language,
        draft: draft ? this.rules.fieldsOf(draft) : null,
        published: published ? this.rules.fieldsOf(published) : null,
        path: published ? this.pathOf(published) : null,
      };
    });
  }

  private documentOf(id: string, rows: readonly StagedRow[], document: ContentDocumentRow | undefined) {
    const changed = rows.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), new Date(0));
    return {
      id,
      kind: this.rules.kind,
      languages: this.languageStates(rows),
      version: document?.version ?? 1,
      updatedBy: document?.updatedBy ?? '',
      updatedAt: (document?.updatedAt ?? changed).toISOString(),
      publishAt: document?.publishAt?.toISOString() ?? null,
      unpublishAt: document?.unpublishAt?.toISOString() ?? null,
    } satisfies AuthoredDocument;
  }

  private summaryOf(document: AuthoredDocument): AuthoredSummary {
    const source = document.languages.find((l) => l.language === 'en') ?? document.languages[0];
    return {
      id: document.id,
      kind: document.kind,
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

  /** What a revision keeps: every language's draft and published fields. */
  private snapshotOf(rows: readonly StagedRow[]): Record<string, unknown> {
    const languages: Snapshot['languages'] = {};
    for (const state of this.languageStates(rows)) {
      languages[state.language] = { draft: state.draft, published: state.published };
    }
    return { languages };
  }
}

/** A write body as the fields `valuesOf` reads (both name the kind's fields alike). */
const asFields = (input: StagedWrite): Record<string, unknown> => ({ ...input });
