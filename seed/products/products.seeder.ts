import { type Localized, mediaImage, storedFile, storedFileVersion } from '../../modules/files/files.schema.js';
import { textPdf } from '../../modules/files/index.js';
import { toImperial } from '../../modules/products/index.js';
import {
  capability,
  product,
  productCapability,
  productClassification,
  productFile,
  productHighlight,
  productImage,
  productRelation,
  productSpecification,
  productVariant,
} from '../../modules/products/products.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { upsertRows } from '../../src/core/database/upsert.js';
import { SEED_BRANDS } from '../brands/brands.data.js';
import { SEED_IMAGE_KINDS, datasheetCoverPng, seedImagePng, seedImageSvg } from '../files/assets.js';
import { SEED_CAPABILITIES, SEED_CLASSIFICATIONS } from './classifications.data.js';
import { KINDS, productTexts } from './kinds.data.js';
import { SEED_PRODUCTS, type SeedProduct } from './products.data.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const imageId = (kind: string, view: number) => `img-${kind}-${view}`;
const productId = (slug: string) => `prd-${slug}`;
const DATASHEET_COVER_IMAGE = 'img-datasheet-cover';

/** The raster and vector originals every seeded image points at (generated with sharp, nothing fetched). */
async function imageRows(): Promise<Insert<typeof mediaImage>[]> {
  const rows = await Promise.all(
    SEED_IMAGE_KINDS.flatMap((kind) =>
      [0, 1].map(async (view) => ({ kind, view, png: await seedImagePng(kind, view) })),
    ),
  );
  return [
    ...rows.map(({ kind, view, png }) => ({
      id: imageId(kind, view),
      fileName: `${kind}-${view}.png`,
      mimeType: 'image/png' as const,
      width: 1200,
      height: 900,
      alternativeText: { en: `Illustration: ${kind.replace('-', ' ')}`, de: `Illustration: ${kind.replace('-', ' ')}` },
      content: png,
    })),
    ...SEED_IMAGE_KINDS.map((kind) => ({
      id: imageId(kind, 2),
      fileName: `${kind}-drawing.svg`,
      mimeType: 'image/svg+xml' as const,
      width: 1200,
      height: 900,
      alternativeText: { en: `Drawing: ${kind.replace('-', ' ')}`, de: `Zeichnung: ${kind.replace('-', ' ')}` },
      content: Buffer.from(seedImageSvg(kind, 2)),
    })),
    {
      id: DATASHEET_COVER_IMAGE,
      fileName: 'datasheet-cover.png',
      mimeType: 'image/png' as const,
      width: 512,
      height: 720,
      alternativeText: { en: 'Datasheet', de: 'Datenblatt' },
      content: await datasheetCoverPng(),
    },
  ];
}

const DOCUMENT_TITLES: Record<string, Localized> = {
  datasheet: { en: 'Datasheet', de: 'Datenblatt', fr: 'Fiche technique' },
  brochure: { en: 'Brochure', de: 'Broschüre', fr: 'Brochure' },
  terms: { en: 'Service terms', de: 'Servicebedingungen', fr: 'Conditions de service' },
};

async function documentRows(seed: SeedProduct, index: number) {
  const types = seed.type === 'service' ? ['terms'] : index % 3 === 0 ? ['datasheet', 'brochure'] : ['datasheet'];
  const files: Insert<typeof storedFile>[] = [];
  const versions: Insert<typeof storedFileVersion>[] = [];
  const links: Insert<typeof productFile>[] = [];
  for (const [sortIndex, type] of types.entries()) {
    const id = `file-${seed.slug}-${type}`;
    files.push({
      id,
      slug: `${seed.slug}-${type}`,
      type: type as 'datasheet',
      thumbnailImageId: type === 'datasheet' ? DATASHEET_COVER_IMAGE : null,
    });
    links.push({ productId: productId(seed.slug), fileId: id, sortIndex });
    const languages = type === 'brochure' ? ['en'] : seed.french ? ['en', 'de', 'fr'] : ['en', 'de'];
    for (const language of languages) {
      const title = `${seed.name} – ${DOCUMENT_TITLES[type]![language]}`;
      const content = await textPdf(title, [`Kudex Group · ${language.toUpperCase()}`, `Document ${id}`]);
      versions.push({
        fileId: id,
        language,
        name: title,
        fileName: `${seed.slug}-${type}-${language}.pdf`,
        extension: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: content.length,
        content,
      });
    }
  }
  return { files, versions, links };
}

