import { Injectable, Logger } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import { BrandsService } from '../brands/index.js';
import { ProductsService, capabilitySlug } from '../products/index.js';
import type {
  CapabilityRow,
  ClassificationRow,
  ProductImageRow,
  ProductRow,
  ProductSpecificationRow,
  ProductVariantRow,
} from '../products/products.schema.js';
import {
  CATALOGUE_IMPORT_MAX_ROWS,
  type CapabilityRowDto,
  type CatalogueImportReportDto,
  type CatalogueRow,
  type ClassificationRowDto,
  type FileRowDto,
  type ImageRowDto,
  type ProductRowDto,
  type SpecificationRowDto,
  type VariantRowDto,
} from './catalogue-import.dto.js';
import { CatalogueImportErrors, RowRejected } from './catalogue-import.errors.js';
import { CatalogueImportRepository, type CatalogueTable } from './catalogue-import.repository.js';
import { type Rejection, type ValidRow, applyOrder, rowsOfBody, validateRow } from './catalogue-rows.js';
import { imageIdOf } from './image-reference.js';
import { isUnchanged, changedValues } from './row-diff.js';

type Outcome = 'created' | 'updated' | 'unchanged';

export interface ImportOptions {
  dryRun: boolean;
  atomic: boolean;
  /** The body arrived as NDJSON text (else as parsed JSON). */
  ndjson: boolean;
  /** This site's origin: its own `/api/images/{id}` URLs name media-library images. */
  origin: string;
}

/** Thrown inside the transaction to roll it back (a dry run, or an atomic import with a rejected row). */
class RollBack extends Error {}

/** The bulk writes of a batched run hit a constraint: the run is rolled back and done again row by row. */
class FlushFailed extends Error {}

/** One write a row needs (applied in bulk, or at once in the row's savepoint). */
type Write =
  | { kind: 'insert'; table: CatalogueTable; values: Record<string, unknown> }
  | { kind: 'update'; table: CatalogueTable; key: Record<string, unknown>; values: Record<string, unknown> }
  | { kind: 'delete'; table: CatalogueTable; key: Record<string, unknown> };

/** What a row does: its outcome, its writes, and `commit` to record it in the import's state once written. */
interface Planned {
  outcome: Outcome;
  writes: Write[];
  commit(): void;
}

interface ImportRun {
  counts: Record<Outcome, number>;
  rejected: Rejection[];
  written: boolean;
  state: ImportState;
}

/** Tables in foreign-key order (classifications hold their parents, as rows are ordered parents first). */
const INSERT_ORDER: CatalogueTable[] = [
  'classification',
  'capability',
  'product',
  'variant',
  'specification',
  'image',
  'file',
  'productCapability',
];

/** What the import knows of the catalogue, read once in its transaction and kept current as rows are applied. */
interface ImportState {
  brands: Set<string>;
  classifications: Map<string, ClassificationRow>;
  capabilities: Map<string, CapabilityRow>;
  products: Map<string, ProductRow>;
  variants: Map<string, ProductVariantRow>;
  specifications: Map<string, ProductSpecificationRow>;
  images: Map<string, ProductImageRow>;
  files: Map<string, StoredLink>;
  productCapabilities: Map<string, Set<string>>;
  imageIds: Set<string>;
  fileIds: Map<string, string>;
  /** What changed: product slugs and classification ids (search index, caches). */
  changedProducts: Set<string>;
  changedClassifications: Set<string>;
  changedCapabilities: Set<string>;
}

const specKey = (productId: string, variantId: string | null, key: string, system: string) =>
  `${productId}\u0000${variantId ?? ''}\u0000${key}\u0000${system}`;
interface StoredLink {
  productId: string;
  fileId: string;
  sortIndex: number;
}

const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

/**
 * The catalogue import of integrators (issue 29 item 6): rows validated by their declarations and applied in one
 * transaction by natural key (classification path, capability slug, product slug, variant article number, ...). A
 * dry run, or an atomic import with a refused row, rolls the whole transaction back; otherwise the changed products
 * are re-indexed and the caches dropped after the commit.
 */
@Injectable()
export class CatalogueImportService {
  private readonly logger = new Logger(CatalogueImportService.name);

  constructor(
    private readonly repository: CatalogueImportRepository,
    private readonly brands: BrandsService,
    private readonly products: ProductsService,
  ) {}

