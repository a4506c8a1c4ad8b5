import { Inject, Injectable } from '@nestjs/common';
import { type SQL, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { pageContent } from '../content/content.schema.js';
import { type Localized, mediaImage, storedFile } from '../files/files.schema.js';
import { mediaRelease } from '../media-releases/media-releases.schema.js';
import { newsFeedItem } from '../news-feed/news-feed.schema.js';
import { part } from '../product-information/product-information.schema.js';
import {
  capability,
  product,
  productClassification,
  productHighlight,
  productImage,
} from '../products/products.schema.js';
import { story, storyContact } from '../stories/stories.schema.js';
import type { ContentImageType, ContentImageUserType } from './media-library.contract.js';

/** An image's columns without its bytes, and the bytes' length. */
const DESCRIPTION = {
  id: mediaImage.id,
  fileName: mediaImage.fileName,
  mimeType: mediaImage.mimeType,
  width: mediaImage.width,
  height: mediaImage.height,
  alternativeText: mediaImage.alternativeText,
  sizeBytes: sql<number>`octet_length(${mediaImage.content})`.mapWith(Number),
  createdAt: mediaImage.createdAt,
  updatedAt: mediaImage.updatedAt,
};

/** One row naming an image: a document (version) and the field it names it in. */
export interface ImageUseRow {
  type: ContentImageUserType;
  id: string;
  title: string;
  language: string | null;
  stage: string | null;
  field: string;
  /** Stored content modules, confirmed by the service (the SQL only finds objects with a matching `id`). */
  modules?: unknown;
}

export interface NewContentImage {
  id: string;
  fileName: string;
  mimeType: ContentImageType;
  width: number;
  height: number;
  content: Buffer;
}

/** `%…%` for ILIKE, with the pattern characters of the search itself taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Stored modules holding an object whose `id` is the image's (jsonpath, any depth). */
const namesInModules = (modules: AnyPgColumn, id: string): SQL =>
  sql`jsonb_path_exists(${modules}, 'strict $.** ? (@.id == $id)', jsonb_build_object('id', ${id}::text))`;

@Injectable()
export class MediaLibraryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A page of images, newest first, whose file name or any alternative text contains `q`; and how many match. */
  async list(options: { offset: number; limit: number; q?: string }) {
    const where = options.q
      ? or(
          sql`${mediaImage.fileName} ilike ${contains(options.q)}`,
          sql`exists (select 1 from jsonb_each_text(${mediaImage.alternativeText}) as alt
                      where alt.value ilike ${contains(options.q)})`,
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(DESCRIPTION)
        .from(mediaImage)
        .where(where)
        .orderBy(desc(mediaImage.createdAt), asc(mediaImage.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ total: count() }).from(mediaImage).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  find(id: string) {
    return this.db
      .select(DESCRIPTION)
      .from(mediaImage)
      .where(eq(mediaImage.id, id))
      .then((rows) => rows[0]);
  }

  insert(image: NewContentImage) {
    return this.db
      .insert(mediaImage)
      .values({ ...image, alternativeText: {} })
      .returning({ id: mediaImage.id })
      .then((rows) => rows[0]!);
  }

  updateAlt(id: string, alternativeText: Localized) {
    return this.db
      .update(mediaImage)
      .set({ alternativeText, updatedAt: new Date() })
      .where(eq(mediaImage.id, id))
      .returning({ id: mediaImage.id })
      .then((rows) => rows[0]);
  }

  delete(id: string) {
    return this.db
      .delete(mediaImage)
      .where(eq(mediaImage.id, id))
      .returning({ id: mediaImage.id })
      .then((rows) => rows[0]);
  }

  /**
   * Every row that names the image: content modules of pages, stories and media releases (every language and
   * stage), the image columns of the catalogue, stories, news and files, (brand logos: the service asks BrandsService).
   */
  async uses(id: string): Promise<ImageUseRow[]> {
    const db = this.db;
    const en = (column: AnyPgColumn) => sql<string>`coalesce(${column}->>'en', '')`;
    const queries: Promise<ImageUseRow[]>[] = [
      db
        .select({
          id: pageContent.pageId,
          title: pageContent.title,
          language: pageContent.language,
          stage: pageContent.stage,
          modules: pageContent.modules,
        })
        .from(pageContent)
        .where(namesInModules(pageContent.modules, id))
        .then((rows) => rows.map((row) => ({ ...row, type: 'page' as const, field: 'modules' }))),
      db
        .select({
          id: story.id,
          title: story.title,
          language: story.language,
          stage: story.stage,
          modules: story.modules,
          teaser: sql<boolean>`${story.teaserImageId} = ${id}`,
        })
        .from(story)
        .where(or(eq(story.teaserImageId, id), namesInModules(story.modules, id)))
        .then((rows) =>
          rows.flatMap(({ teaser, modules, ...row }) => [
            ...(teaser ? [{ ...row, type: 'story' as const, field: 'teaserImage' }] : []),
            { ...row, type: 'story' as const, field: 'modules', modules },
          ]),
        ),
      db
        .select({
          id: mediaRelease.id,
          title: mediaRelease.title,
          language: mediaRelease.language,
          stage: mediaRelease.stage,
          modules: mediaRelease.modules,
        })
        .from(mediaRelease)
        .where(namesInModules(mediaRelease.modules, id))
        .then((rows) => rows.map((row) => ({ ...row, type: 'media-release' as const, field: 'modules' }))),
      this.byColumn(
        'story-contact',
        'image',
        storyContact,
        storyContact.id,
        storyContact.name,
        storyContact.imageId,
        id,
      ),
      db
        .select({ id: newsFeedItem.id, title: newsFeedItem.title, language: newsFeedItem.language })
        .from(newsFeedItem)
        .where(eq(newsFeedItem.imageId, id))
        .then((rows) => rows.map((row) => ({ ...row, type: 'news' as const, stage: null, field: 'image' }))),
      this.byColumn(
        'product',
        'videoThumbnail',
        product,
        product.slug,
        en(product.name),
        product.videoThumbnailImageId,
        id,
      ),
      db
        .select({ id: product.slug, title: en(product.name) })
        .from(productImage)
        .innerJoin(product, eq(product.id, productImage.productId))
        .where(eq(productImage.imageId, id))
        .then((rows) => rows.map((row) => use('product', 'images', row))),
      db
        .select({ id: product.slug, title: en(product.name) })
        .from(productHighlight)
        .innerJoin(product, eq(product.id, productHighlight.productId))
        .where(or(eq(productHighlight.imageId, id), eq(productHighlight.videoImageId, id)))
        .then((rows) => rows.map((row) => use('product', 'highlights', row))),
      this.byColumn(
        'product-classification',
        'image',
        productClassification,
        productClassification.slug,
        en(productClassification.name),
        productClassification.imageId,
        id,
      ),
      this.byColumn('capability', 'image', capability, capability.id, en(capability.name), capability.imageId, id),
      this.byColumn('part', 'image', part, part.articleNumber, part.name, part.imageId, id),
      this.byColumn('file', 'thumbnail', storedFile, storedFile.slug, storedFile.slug, storedFile.thumbnailImageId, id),
    ];
    return (await Promise.all(queries)).flat();
  }

  /** Rows of a table whose image column is the image: one use each, named by `key` and titled by `title`. */
  private byColumn(
    type: ContentImageUserType,
    field: string,
    table: PgTable,
    key: AnyPgColumn,
    title: AnyPgColumn | SQL<string>,
    column: AnyPgColumn,
    id: string,
  ): Promise<ImageUseRow[]> {
    return this.db
      .select({ id: sql<string>`${key}`, title: sql<string>`${title}` })
      .from(table)
      .where(eq(column, id))
      .then((rows) => rows.map((row) => use(type, field, row)));
  }
}

function use(type: ContentImageUserType, field: string, row: { id: string; title: string }): ImageUseRow {
  return { type, id: row.id, title: row.title, language: null, stage: null, field };
}