function specificationRows(seed: SeedProduct, index: number) {
  const template = KINDS[seed.kind];
  const id = productId(seed.slug);
  const specs: Insert<typeof productSpecification>[] = [];
  const variants: Insert<typeof productVariant>[] = [];
  const push = (row: Omit<Insert<typeof productSpecification>, 'id' | 'productId' | 'sortIndex'>) =>
    specs.push({ ...row, id: `${id}.s${specs.length}`, productId: id, sortIndex: specs.length });
  for (const spec of template.specs) {
    if (spec.missingFor?.(index)) continue;
    push({
      key: spec.key,
      name: spec.name,
      value: spec.value(index),
      unit: spec.unit ?? null,
      measurementSystem: spec.system,
    });
    if (seed.ownImperial && spec.imperial) {
      const [value, unit] = spec.imperial(index);
      push({ key: spec.key, name: spec.name, value, unit, measurementSystem: 'Imperial' });
    }
  }
  if (seed.slug === 'cutstrip-9000') {
    // A data-entry duplicate (same name and unit): SPEC §5 drops it from tables and comparisons.
    const weight = template.specs.find((s) => s.key === 'weight')!;
    push({ key: 'weight-duplicate', name: weight.name, value: '999', unit: 'kg', measurementSystem: 'Metric' });
  }
  for (let v = 0; v < (seed.variants ?? 2); v++) {
    const variantId = `${id}.v${v}`;
    const label = template.variantLabel(v);
    const imperial = toImperial(label.value, label.unit ?? null);
    variants.push({
      id: variantId,
      productId: id,
      sortIndex: v,
      nameMetric: `${seed.name} ${label.value}${label.unit ? ` ${label.unit}` : ''}`,
      nameImperial: imperial
        ? `${seed.name} ${imperial.value} ${imperial.unit}`
        : `${seed.name} ${label.value}${label.unit ? ` ${label.unit}` : ''}`,
    });
    for (const spec of template.variantSpecs) {
      push({
        variantId,
        key: spec.key,
        name: spec.name,
        value: spec.value(v, index),
        unit: spec.unit ?? null,
        measurementSystem: spec.system,
      });
    }
  }
  return { specs, variants };
}

const EXTRA_HIGHLIGHT: Localized = {
  en: 'Swiss engineering',
  de: 'Schweizer Ingenieurskunst',
  fr: 'Ingénierie suisse',
};

function highlightRows(seed: SeedProduct): Insert<typeof productHighlight>[] {
  const id = productId(seed.slug);
  const [first, second] = KINDS[seed.kind].highlights;
  return [
    {
      id: `${id}.h0`,
      productId: id,
      sortIndex: 0,
      name: first,
      shortDescription: { en: `${first.en} with the ${seed.name}.`, de: `${first.de} mit ${seed.name}.` },
      longDescription: {
        en: `The ${seed.name} keeps this up shift after shift.\n\nAsk our service team how it fits your line.`,
        de: `${seed.name} hält das Schicht für Schicht durch.\n\nFragen Sie unser Serviceteam, wie es zu Ihrer Linie passt.`,
      },
      imageId: imageId(seed.kind, 1),
    },
    {
      id: `${id}.h1`,
      productId: id,
      sortIndex: 1,
      name: second,
      shortDescription: { en: `${seed.name} in action.`, de: `${seed.name} im Einsatz.` },
      longDescription: {},
      ...(seed.video
        ? { videoUrl: `https://media.kudex.example/videos/${seed.slug}-highlight.mp4`, videoImageId: null }
        : { imageId: imageId(seed.kind, 0) }),
    },
    // SPEC §5: neither has what a highlight needs (a name and an image or a video), so neither is shown.
    { id: `${id}.h2`, productId: id, sortIndex: 2, name: EXTRA_HIGHLIGHT, shortDescription: EXTRA_HIGHLIGHT },
    { id: `${id}.h3`, productId: id, sortIndex: 3, name: {}, imageId: imageId(seed.kind, 1) },
  ];
}

function relationRows(seed: SeedProduct, index: number): Insert<typeof productRelation>[] {
  const id = productId(seed.slug);
  const siblings = SEED_PRODUCTS.filter(
    (other) => other.classification === seed.classification && other.slug !== seed.slug,
  );
  const related = siblings.slice(0, 3).map((other) => ({ slug: other.slug, type: 'related' as const }));
  const components =
    seed.type === 'service'
      ? []
      : seed.kind === 'crimp-center' || seed.kind === 'press'
        ? [
            { slug: 'applicator-refurbishment', type: 'component' as const },
            { slug: 'crimppress-2t', type: 'component' as const },
          ]
        : [{ slug: 'blade-kit', type: 'component' as const }];
  const services =
    seed.type === 'service'
      ? []
      : [
          { slug: index % 2 ? 'care-premium' : 'care-basic', type: 'service' as const },
          { slug: 'operator-training', type: 'service' as const },
        ];
  return [...related, ...components, ...services]
    .filter((relation) => relation.slug !== seed.slug)
    .map((relation, sortIndex) => ({
      productId: id,
      relatedProductId: productId(relation.slug),
      type: relation.type,
      sortIndex,
    }));
}