  async import(body: unknown, options: ImportOptions): Promise<CatalogueImportReportDto> {
    const parsed = rowsOfBody(body, options.ndjson);
    if ('problem' in parsed) throw CatalogueImportErrors.BadCatalogueImport(parsed.problem);
    if (parsed.rows.length === 0) throw CatalogueImportErrors.BadCatalogueImport('rows must hold at least one row');
    if (parsed.rows.length > CATALOGUE_IMPORT_MAX_ROWS) {
      throw CatalogueImportErrors.BadCatalogueImport(`rows must hold at most ${CATALOGUE_IMPORT_MAX_ROWS} rows`);
    }
    const rejected: Rejection[] = [];
    const valid: ValidRow[] = [];
    for (const raw of parsed.rows) {
      const result = validateRow(raw);
      if ('reason' in result) rejected.push(result);
      else valid.push(result);
    }
    // Read before the transaction opens: BrandsService reads outside it (PGlite has one connection).
    const brands = new Set((await this.brands.listBrands()).map((brand) => brand.id));
    const ordered = applyOrder(valid);
    let run: ImportRun;
    try {
      run = await this.run(ordered, brands, options, 'batched', rejected.length);
    } catch (error) {
      if (!(error instanceof FlushFailed)) throw error;
      // A constraint the checks did not foresee: again row by row, each in a savepoint, to name the row.
      this.logger.warn(`catalogue import: batched writes failed (${error.message}); retrying row by row`);
      run = await this.run(ordered, brands, options, 'per-row', rejected.length);
    }
    const changed = run.written ? changesOf(run.state) : undefined;
    if (changed) await this.products.catalogueChanged(changed);
    const all = [...rejected, ...run.rejected].sort((a, b) => a.line - b.line);
    return { ...run.counts, rejected: all, written: run.written, dryRun: options.dryRun, atomic: options.atomic };
  }

