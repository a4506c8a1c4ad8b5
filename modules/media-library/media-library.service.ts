import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CacheTags } from '../../src/core/cache/cache-tags.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { BrandsService } from '../brands/index.js';
import { moduleImageIds } from '../content/index.js';
import {
  BuiltinImageOriginals,
  type FilesConfig,
  type ImageOriginal,
  ImagesService,
  filesConfig,
} from '../files/index.js';
import { CONTENT_IMAGE_TYPES } from './media-library.contract.js';
import type {
  ContentImageDetailDto,
  ContentImageDto,
  ContentImagePageDto,
  ContentImageUserDto,
} from './media-library.dto.js';
import { CONTENT_IMAGES_DEFAULT_PAGE_SIZE } from './media-library.dto.js';
import { MediaLibraryErrors } from './media-library.errors.js';
import { type ImageUseRow, MediaLibraryRepository } from './media-library.repository.js';

/** Users named in a 409 message; the rest are counted (the detail route lists them all). */
const USERS_IN_MESSAGE = 10;

export interface UploadedImage {
  fileName: string;
  bytes: Buffer;
}

type ImageRow = NonNullable<Awaited<ReturnType<MediaLibraryRepository['find']>>>;

/**
 * The media library (SPEC §3 Image, §7.8): editors upload images, judged by content, keep their alternative texts
 * per language, and see which documents use them; an image in use cannot be deleted (the documents' image columns
 * would otherwise silently lose it, and their modules would drop it).
 */
@Injectable()
export class MediaLibraryService {
  constructor(
    private readonly repository: MediaLibraryRepository,
    private readonly images: ImagesService,
    @Inject(filesConfig.KEY) private readonly files: FilesConfig,
    private readonly invalidation: PageCacheInvalidation,
    private readonly brands: BrandsService,
    private readonly originals: BuiltinImageOriginals,
  ) {}

  get uploadMaxBytes(): number {
    return this.files.images.uploadMaxBytes;
  }