/** The catalogue of SPEC §3: classifications, capabilities, products with everything they show; idempotent. */
export async function seedCatalogue(db: Database): Promise<void> {
  const brandNames = new Map(SEED_BRANDS.map((b) => [b.id, b.name]));
  await upsertRows(db, mediaImage, await imageRows(), mediaImage.id);
  await upsertRows(
    db,
    productClassification,
    SEED_CLASSIFICATIONS.map((c, sortIndex) => ({
      id: c.id,
      parentId: c.parent,
      slug: c.slug,
      sortIndex,
      imageId: c.image ? imageId(c.image, 0) : null,
      supportedCountries: c.supportedCountries ?? [],
      name: c.name,
      description: c.description,
    })),
    productClassification.id,
  );
  await upsertRows(
    db,
    capability,
    SEED_CAPABILITIES.map((c, sortIndex) => ({
      id: c.id,
      sortIndex,
      name: c.name,
      description: c.description,
      imageId: imageId(c.image, 0),
    })),
    capability.id,
  );

  const products: Insert<typeof product>[] = [];
  const variants: Insert<typeof productVariant>[] = [];
  const specs: Insert<typeof productSpecification>[] = [];
  const images: Insert<typeof productImage>[] = [];
  const highlights: Insert<typeof productHighlight>[] = [];
  const files: Insert<typeof storedFile>[] = [];
  const versions: Insert<typeof storedFileVersion>[] = [];
  const links: Insert<typeof productFile>[] = [];
  const relations: Insert<typeof productRelation>[] = [];
  const capabilities: Insert<typeof productCapability>[] = [];
  for (const [index, seed] of SEED_PRODUCTS.entries()) {
    const id = productId(seed.slug);
    const texts = productTexts(
      seed.name,
      KINDS[seed.kind],
      brandNames.get(seed.brand) ?? seed.brand,
      seed.french === true,
    );
    products.push({
      id,
      slug: seed.slug,
      classificationId: seed.classification,
      brandId: seed.brand,
      type: seed.type ?? 'product',
      status: seed.status ?? 'active',
      sortIndex: index,
      supportedCountries: seed.supportedCountries ?? [],
      name: seed.localizedName ?? { en: seed.name },
      shortDescription: texts.short,
      longDescription: texts.long,
      videoUrl: seed.video ? `https://media.kudex.example/videos/${seed.slug}.mp4` : null,
      videoThumbnailImageId: seed.video && index % 2 === 0 ? imageId(seed.kind, 0) : null,
      videoAlt: seed.video ? { en: `${seed.name} in production`, de: `${seed.name} in der Produktion` } : {},
    });
    const specRows = specificationRows(seed, index);
    variants.push(...specRows.variants);
    specs.push(...specRows.specs);
    images.push(
      { productId: id, imageId: imageId(seed.kind, 0), name: 'front', isDefault: index % 2 === 0, sortIndex: 1 },
      { productId: id, imageId: imageId(seed.kind, 1), name: 'detail', isDefault: index % 2 === 1, sortIndex: 0 },
      { productId: id, imageId: imageId(seed.kind, 2), name: 'drawing', isDefault: false, sortIndex: 2 },
    );
    highlights.push(...highlightRows(seed));
    const documents = await documentRows(seed, index);
    files.push(...documents.files);
    versions.push(...documents.versions);
    links.push(...documents.links);
    relations.push(...relationRows(seed, index));
    capabilities.push(...seed.capabilities.map((capabilityId) => ({ productId: id, capabilityId })));
  }
  await upsertRows(db, product, products, product.id);
  await upsertRows(db, productVariant, variants, productVariant.id);
  await upsertRows(db, productSpecification, specs, productSpecification.id);
  await upsertRows(db, productImage, images, [productImage.productId, productImage.imageId]);
  await upsertRows(db, productHighlight, highlights, productHighlight.id);
  await upsertRows(db, storedFile, files, storedFile.id);
  await upsertRows(db, storedFileVersion, versions, [storedFileVersion.fileId, storedFileVersion.language]);
  await upsertRows(db, productFile, links, [productFile.productId, productFile.fileId]);
  await upsertRows(db, productRelation, relations, [
    productRelation.productId,
    productRelation.relatedProductId,
    productRelation.type,
  ]);
  await upsertRows(db, productCapability, capabilities, [productCapability.productId, productCapability.capabilityId]);
}
