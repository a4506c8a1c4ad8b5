import { Inject, Injectable, Logger } from '@nestjs/common';
import { IsString, Length, Matches } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import {
  type SectionBreadcrumb,
  type SectionRequest,
  type SectionResult,
  definePages,
  page,
} from '../routing/index.js';
import type { SectionName, SectionViewOf } from '../routing/section-view.contract.js';
import { STORIES_SOURCE, type StoriesSource } from '../stories/index.js';
import { ProductParts } from './product-parts.js';
import { type CatalogueContext, ProductsService } from './products.service.js';
import {
  type CatalogueIndex,
  type IndexedClassification,
  PLACEHOLDER_CLASSIFICATION_SLUG,
  isVisibleIn,
} from './catalogue-index.js';
import {
  type CapabilitiesPagePayload,
  type CapabilityPagePayload,
  type CatalogueViewName,
  type CatalogueViewPayloads,
  type ClassificationPagePayload,
  MEASUREMENT_SYSTEM_COOKIE,
  type MeasurementSystem,
  type ProductPagePayload,
  type RelatedStoryView,
} from './products.contract.js';
import { NO_PRODUCT_MESSAGE } from './products.errors.js';

/** The catalogue's sections (SPEC §2.2): the three top classifications, and the capability pages. */
export const CATALOGUE_SECTIONS = ['products', 'services', 'smart-factory'] as const;
export const CAPABILITIES_SECTION = 'capabilities';
/** The SectionView.section of every catalogue view (the key in pages/cms/section-views.ts). */
export const CATALOGUE_VIEW_SECTION = 'catalogue' satisfies SectionName;

const NOT_FOUND: SectionResult = { kind: 'not-found', message: NO_PRODUCT_MESSAGE };

/** The classification chain (and product slug) below a top classification: slugs only. */
class CataloguePathParams {
  @IsString({ each: true })
  @Matches(/^[a-z0-9-]{1,120}$/, { each: true })
  path!: string[];
}

/** A capability's slug (or another language's, which redirects to it). */
class CapabilityParams {
  @IsString()
  @Length(1, 200)
  slug!: string;
}

/**
 * The catalogue's pages: `/{locale}/products|services|smart-factory/{path…}` to a classification (its chain of
 * slugs) or a product (`/{classification-chain}/{product-slug}`), and `/{locale}/capabilities[/{slug}]` (SPEC
 * §2.2, §2.6, §5). Every 404 of the catalogue says 'No product found'.
 */
@Injectable()
export class ProductsPages {
  private readonly logger = new Logger(ProductsPages.name);

  constructor(
    private readonly products: ProductsService,
    @Inject(STORIES_SOURCE) private readonly stories: StoriesSource,
    private readonly parts: ProductParts,
  ) {}

  readonly table = definePages(
    'products',
    [
      ...CATALOGUE_SECTIONS.flatMap((top) => [
        page({ pattern: `/${top}`, access: 'public', load: (ctx) => this.chain(ctx, [top]) }),
        page({
          pattern: `/${top}/*path`,
          params: CataloguePathParams,
          access: 'public',
          load: (ctx) => this.chain(ctx, [top, ...ctx.params.path]),
        }),
      ]),
      page({
        pattern: `/${CAPABILITIES_SECTION}`,
        access: 'public',
        load: async (ctx) => this.capabilities(await this.catalogueOf(ctx)),
      }),
      page({
        pattern: `/${CAPABILITIES_SECTION}/:slug`,
        params: CapabilityParams,
        access: 'public',
        load: async (ctx) => this.capability(await this.catalogueOf(ctx), ctx.params.slug),
      }),
    ],
    { notFound: () => NO_PRODUCT_MESSAGE },
  );

  private async catalogueOf(request: SectionRequest): Promise<{ index: CatalogueIndex; context: CatalogueContext }> {
    const context = this.products.contextOf(request.locale, request.site.slug);
    return { index: await this.products.catalogue(context.language), context };
  }

