import { describe, expect, it, vi } from 'vitest';
import type { BrandsService } from '../brands/index.js';
import type { ProductsService } from '../products/index.js';
import type { CatalogueImportRepository } from './catalogue-import.repository.js';
import { CatalogueImportService } from './catalogue-import.service.js';
import { imageIdOf } from './image-reference.js';

const ORIGIN = 'https://www.kudex.example';
const product = (slug: string) => ({
  type: 'product',
  slug,
  classification: 'products',
  brand: 'schleuniger',
  name: { en: slug },
});

/** The service over a repository stub whose bulk insert refuses any row of the product `clash`. */
function started() {
  const tx = {};
  const insertMany = vi.fn(async (_tx: unknown, _table: string, rows: { id?: string }[]) => {
    if (rows.some((row) => row.id === 'prd-clash')) throw new Error('duplicate key value violates unique constraint');
  });
  const repository = {
    transaction: vi.fn((work: (db: unknown) => Promise<unknown>) => work(tx)),
    savepoint: vi.fn((_tx: unknown, work: (db: unknown) => Promise<unknown>) => work(tx)),
    listClassifications: vi.fn().mockResolvedValue([{ id: 'products', parentId: null, slug: 'products', name: {} }]),
    listCapabilities: vi.fn().mockResolvedValue([]),
    productsBySlugs: vi.fn().mockResolvedValue([]),
    variantsByArticleNumbers: vi.fn().mockResolvedValue([]),
    specificationsOf: vi.fn().mockResolvedValue([]),
    imagesOf: vi.fn().mockResolvedValue([]),
    filesOf: vi.fn().mockResolvedValue([]),
    capabilitiesOf: vi.fn().mockResolvedValue([]),
    existingImageIds: vi.fn().mockResolvedValue(new Set()),
    storedFilesBySlugs: vi.fn().mockResolvedValue([]),
    insertMany,
    update: vi.fn(),
    delete: vi.fn(),
  } as unknown as CatalogueImportRepository;
  const brands = { listBrands: vi.fn().mockResolvedValue([{ id: 'schleuniger' }]) } as unknown as BrandsService;
  const catalogueChanged = vi.fn().mockResolvedValue(undefined);
  const products = { catalogueChanged } as unknown as ProductsService;
  return { sut: new CatalogueImportService(repository, brands, products), insertMany, catalogueChanged };
}

describe(CatalogueImportService.name, () => {
  describe('import', () => {
    it('refuses only the row the database refuses (row by row after the bulk write failed); the rest is written', async () => {
      const { sut, catalogueChanged } = started();
      const report = await sut.import([product('clash'), product('fine')], {
        dryRun: false,
        atomic: false,
        ndjson: false,
        origin: ORIGIN,
      });
      expect(report).toMatchObject({
        created: 1,
        written: true,
        rejected: [{ line: 1, reason: 'the row could not be stored (it conflicts with existing data)' }],
      });
      expect(catalogueChanged).toHaveBeenCalledWith(expect.objectContaining({ productSlugs: ['fine'] }));
    });

    it('reports what the database would refuse on a dry run too, and changes no cache', async () => {
      const { sut, catalogueChanged } = started();
      const report = await sut.import([product('fine'), product('clash')], {
        dryRun: true,
        atomic: false,
        ndjson: false,
        origin: ORIGIN,
      });
      expect(report).toMatchObject({ created: 1, written: false, rejected: [{ line: 2 }] });
      expect(catalogueChanged).not.toHaveBeenCalled();
    });
  });
});

describe('imageIdOf', () => {
  it('takes a media-library id or this site’s own image URL, never another host', () => {
    expect(imageIdOf('img-press-0', ORIGIN)).toBe('img-press-0');
    expect(imageIdOf('/api/images/img-press-0?size=m', ORIGIN)).toBe('img-press-0');
    expect(imageIdOf(`${ORIGIN}/api/images/img-press-0`, ORIGIN)).toBe('img-press-0');
    expect(imageIdOf('https://evil.example/api/images/img-press-0', ORIGIN)).toBeUndefined();
    expect(imageIdOf('http://169.254.169.254/latest/meta-data', ORIGIN)).toBeUndefined();
    expect(imageIdOf('/api/images/..%2Fsecret', ORIGIN)).toBeUndefined();
  });
});