  /**
   * Applies the rows in one transaction. `batched`: every row is checked against the state read at the start (kept
   * current as rows apply) and the writes go out in bulk at the end; `per-row`: each row's writes go out at once in
   * a savepoint, so a row the database refuses undoes only itself.
   */
  private async run(
    rows: ValidRow[],
    brands: Set<string>,
    options: ImportOptions,
    mode: 'batched' | 'per-row',
    /** Rows already refused by their validation (an atomic import then writes nothing). */
    refusedBefore: number,
  ): Promise<ImportRun> {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const rejected: Rejection[] = [];
    const pending: Write[] = [];
    let state: ImportState | undefined;
    let written = false;
    try {
      await this.repository.transaction(async (tx) => {
        state = await this.load(tx, rows, brands, options.origin);
        for (const { line, row } of rows) {
          try {
            const planned = this.plan(state, row, options.origin);
            if (mode === 'per-row') await this.repository.savepoint(tx, (sp) => this.flush(sp, planned.writes));
            else pending.push(...planned.writes);
            planned.commit();
            counts[planned.outcome] += 1;
          } catch (error) {
            rejected.push({ line, reason: this.reasonOf(error, line) });
          }
        }
        if (options.atomic && refusedBefore + rejected.length > 0) throw new RollBack();
        if (mode === 'batched') {
          try {
            await this.flush(tx, pending);
          } catch (error) {
            throw new FlushFailed((error as Error).message);
          }
        }
        // A dry run writes too, then rolls back: what the database would refuse is reported as well.
        if (options.dryRun) throw new RollBack();
      });
      written = true;
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
    return { counts, rejected, written, state: state! };
  }

  /** Inserts in bulk (table by table, what is referred to first), then updates and deletes one by one. */
  private async flush(tx: Database, writes: Write[]): Promise<void> {
    const inserts = new Map<CatalogueTable, Record<string, unknown>[]>(INSERT_ORDER.map((table) => [table, []]));
    for (const write of writes) if (write.kind === 'insert') inserts.get(write.table)!.push(write.values);
    for (const [table, values] of inserts) await this.repository.insertMany(tx, table, values);
    for (const write of writes) {
      if (write.kind === 'update') await this.repository.update(tx, write.table, write.key, write.values);
      if (write.kind === 'delete') await this.repository.delete(tx, write.table, write.key);
    }
  }

  private reasonOf(error: unknown, line: number): string {
    if (error instanceof RowRejected) return error.message;
    // A constraint the checks above did not foresee: the row is refused, the others go on.
    this.logger.warn(`catalogue import: row at line ${line} failed: ${(error as Error).message}`);
    return 'the row could not be stored (it conflicts with existing data)';
  }

  private async load(tx: Database, rows: ValidRow[], brands: Set<string>, origin: string): Promise<ImportState> {
    const productSlugs = new Set<string>();
    const articleNumbers = new Set<string>();
    const imageIds = new Set<string>();
    const fileSlugs = new Set<string>();
    for (const { row } of rows) {
      if (row.type === 'product') productSlugs.add(row.slug);
      if ('product' in row) productSlugs.add(row.product);
      if (row.type === 'variant') articleNumbers.add(row.articleNumber);
      if (row.type === 'specification' && row.variant) articleNumbers.add(row.variant);
      if ('image' in row && typeof row.image === 'string') {
        const id = imageIdOf(row.image, origin);
        if (id) imageIds.add(id);
      }
      if (row.type === 'file') fileSlugs.add(row.file);
    }
    const [classifications, capabilities, products, variants, images, files] = [
      await this.repository.listClassifications(tx),
      await this.repository.listCapabilities(tx),
      await this.repository.productsBySlugs(tx, [...productSlugs]),
      await this.repository.variantsByArticleNumbers(tx, [...articleNumbers]),
      await this.repository.existingImageIds(tx, [...imageIds]),
      await this.repository.storedFilesBySlugs(tx, [...fileSlugs]),
    ];
    const productIds = products.map((p) => p.id);
    const [specifications, productImages, productFiles, productCapabilities] = [
      await this.repository.specificationsOf(tx, productIds),
      await this.repository.imagesOf(tx, productIds),
      await this.repository.filesOf(tx, productIds),
      await this.repository.capabilitiesOf(tx, productIds),
    ];
    const byId = new Map(classifications.map((c) => [c.id, c]));
    const pathOf = (c: ClassificationRow, seen = 0): string => {
      const parent = c.parentId ? byId.get(c.parentId) : undefined;
      return parent && seen < 10 ? `${pathOf(parent, seen + 1)}/${c.slug}` : c.slug;
    };
    const links = new Map<string, Set<string>>();
    for (const link of productCapabilities) {
      if (!links.has(link.productId)) links.set(link.productId, new Set());
      links.get(link.productId)!.add(link.capabilityId);
    }
    return {
      brands,
      classifications: new Map(classifications.map((c) => [pathOf(c), c])),
      capabilities: new Map(capabilities.map((c) => [capabilitySlug(c.name.en ?? c.id), c])),
      products: new Map(products.map((p) => [p.slug, p])),
      variants: new Map(variants.map((v) => [v.articleNumber!, v])),
      specifications: new Map(
        specifications.map((s) => [specKey(s.productId, s.variantId, s.key, s.measurementSystem), s]),
      ),
      images: new Map(productImages.map((i) => [pairKey(i.productId, i.imageId), i])),
      files: new Map(productFiles.map((f) => [pairKey(f.productId, f.fileId), f])),
      productCapabilities: links,
      imageIds: images,
      fileIds: new Map(files.map((f) => [f.slug, f.id])),
      changedProducts: new Set(),
      changedClassifications: new Set(),
      changedCapabilities: new Set(),
    };
  }

  private plan(state: ImportState, row: CatalogueRow, origin: string): Planned {
    switch (row.type) {
      case 'classification':
        return this.classification(state, row, origin);
      case 'capability':
        return this.capability(state, row, origin);
      case 'product':
        return this.product(state, row);
      case 'variant':
        return this.variant(state, row);
      case 'specification':
        return this.specification(state, row);
      case 'image':
        return this.image(state, row, origin);
      case 'file':
        return this.file(state, row);
    }
  }

  /** A media-library image named by id or by this site's own image URL; null clears it. */
  private imageOf(state: ImportState, reference: string | null | undefined, origin: string, field = 'image') {
    if (reference === undefined || reference === null) return reference;
    const id = imageIdOf(reference, origin);
    if (!id) {
      throw new RowRejected(
        `${field}: remote images are not fetched; upload the image to the media library (POST /api/content/images) and send its id`,
      );
    }
    if (!state.imageIds.has(id)) throw new RowRejected(`${field}: no image ${id} in the media library`);
    return id;
  }

  private productOf(state: ImportState, slug: string): ProductRow {
    const found = state.products.get(slug);
    if (!found) throw new RowRejected(`product: no product ${slug} (neither stored nor in this import)`);
    return found;
  }

  /** The insert of a new row, or the update of the fields that differ (none: unchanged); the row as it will be. */
  private upsert<R extends object>(
    table: CatalogueTable,
    existing: R | undefined,
    key: Record<string, unknown>,
    values: Record<string, unknown>,
    created: () => Record<string, unknown>,
  ): { outcome: Outcome; writes: Write[]; row: R } {
    if (!existing) {
      const row = created();
      return { outcome: 'created', writes: [{ kind: 'insert', table, values: row }], row: row as R };
    }
    const changed = changedValues(existing as Record<string, unknown>, values);
    if (isUnchanged(changed)) return { outcome: 'unchanged', writes: [], row: existing };
    return {
      outcome: 'updated',
      writes: [{ kind: 'update', table, key, values: changed }],
      row: { ...existing, ...changed },
    };
  }

  private classification(state: ImportState, row: ClassificationRowDto, origin: string): Planned {
    const slugs = row.path.split('/');
    const parentPath = slugs.slice(0, -1).join('/');
    const parent = parentPath ? state.classifications.get(parentPath) : undefined;
    if (parentPath && !parent) throw new RowRejected(`path: the parent classification ${parentPath} does not exist`);
    const values = defined({
      name: row.name,
      description: row.description,
      sortIndex: row.sortIndex,
      supportedCountries: row.supportedCountries,
      imageId: this.imageOf(state, row.image, origin),
    });
    const existing = state.classifications.get(row.path);
    const planned = this.upsert('classification', existing, { id: existing?.id }, values, () => ({
      id: row.path,
      parentId: parent?.id ?? null,
      slug: slugs.at(-1)!,
      ...values,
    }));
    return {
      ...planned,
      commit: () => {
        state.classifications.set(row.path, planned.row as ClassificationRow);
        if (planned.outcome !== 'unchanged') state.changedClassifications.add((planned.row as ClassificationRow).id);
      },
    };
  }

  private capability(state: ImportState, row: CapabilityRowDto, origin: string): Planned {
    const slug = capabilitySlug(row.name.en!);
    if (!slug) throw new RowRejected('name.en: must hold a letter or a digit (the capability slug is made of it)');
    const values = defined({
      name: row.name,
      description: row.description,
      sortIndex: row.sortIndex,
      imageId: this.imageOf(state, row.image, origin),
    });
    const existing = state.capabilities.get(slug);
    const planned = this.upsert('capability', existing, { id: existing?.id }, values, () => ({
      id: `cap-${slug}`,
      ...values,
    }));
    return {
      ...planned,
      commit: () => {
        state.capabilities.set(slug, planned.row as CapabilityRow);
        if (planned.outcome !== 'unchanged') state.changedCapabilities.add((planned.row as CapabilityRow).id);
      },
    };
  }

  private product(state: ImportState, row: ProductRowDto): Planned {
    const classification = state.classifications.get(row.classification);
    if (!classification) throw new RowRejected(`classification: no classification ${row.classification}`);
    if (!state.brands.has(row.brand)) throw new RowRejected(`brand: no brand ${row.brand}`);
    const capabilityIds = row.capabilities?.map((slug) => {
      const found = state.capabilities.get(slug);
      if (!found) throw new RowRejected(`capabilities: no capability ${slug}`);
      return found.id;
    });
    const values = defined({
      classificationId: classification.id,
      brandId: row.brand,
      type: row.productType,
      status: row.status,
      sortIndex: row.sortIndex,
      supportedCountries: row.supportedCountries,
      name: row.name,
      shortDescription: row.shortDescription,
      longDescription: row.longDescription,
      videoUrl: row.videoUrl,
    });
    const existing = state.products.get(row.slug);
    const planned = this.upsert<ProductRow>('product', existing, { id: existing?.id }, values, () => ({
      id: `prd-${row.slug}`,
      slug: row.slug,
      ...values,
    }));
    const productId = planned.row.id;
    // The product's capabilities become exactly the listed ones (when listed).
    const current = state.productCapabilities.get(productId) ?? new Set<string>();
    const wanted = capabilityIds ? new Set(capabilityIds) : current;
    const links: Write[] = [
      ...[...current]
        .filter((id) => !wanted.has(id))
        .map((capabilityId): Write => ({
          kind: 'delete',
          table: 'productCapability',
          key: { productId, capabilityId },
        })),
      ...[...wanted]
        .filter((id) => !current.has(id))
        .map((capabilityId): Write => ({
          kind: 'insert',
          table: 'productCapability',
          values: { productId, capabilityId },
        })),
    ];
    const outcome = planned.outcome === 'unchanged' && links.length > 0 ? 'updated' : planned.outcome;
    return {
      outcome,
      writes: [...planned.writes, ...links],
      commit: () => {
        state.products.set(row.slug, planned.row);
        state.productCapabilities.set(productId, wanted);
        if (outcome !== 'unchanged') state.changedProducts.add(row.slug);
      },
    };
  }

  private variant(state: ImportState, row: VariantRowDto): Planned {
    const product = this.productOf(state, row.product);
    const values = defined({
      productId: product.id,
      sortIndex: row.sortIndex,
      nameMetric: row.nameMetric,
      nameImperial: row.nameImperial,
    });
    const existing = state.variants.get(row.articleNumber);
    const planned = this.upsert('variant', existing, { id: existing?.id }, values, () => ({
      id: `var-${row.articleNumber}`,
      articleNumber: row.articleNumber,
      ...values,
    }));
    return {
      ...planned,
      commit: () => {
        state.variants.set(row.articleNumber, planned.row as ProductVariantRow);
        if (planned.outcome === 'unchanged') return;
        state.changedProducts.add(row.product);
        // A variant moved from another product changes that product too.
        const previous = existing && [...state.products.values()].find((p) => p.id === existing.productId);
        if (previous) state.changedProducts.add(previous.slug);
      },
    };
  }

  private specification(state: ImportState, row: SpecificationRowDto): Planned {
    const product = this.productOf(state, row.product);
    const variant = row.variant ? state.variants.get(row.variant) : undefined;
    if (row.variant && (!variant || variant.productId !== product.id)) {
      throw new RowRejected(`variant: no variant ${row.variant} of the product ${row.product}`);
    }
    const system = row.system ?? 'None';
    const variantId = variant?.id ?? null;
    const values = defined({ name: row.name, value: row.value, unit: row.unit, sortIndex: row.sortIndex });
    const key = specKey(product.id, variantId, row.key, system);
    const existing = state.specifications.get(key);
    const planned = this.upsert('specification', existing, { id: existing?.id }, values, () => ({
      id: `${variantId ?? product.id}.${row.key}.${system}`,
      productId: product.id,
      variantId,
      key: row.key,
      measurementSystem: system,
      ...values,
    }));
    return {
      ...planned,
      commit: () => {
        state.specifications.set(key, planned.row as ProductSpecificationRow);
        if (planned.outcome !== 'unchanged') state.changedProducts.add(row.product);
      },
    };
  }

  private image(state: ImportState, row: ImageRowDto, origin: string): Planned {
    const product = this.productOf(state, row.product);
    const imageId = this.imageOf(state, row.image, origin)!;
    const values = defined({ name: row.name, isDefault: row.isDefault, sortIndex: row.sortIndex });
    const key = pairKey(product.id, imageId);
    const planned = this.upsert('image', state.images.get(key), { productId: product.id, imageId }, values, () => ({
      productId: product.id,
      imageId,
      ...values,
    }));
    return {
      ...planned,
      commit: () => {
        state.images.set(key, planned.row as ProductImageRow);
        if (planned.outcome !== 'unchanged') state.changedProducts.add(row.product);
      },
    };
  }

  private file(state: ImportState, row: FileRowDto): Planned {
    const product = this.productOf(state, row.product);
    const fileId = state.fileIds.get(row.file);
    if (!fileId) throw new RowRejected(`file: no stored file ${row.file}`);
    const values = defined({ sortIndex: row.sortIndex });
    const key = pairKey(product.id, fileId);
    const planned = this.upsert('file', state.files.get(key), { productId: product.id, fileId }, values, () => ({
      productId: product.id,
      fileId,
      ...values,
    }));
    return {
      ...planned,
      commit: () => {
        state.files.set(key, planned.row as StoredLink);
        if (planned.outcome !== 'unchanged') state.changedProducts.add(row.product);
      },
    };
  }
}

/** What a written import changed, for the search index and the caches; undefined when nothing did. */
function changesOf(state: ImportState) {
  const changes = {
    productSlugs: [...state.changedProducts],
    classificationIds: [...state.changedClassifications],
    capabilityIds: [...state.changedCapabilities],
  };
  return Object.values(changes).some((list) => list.length > 0) ? changes : undefined;
}

/** The fields a row gives (an omitted optional field keeps the stored value; null clears a nullable one). */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
