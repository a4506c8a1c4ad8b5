import { Inject, Injectable } from '@nestjs/common';
import { BRANDS_SOURCE, type BrandsSource } from '../brands/index.js';
import { type CatalogueData, pick, resolveCatalogue, toImageRef } from './catalogue-index.js';
import { capabilitySlug } from './capability-slug.js';
import type { DocumentView } from './products.contract.js';
import { ProductsRepository } from './products.repository.js';
import type { CapabilityPages, ProductDetailData, ProductSource } from './product-source.js';

/** The catalogue in this instance's own tables (the default source): what the service read before issue 33. */
@Injectable()
export class BuiltinProductSource implements ProductSource {
  readonly kind = 'builtin' as const;

  constructor(
    private readonly repository: ProductsRepository,
    /** Brands are content (SPEC §7.4): from the content source, which CONTENT_SOURCE may put upstream. */
    @Inject(BRANDS_SOURCE) private readonly brands: BrandsSource,
  ) {}

  async catalogue(language: string): Promise<CatalogueData> {
    // The brands in one query beside the catalogue's own (joined by id in resolveCatalogue).
    const [classifications, products, variants, productImages, capabilities, productCapabilities, brands] =
      await Promise.all([
        this.repository.listClassifications(),
        this.repository.listProducts(),
        this.repository.listVariants(),
        this.repository.listProductImages(),
        this.repository.listCapabilities(),
        this.repository.listProductCapabilities(),
        this.brands.listBrands(),
      ]);
    const imageIds = [...classifications.map((c) => c.imageId), ...capabilities.map((c) => c.imageId)];
    const images = await this.repository.listImages([...new Set(imageIds.filter((id): id is string => !!id))]);
    return resolveCatalogue(
      { classifications, products, variants, productImages, images, capabilities, productCapabilities, brands },
      language,
    );
  }

  async capabilityPages(): Promise<CapabilityPages[]> {
    const rows = await this.repository.listCapabilities();
    return rows.map((row) => ({
      id: row.id,
      slugs: Object.fromEntries(
        Object.entries(row.name)
          .filter(([, name]) => name.trim() !== '')
          .map(([language, name]) => [language, capabilitySlug(name)]),
      ),
      updatedAt: row.updatedAt,
    }));
  }

  async productDetail(language: string, slug: string): Promise<ProductDetailData | null> {
    const row = await this.repository.findProductBySlug(slug);
    if (!row) return null;
    const [images, specs, highlights, files, relations] = await Promise.all([
      this.repository.listProductImages([row.id]),
      this.repository.listSpecifications(row.id),
      this.repository.listHighlights(row.id),
      this.repository.listFiles(row.id),
      this.repository.listRelations(row.id),
    ]);
    const mediaIds = [
      ...highlights.flatMap((h) => [h.imageId, h.videoImageId]),
      ...files.map((f) => f.thumbnailImageId),
      row.videoThumbnailImageId,
    ].filter((id): id is string => !!id);
    const media = new Map((await this.repository.listImages([...new Set(mediaIds)])).map((m) => [m.id, m]));
    const name = pick(row.name, language);
    const contentLanguage = row.shortDescription[language] ? language : 'en';
    const sortedImages = [...images].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return {
      id: row.id,
      language: contentLanguage,
      longDescription: paragraphs(pick(row.longDescription, language)),
      images: sortedImages.map((image) => ({
        name: image.name,
        default: image.isDefault,
        image: toImageRef(image, language, name)!,
      })),
      // SPEC §5: highlights need a name and an image or a video.
      highlights: highlights
        .filter((h) => pick(h.name, language) !== '' && (h.imageId !== null || h.videoUrl !== null))
        .map((h) => ({
          name: pick(h.name, language),
          shortDescription: pick(h.shortDescription, language),
          longDescription: paragraphs(pick(h.longDescription, language)),
          image: toImageRef(h.imageId ? media.get(h.imageId) : undefined, language, pick(h.name, language)),
          videoUrl: h.videoUrl,
          videoImage: toImageRef(h.videoImageId ? media.get(h.videoImageId) : undefined, language),
        })),
      specs: specs.map((spec) => ({
        key: spec.key,
        name: pick(spec.name, language),
        unit: spec.unit,
        value: spec.value,
        system: spec.measurementSystem,
        variantId: spec.variantId,
      })),
      files: documentsIn(files, language, (id) => toImageRef(id ? media.get(id) : undefined, language)),
      video: row.videoUrl
        ? {
            url: row.videoUrl,
            thumbnail: toImageRef(
              row.videoThumbnailImageId ? media.get(row.videoThumbnailImageId) : undefined,
              language,
            ),
            alt: pick(row.videoAlt, language) || name,
          }
        : null,
      relations: relations.map((r) => ({ productId: r.relatedProductId, type: r.type })),
    };
  }
}

type FileVersionRow = Awaited<ReturnType<ProductsRepository['listFiles']>>[number];

/** One entry per document: the version in the language, else English, else the first one. */
function documentsIn(
  rows: FileVersionRow[],
  language: string,
  thumbnail: (id: string | null) => DocumentView['thumbnail'],
): Omit<DocumentView, 'url'>[] {
  const byFile = new Map<string, FileVersionRow[]>();
  for (const row of rows) byFile.set(row.fileId, [...(byFile.get(row.fileId) ?? []), row]);
  return [...byFile.values()].map((versions) => {
    const version =
      versions.find((v) => v.language === language) ?? versions.find((v) => v.language === 'en') ?? versions[0]!;
    return {
      slug: version.slug,
      name: version.name,
      type: version.type,
      language: version.language,
      extension: version.extension,
      sizeBytes: version.sizeBytes,
      thumbnail: thumbnail(version.thumbnailImageId),
    };
  });
}

/** A long description's paragraphs: blank lines separate them (SPEC §3 longDescription). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
