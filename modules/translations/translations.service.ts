import type { TranslationStateEntryDto } from './translations.dto.js';
import type { TranslationImportResponseDto } from './translations.dto.js';
import type { TranslationStateResponseDto } from './translations.dto.js';
import type { TranslationChangeResponseDto } from './translations.dto.js';
import { Injectable } from '@nestjs/common';
import { ContentService, pagePath } from '../content/index.js';
import { SitesService, siteLanguages } from '../sites/index.js';
import type { TranslationGridRow, TranslationsViewPayloads } from './translations.contract.js';
import { overallState } from './translations.contract.js';
import { TranslationsErrors } from './translations.errors.js';
import { type TranslatablePage, TranslationsRepository } from './translations.repository.js';
import type { PageTranslationRow } from './translations.schema.js';

import { applyTexts, extractTexts } from './translatable-texts.js';
import { fromXliff, toXliff } from './xliff-codec.js';

const toEntry = (row: PageTranslationRow): TranslationStateEntryDto => ({
  id: `${row.pageId}:${row.language}`,
  language: row.language,
  translationState: row.state,
  exportedAt: row.exportedAt?.toISOString() ?? null,
  importedAt: row.importedAt?.toISOString() ?? null,
});

/**
 * Translation management for content pages (SPEC §1, §4, §6). A page translates from its source
 * language into its target languages (the page's own list, else its site's languages). A target has a state once
 * translation was started: start marks the targets without one, reset returns all to MarkedForTranslation; an
 * XLIFF export puts a target InProgress, an import writes the target language as a draft and marks it Translated.
 */
@Injectable()
export class TranslationsService {
  constructor(
    private readonly repository: TranslationsRepository,
    private readonly content: ContentService,
    private readonly sites: SitesService,
  ) {}

  targetsOf(page: TranslatablePage): string[] {
    const targets = page.targetLanguages.length > 0 ? page.targetLanguages : siteLanguages(page.siteId);
    return targets.filter((language) => language !== page.sourceLanguage);
  }

  async state(pageId: string): Promise<TranslationStateResponseDto> {
    const targetLanguages = await this.entries(await this.page(pageId));
    return { targetLanguages, translationState: overallState(targetLanguages.map((e) => e.translationState)) };
  }

  async start(pageId: string): Promise<TranslationChangeResponseDto> {
    const page = await this.page(pageId);
    await this.repository.markMissing(pageId, this.targetsOf(page));
    return { sourceLanguage: page.sourceLanguage, targetLanguages: await this.entries(page) };
  }

  async reset(pageId: string): Promise<TranslationChangeResponseDto> {
    const page = await this.page(pageId);
    await this.repository.resetAll(pageId, this.targetsOf(page));
    return { sourceLanguage: page.sourceLanguage, targetLanguages: await this.entries(page) };
  }

  /** The source texts as XLIFF 2.0 for one target language; the target goes InProgress. */
  async exportXliff(pageId: string, language: string): Promise<string> {
    const page = await this.page(pageId);
    this.assertTarget(page, language);
    const source = await this.content.findStoredVersion(pageId, page.sourceLanguage, 'PUBLISHED');
    if (!source) throw TranslationsErrors.NoSourceVersion(pageId, page.sourceLanguage);
    const xml = await toXliff({
      sourceLanguage: page.sourceLanguage,
      targetLanguage: language,
      fileId: pageId,
      sources: extractTexts(source),
    });
    await this.repository.setState(pageId, language, 'InProgress', { exportedAt: new Date() });
    return xml;
  }

