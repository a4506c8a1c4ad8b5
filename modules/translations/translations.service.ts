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

import { countWords } from './inline-codes.js';
import { type PageTexts, applyTexts, extractTexts } from './translatable-texts.js';
import { type XliffVersion, decodeTargets, fromXliff, sourceHash, toXliff } from './xliff-codec.js';
import { schemaProblems } from './xliff-schema.js';

/** Each source text's id, fingerprint and word count (the grid's words still to translate). */
const unitWords = (version: PageTexts) =>
  [...extractTexts(version)].map(([id, text]) => ({ id, hash: sourceHash(text), words: countWords(id, text) }));

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

  /**
   * The source texts as XLIFF (2.0 or 1.2) for one target language; the target goes InProgress. `delta`: only the
   * units whose source changed since the language's last import (or never imported); none is a 404.
   */
  async exportXliff(
    pageId: string,
    language: string,
    options: { version: XliffVersion; delta: boolean } = { version: '2.0', delta: false },
  ): Promise<string> {
    const page = await this.page(pageId);
    this.assertTarget(page, language);
    const source = await this.content.findStoredVersion(pageId, page.sourceLanguage, 'PUBLISHED');
    if (!source) throw TranslationsErrors.NoSourceVersion(pageId, page.sourceLanguage);
    let sources = extractTexts(source);
    if (options.delta) {
      const hashes = (await this.repository.findState(pageId, language))?.sourceHashes ?? {};
      sources = new Map([...sources].filter(([id, text]) => hashes[id] !== sourceHash(text)));
      if (sources.size === 0) throw TranslationsErrors.NothingChanged(pageId, language);
    }
    const xml = toXliff(
      { sourceLanguage: page.sourceLanguage, targetLanguage: language, fileId: pageId, sources },
      options.version,
    );
    await this.repository.setState(pageId, language, 'InProgress', { exportedAt: new Date() });
    return xml;
  }

  /**
   * A translated XLIFF (2.0 or 1.2, the version read from the document) back in: checked against its schema (2.0)
   * and the page (file, languages, unit ids, inline codes) before anything is written; then the target language's
   * draft. Units with a target are applied; units of the file without one are listed and keep what they had, and
   * the language stays InProgress until a file translates all its units (then Translated). Texts the file has no
   * unit for keep the language's earlier translation when their source did not change since, else the source text.
   */
  async importXliff(pageId: string, xml: string): Promise<TranslationImportResponseDto> {
    const page = await this.page(pageId);
    const imported = fromXliff(xml);
    // 2.0 is checked against the OASIS schema (about 0.2 s for 2 MB). 1.2 is not: Translate Toolkit's po2xliff,
    // which must import, writes invalid 1.2 (units in the 1.1 namespace, repeated context-group names).
    if (imported.version === '2.0') {
      const problems = await schemaProblems(xml, '2.0');
      if (problems.length > 0) {
        throw TranslationsErrors.InvalidXliff(`not valid against the XLIFF 2.0 schema: ${problems[0]}`);
      }
    }
    if (!imported.fileIds.includes(pageId)) {
      throw TranslationsErrors.InvalidXliff(`the file is for page ${imported.fileIds[0] ?? ''}, not ${pageId}`);
    }
    const languageNames = imported.version === '2.0' ? ['srcLang', 'trgLang'] : ['source-language', 'target-language'];
    if (imported.sourceLanguage !== page.sourceLanguage) {
      throw TranslationsErrors.InvalidXliff(
        `${languageNames[0]} ${imported.sourceLanguage} is not ${page.sourceLanguage}, the page's source language`,
      );
    }
    if (!this.targetsOf(page).includes(imported.targetLanguage)) {
      throw TranslationsErrors.InvalidXliff(
        `${languageNames[1]} ${imported.targetLanguage} is not a target of this page`,
      );
    }
    const language = imported.targetLanguage;
    const source = await this.content.findStoredVersion(pageId, page.sourceLanguage, 'PUBLISHED');
    if (!source) throw TranslationsErrors.NoSourceVersion(pageId, page.sourceLanguage);
    const texts = extractTexts(source);
    const { targets, untranslated } = decodeTargets(imported, texts);
    const known = await this.repository.findState(pageId, language);
    const earlier = await this.earlierTranslation(pageId, language);
    // Each text: the file's translation; else an earlier one made for the same source text; else the source.
    const translations = new Map<string, string>();
    const hashes: Record<string, string> = {};
    for (const [id, text] of texts) {
      const hash = sourceHash(text);
      const fromFile = targets.get(id);
      const kept = known?.sourceHashes[id] === hash ? earlier.get(id) : undefined;
      if (fromFile !== undefined) {
        translations.set(id, fromFile);
        hashes[id] = hash;
      } else if (kept !== undefined) {
        translations.set(id, kept);
        hashes[id] = hash;
      }
    }
    const translated = applyTexts(source, translations);
    const state = untranslated.length === 0 ? 'Translated' : 'InProgress';
    // The draft and its state in one transaction: a server killed mid-import leaves both or neither.
    await this.repository.transaction(async (tx) => {
      await this.content.saveDraft(
        pageId,
        language,
        { parentSlug: source.parentSlug, slug: source.slug, ...translated, modules: [...translated.modules] },
        tx,
      );
      await this.repository.setState(pageId, language, state, { importedAt: new Date(), sourceHashes: hashes }, tx);
    });
    const entry = (await this.entries(page)).find((e) => e.language === language)!;
    // The editor is told how many units the file filled, which it left untranslated, and how many it did not have.
    return {
      ...entry,
      units: {
        imported: targets.size,
        skipped: texts.size - imported.units.size,
        untranslated,
        wordsToTranslate: [...texts].reduce((sum, [id, text]) => sum + (hashes[id] ? 0 : countWords(id, text)), 0),
      },
    };
  }

  /** The language's current texts (its draft, else its published version), to keep those a file does not touch. */
  private async earlierTranslation(pageId: string, language: string): Promise<Map<string, string>> {
    const version =
      (await this.content.findStoredVersion(pageId, language, 'DRAFT')) ??
      (await this.content.findStoredVersion(pageId, language, 'PUBLISHED'));
    return version ? extractTexts(version) : new Map();
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
      const units = source ? unitWords(source) : [];
      const cells = targets.map((language) => {
        const row = pageStates.get(language);
        const hashes = row?.sourceHashes ?? {};
        return {
          language,
          entry: row ? toEntry(row) : null,
          outdated: !!(row?.importedAt && source && source.updatedAt > row.importedAt),
          hasDraft: draftKeys.has(`${page.id}:${language}`),
          wordsToTranslate: units.reduce((sum, unit) => sum + (hashes[unit.id] === unit.hash ? 0 : unit.words), 0),
        };
      });
      const matches =
        !filter.state ||
        cells.some((c) => (filter.state === 'not-started' ? !c.entry : c.entry?.translationState === filter.state));
      if (!matches) continue;
      targets.forEach((l) => languages.add(l));
      rows.push({
        pageId: page.id,
        title: source?.title ?? page.id,
        href: source ? pagePath(localeUrlCode, slugOf.get(page.siteId) ?? null, source.parentSlug, source.slug) : null,
        sourceLanguage: page.sourceLanguage,
        sourceWords: units.reduce((sum, unit) => sum + unit.words, 0),
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