  async list(query: { page?: number; pageSize?: number; q?: string }): Promise<ContentImagePageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? CONTENT_IMAGES_DEFAULT_PAGE_SIZE;
    const q = query.q?.trim() || undefined;
    const { rows, total } = await this.repository.list({ offset: (page - 1) * pageSize, limit: pageSize, q });
    return { items: rows.map(toContentImage), page, pageSize, total };
  }

  async detail(id: string): Promise<ContentImageDetailDto> {
    const [row, usedBy] = await Promise.all([this.repository.find(id), this.usedBy(id)]);
    if (!row) throw MediaLibraryErrors.ContentImageNotFound(id);
    return { ...toContentImage(row), usedBy };
  }

  /** The stored bytes, type and version: what instances rendering from this one resize (issue 33). */
  async original(id: string): Promise<ImageOriginal> {
    const original = await this.originals.original(id);
    if (!original) throw MediaLibraryErrors.ContentImageNotFound(id);
    return original;
  }

  /**
   * Stores an upload when its content is an accepted type (the name and the declared type are not believed) that
   * sharp can read within the pixel limit; its id is made from the file name and 8 random hex digits.
   */
  async upload(upload: UploadedImage): Promise<ContentImageDetailDto> {
    if (upload.bytes.length === 0) throw MediaLibraryErrors.UploadMissing();
    const sniffed = await fileTypeFromBuffer(upload.bytes);
    const mimeType = CONTENT_IMAGE_TYPES.find((type) => type === sniffed?.mime);
    if (!mimeType) throw MediaLibraryErrors.UploadTypeRefused(CONTENT_IMAGE_TYPES.join(', '));
    const { width, height } = await this.dimensions(upload.bytes);
    const fileName = cleanFileName(upload.fileName);
    const id = imageIdFor(fileName);
    await this.repository.insert({ id, fileName, mimeType, width, height, content: upload.bytes });
    return this.detail(id);
  }

  private async dimensions(bytes: Buffer): Promise<{ width: number; height: number }> {
    const meta = await sharp(bytes, { limitInputPixels: this.files.images.maxInputPixels })
      .metadata()
      .catch((error: unknown) => {
        throw MediaLibraryErrors.UploadUnreadable((error as Error).message);
      });
    if (!meta.width || !meta.height) throw MediaLibraryErrors.UploadUnreadable('no width or height');
    if (meta.width * meta.height > this.files.images.maxInputPixels) {
      throw MediaLibraryErrors.UploadUnreadable(`more than ${this.files.images.maxInputPixels} pixels`);
    }
    return { width: meta.width, height: meta.height };
  }

  /**
   * Replaces the alternative texts (empty ones dropped). Pages showing the image carry its text in their cached
   * data and HTML: whatever read the image is forgotten (docs/cache-invalidation.md).
   */
  async updateAlt(id: string, alt: Record<string, string>): Promise<ContentImageDetailDto> {
    const texts = Object.fromEntries(
      Object.entries(alt)
        .map(([language, text]) => [language, text.trim()] as const)
        .filter(([, text]) => text !== ''),
    );
    if (!(await this.repository.updateAlt(id, texts))) throw MediaLibraryErrors.ContentImageNotFound(id);
    const image = await this.detail(id);
    // Documents read it through MediaImages (tagged per image); the catalogue reads its images' texts itself.
    await this.invalidation.invalidate([CacheTags.document('image', id), CacheTags.listing('product')]);
    return image;
  }

  /** Deletes an image no document uses (409 naming them otherwise), with its resized copies on disk here and elsewhere. */
  async delete(id: string): Promise<void> {
    const usedBy = await this.usedBy(id);
    if (usedBy.length > 0) {
      const named = usedBy.slice(0, USERS_IN_MESSAGE).map(describeUser);
      const more = usedBy.length > USERS_IN_MESSAGE ? ` and ${usedBy.length - USERS_IN_MESSAGE} more` : '';
      throw MediaLibraryErrors.ContentImageInUse(id, `${named.join(', ')}${more}`);
    }
    if (!(await this.repository.delete(id))) throw MediaLibraryErrors.ContentImageNotFound(id);
    await this.images.discardRenders(id);
    // Instances rendering from this one keep the image's version in their data cache: the webhook makes them forget.
    await this.invalidation.invalidate([CacheTags.document('image', id)]);
  }

  /** The documents naming the image, one entry per document with its languages, stages and fields. */
  private async usedBy(id: string): Promise<ContentImageUserDto[]> {
    const [stored, brands] = await Promise.all([this.repository.uses(id), this.brands.listBrands()]);
    // Brand logos name their image by URL (SPEC §3 Brand image).
    const logos = brands
      .filter((b) => b.image?.url === `/api/images/${id}`)
      .map((b) => ({ type: 'brand' as const, id: b.id, title: b.name, language: null, stage: null, field: 'logo' }));
    const rows = [...stored, ...logos].filter((row) => confirmed(row, id));
    const users = new Map<string, ContentImageUserDto>();
    for (const row of rows) {
      const key = `${row.type}\u0000${row.id}`;
      const user = users.get(key) ?? {
        type: row.type,
        id: row.id,
        title: row.title,
        languages: [],
        stages: [],
        fields: [],
      };
      if (row.language === 'en' || user.title === '') user.title = row.title;
      addOnce(user.languages, row.language);
      addOnce(user.stages, row.stage);
      addOnce(user.fields, row.field);
      users.set(key, user);
    }
    return [...users.values()].sort((a, b) => a.type.localeCompare(b.type) || a.id.localeCompare(b.id));
  }
}

/** A module row names the image only in an image field (the SQL found any object with that `id`). */
function confirmed(row: ImageUseRow, id: string): boolean {
  if (row.modules === undefined) return true;
  return Array.isArray(row.modules) && moduleImageIds(row.modules as Parameters<typeof moduleImageIds>[0]).includes(id);
}

function addOnce(list: string[], value: string | null): void {
  if (value !== null && !list.includes(value)) list.push(value);
}

function describeUser(user: ContentImageUserDto): string {
  const languages = user.languages.length > 0 ? ` (${user.languages.join(', ')})` : '';
  return `${user.type} ${user.id}${languages}`;
}

export function toContentImage(row: ImageRow): ContentImageDto {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    alt: row.alternativeText,
    url: `/api/images/${row.id}`,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Bidirectional and other invisible controls reorder or hide what a file name shows: dropped, as any path. */
const UNSHOWABLE = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(UNSHOWABLE, '').trim().slice(0, 255) || 'image';
}

/** `Front View.JPG` → `front-view-3f9a2c1d`: readable, unique, and a valid image id (IMAGE_ID). */
export function imageIdFor(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${stem || 'image'}-${randomBytes(4).toString('hex')}`;
}