  /**
   * A translated XLIFF back in: checked against the page (file id, languages, unit ids) before anything is
   * written; then the target language's draft and its Translated state.
   */
  async importXliff(pageId: string, xml: string): Promise<TranslationImportResponseDto> {
    const page = await this.page(pageId);
    const imported = fromXliff(xml);
    if (imported.fileId !== pageId) {
      throw TranslationsErrors.InvalidXliff(`the file is for page ${imported.fileId}, not ${pageId}`);
    }
    if (imported.sourceLanguage !== page.sourceLanguage) {
      throw TranslationsErrors.InvalidXliff(`srcLang ${imported.sourceLanguage} is not ${page.sourceLanguage}`);
    }
    if (!this.targetsOf(page).includes(imported.targetLanguage)) {
      throw TranslationsErrors.InvalidXliff(`trgLang ${imported.targetLanguage} is not a target of this page`);
    }
    const source = await this.content.findStoredVersion(pageId, page.sourceLanguage, 'PUBLISHED');
    if (!source) throw TranslationsErrors.NoSourceVersion(pageId, page.sourceLanguage);
    const texts = extractTexts(source);
    const unknown = [...imported.targets.keys()].find((id) => !texts.has(id));
    if (unknown) throw TranslationsErrors.InvalidXliff(`unknown unit ${unknown}`);
    const translated = applyTexts(source, imported.targets);
    // The draft and its Translated state in one transaction: a server killed mid-import leaves both or neither.
    await this.repository.transaction(async (tx) => {
      await this.content.saveDraft(
        pageId,
        imported.targetLanguage,
        { parentSlug: source.parentSlug, slug: source.slug, ...translated, modules: [...translated.modules] },
        tx,
      );
      await this.repository.setState(pageId, imported.targetLanguage, 'Translated', { importedAt: new Date() }, tx);
    });
    const entry = (await this.entries(page)).find((e) => e.language === imported.targetLanguage)!;
    // The editor is told how many units the file filled, and how many kept their source text.
    return { ...entry, units: { imported: imported.targets.size, skipped: texts.size - imported.targets.size } };
  }

  async publish(pageId: string, language: string): Promise<void> {
    const page = await this.page(pageId);
    this.assertTarget(page, language);
    if (!(await this.content.publishDraft(pageId, language))) throw TranslationsErrors.NoDraft(pageId, language);
  }

  /** The editor's grid (pages × target languages), filtered by state and language. */
  async grid(
    filter: TranslationsViewPayloads['grid']['filter'],
    localeUrlCode: string,
  ): Promise<Omit<TranslationsViewPayloads['grid'], 'apiBase'>> {
    const [pages, states, sources, sites, drafts] = await Promise.all([
      this.repository.listPages(),
      this.repository.listStates(),
      this.repository.listSourceVersions(),
      this.sites.listSites(),
      this.repository.listDrafts(),
    ]);
    const draftKeys = new Set(drafts.map((d) => `${d.pageId}:${d.language}`));
    const sourceOf = new Map(sources.map((s) => [s.pageId, s]));
    const slugOf = new Map(sites.map((s) => [s.id, s.slug]));
    const rows: TranslationGridRow[] = [];
    const languages = new Set<string>();
    for (const page of pages) {
      const source = sourceOf.get(page.id);
      const pageStates = new Map(states.filter((s) => s.pageId === page.id).map((s) => [s.language, s]));
      const targets = this.targetsOf(page).filter((l) => !filter.language || l === filter.language);
      const cells = targets.map((language) => {
        const row = pageStates.get(language);
        return {
          language,
          entry: row ? toEntry(row) : null,
          outdated: !!(row?.importedAt && source && source.updatedAt > row.importedAt),
          hasDraft: draftKeys.has(`${page.id}:${language}`),
        };
      });
      const matches =
        !filter.state ||
        cells.some((c) => (filter.state === 'not-started' ? !c.entry : c.entry?.translationState === filter.state));
      if (!matches) continue;
      targets.forEach((l) => languages.add(l));
      const version = source ? await this.content.findStoredVersion(page.id, page.sourceLanguage, 'PUBLISHED') : null;
      rows.push({
        pageId: page.id,
        title: source?.title ?? page.id,
        href: version
          ? pagePath(localeUrlCode, slugOf.get(page.siteId) ?? null, version.parentSlug, version.slug)
          : null,
        sourceLanguage: page.sourceLanguage,
        cells,
        overall: overallState(cells.flatMap((c) => (c.entry ? [c.entry.translationState] : []))),
      });
    }
    return { rows, languages: [...languages].sort(), filter };
  }

  private async page(pageId: string): Promise<TranslatablePage> {
    const page = await this.repository.findPage(pageId);
    if (!page) throw TranslationsErrors.PageNotFound(pageId);
    return page;
  }

  private assertTarget(page: TranslatablePage, language: string): void {
    if (!this.targetsOf(page).includes(language)) throw TranslationsErrors.NotATargetLanguage(page.id, language);
  }

  private async entries(page: TranslatablePage): Promise<TranslationStateEntryDto[]> {
    const targets = this.targetsOf(page);
    const rows = await this.repository.listStates([page.id]);
    return targets.flatMap((language) => {
      const row = rows.find((r) => r.language === language);
      return row ? [toEntry(row)] : [];
    });
  }
}