  /** The classification at the end of `slugs` (from a top classification), or the product in its parent. */
  private async chain(request: SectionRequest, slugs: readonly string[]): Promise<SectionResult> {
    const { index, context } = await this.catalogueOf(request);
    // SPEC §3: without any classification the placeholder stands in for the catalogue.
    const placeholder = index.classifications.find((c) => c.id === PLACEHOLDER_CLASSIFICATION_SLUG);
    if (placeholder) return slugs.length === 1 ? this.classificationView(index, placeholder, context) : NOT_FOUND;

    let node = index.classifications.find((c) => c.parentId === null && c.slug === slugs[0]);
    if (!node) return NOT_FOUND;
    for (const [i, slug] of slugs.entries()) {
      if (i === 0) continue;
      const child = index.classifications.find((c) => c.parentId === node!.id && c.slug === slug);
      // SPEC §5: child classifications follow the country; a hidden one is not found.
      if (child && isVisibleIn(context.country, child.supportedCountries)) {
        node = child;
        continue;
      }
      if (i !== slugs.length - 1) return NOT_FOUND;
      return this.productView(request, index, node, slug, context);
    }
    return this.classificationView(index, node, context);
  }

  private classificationView(
    index: CatalogueIndex,
    node: IndexedClassification,
    context: CatalogueContext,
  ): SectionResult {
    const lineage = this.products.lineage(index, node, context);
    const payload: ClassificationPagePayload = {
      classification: this.products.classificationSummary(node, context),
      contentLanguage: node.contentLanguage,
      lineage,
      children: index.classifications
        .filter((c) => c.parentId === node.id && isVisibleIn(context.country, c.supportedCountries))
        .map((c) => ({ ...this.products.classificationSummary(c, context), contentLanguage: c.contentLanguage })),
      products: index.products
        .filter((p) => p.classificationId === node.id && isVisibleIn(context.country, p.supportedCountries))
        .map((p) => this.products.reference(index, p, context)),
    };
    return {
      kind: 'view',
      view: this.view('classification', node.name, node.description, payload),
      breadcrumbs: this.lineageCrumbs(index, node, context).map((crumb, i, all) =>
        i === all.length - 1 ? { ...crumb, href: '' } : crumb,
      ),
      ...this.languageOf(`classification:${node.id}`, node.contentLanguage, context),
    };
  }

  private async productView(
    request: SectionRequest,
    index: CatalogueIndex,
    classification: IndexedClassification,
    slug: string,
    context: CatalogueContext,
  ): Promise<SectionResult> {
    const found = index.products.find((p) => p.slug === slug && p.classificationId === classification.id);
    if (!found || !isVisibleIn(context.country, found.supportedCountries)) return NOT_FOUND;
    const detail = await this.products.productDetail(index, found, context);
    if (!detail) return NOT_FOUND;
    const product = { ...detail, relatedStories: await this.relatedStories(request, found.slug) };
    const payload: ProductPagePayload = {
      product,
      parts: await this.parts.list(found.id, context.language),
      partsCart: request.site.id === 'main',
      measurementSystem: await this.measurementSystem(request, context.country),
    };
    return {
      kind: 'view',
      view: this.view('product', product.name, product.shortDescription, payload),
      // SPEC §2.6: the classification lineage, then the product name with an empty route.
      breadcrumbs: [...this.lineageCrumbs(index, classification, context), { title: product.name, href: '' }],
      theme: found.brand.theme,
      ...this.languageOf(`product:${found.slug}`, product.language, context),
    };
  }

  /**
   * SPEC §2.6 breadcrumbs of a classification's branch, each in the language its name is in: a name that fell back
   * to English says so (`lang`), since the page around it is in the visitor's language.
   */
  private lineageCrumbs(
    index: CatalogueIndex,
    node: IndexedClassification,
    context: CatalogueContext,
  ): SectionBreadcrumb[] {
    return this.products.ancestry(index, node).map((c) => ({
      title: c.name,
      href: `${context.prefix}/${c.path}`,
      ...(c.contentLanguage !== context.language ? { lang: c.contentLanguage } : {}),
    }));
  }

  /**
   * The document a view shows, as the sitemaps name it, and the language of its texts: a language without them
   * shows the English ones as fallback content (docs/public-site.md § Search engines).
   */
  private languageOf(
    document: string,
    contentLanguage: string,
    context: CatalogueContext,
  ): Pick<Extract<SectionResult, { kind: 'view' }>, 'document' | 'contentLanguage' | 'unavailableLanguage'> {
    return {
      document,
      contentLanguage,
      unavailableLanguage: contentLanguage === context.language ? null : context.language,
    };
  }

  private capabilityRoute(context: CatalogueContext): string {
    return `${context.prefix}/${CAPABILITIES_SECTION}`;
  }

  private capabilityViews({ index, context }: { index: CatalogueIndex; context: CatalogueContext }) {
    const route = this.capabilityRoute(context);
    return index.capabilities.map((c) => ({
      name: c.name,
      slug: c.slug,
      route: `${route}/${c.slug}`,
      description: c.description,
      image: c.image,
      contentLanguage: c.contentLanguage,
    }));
  }

  private capabilities(catalogue: { index: CatalogueIndex; context: CatalogueContext }): SectionResult {
    const { context } = catalogue;
    const title = dictionaryFor(context.language)['capabilities.title'];
    const views = this.capabilityViews(catalogue);
    // SPEC §8: an empty capability lookup is logged only; the page lists none.
    if (views.length === 0) this.logger.log(`No capabilities in language ${context.language}`);
    const payload: CapabilitiesPagePayload = { capabilities: views };
    return { kind: 'view', view: this.view('capabilities', title, '', payload), breadcrumbs: [{ title, href: '' }] };
  }

  private capability(catalogue: { index: CatalogueIndex; context: CatalogueContext }, slug: string): SectionResult {
    const { index, context } = catalogue;
    const title = dictionaryFor(context.language)['capabilities.title'];
    const found =
      index.capabilities.find((c) => c.slug === slug) ?? index.capabilities.find((c) => c.otherSlugs.includes(slug));
    if (!found) return NOT_FOUND;
    if (found.slug !== slug) {
      // Another language's slug (`/de/capabilities/ultrasonic-welding`): one address per version, this language's.
      return { kind: 'redirect', permanent: true, location: `${this.capabilityRoute(context)}/${found.slug}` };
    }
    const products = index.products
      .filter((p) => p.capabilityIds.includes(found.id) && isVisibleIn(context.country, p.supportedCountries))
      .map((p) => this.products.reference(index, p, context));
    // SPEC §8: an empty product lookup (§7.5 products by capability) is logged only; the page lists none.
    if (products.length === 0) {
      this.logger.log(`No products for capability ${found.slug} in country ${context.country}`);
    }
    const capability = this.capabilityViews(catalogue).find((view) => view.slug === found.slug)!;
    const payload: CapabilityPagePayload = { capability, contentLanguage: found.contentLanguage, products };
    return {
      kind: 'view',
      view: this.view('capability', found.name, found.description, payload),
      breadcrumbs: [
        { title, href: this.capabilityRoute(context) },
        { title: found.name, href: '' },
      ],
      ...this.languageOf(`capability:${found.id}`, found.contentLanguage, context),
    };
  }

  /**
   * SPEC §3 Product detail relatedStories. The product detail is cached per language; the stories apart, under the
   * stories module's own key (language, locale, product slug), so each cache follows its own content. Stories are
   * main-site pages (SPEC §2.3): other sites list none rather than link to a page they do not have.
   */
  private async relatedStories(request: SectionRequest, productSlug: string): Promise<RelatedStoryView[]> {
    if (request.site.slug !== null) return [];
    const { locale } = request;
    const stories = await this.stories.relatedToProduct(
      { language: locale.language, localeCode: locale.code, editor: request.showDrafts },
      productSlug,
    );
    return stories.map((story) => ({ ...story, route: `/${locale.urlCode}/stories/${story.slug}` }));
  }

  /** SPEC §9: the cookie's measurement system, else the country's default, else Metric. */
  private async measurementSystem(request: SectionRequest, country: string): Promise<MeasurementSystem> {
    const fromCookie = request.cookies[MEASUREMENT_SYSTEM_COOKIE];
    if (fromCookie === 'Metric' || fromCookie === 'Imperial') return fromCookie;
    return this.products.defaultMeasurementSystem(country);
  }

  private view<N extends CatalogueViewName>(
    name: N,
    title: string,
    description: string,
    payload: CatalogueViewPayloads[N],
  ): SectionViewOf<typeof CATALOGUE_VIEW_SECTION, N> {
    return { section: CATALOGUE_VIEW_SECTION, name, title, description, payload };
  }
}
