import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../src/core/http/access.decorators.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { SeoErrors } from './seo.errors.js';
import { ROBOTS_PATH, SITEMAPS_FOLDER, SITEMAP_INDEX_PATH } from './seo-routes.js';
import { SeoService } from './seo.service.js';

/** Crawlers may fetch these once an hour; content changes show in the sitemaps at once (seo.service.ts). */
const CACHE_CONTROL = 'public, max-age=3600';
/** A sitemap's file name (`main-en.xml`); any other shape names no sitemap. */
const SITEMAP_FILE = /^[\w.-]{1,200}$/;

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/{site}-{language}.xml` at the root of every host, outside
 * the `/api` prefix (src/app/app.ts), so they are never redirected to a locale.
 */
// Crawler files, not part of the REST API (README § REST API).
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get(ROBOTS_PATH)
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', CACHE_CONTROL)
  robots(): string {
    return this.seo.robotsTxt();
  }

  @Get(SITEMAP_INDEX_PATH)
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', CACHE_CONTROL)
  sitemapIndex(): Promise<string> {
    return this.seo.sitemapIndex();
  }

  @Get(`${SITEMAPS_FOLDER}/:file`)
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', CACHE_CONTROL)
  sitemap(
    @Param('file', new ParamPattern(SITEMAP_FILE, (file) => SeoErrors.SitemapNotFound(file))) file: string,
  ): Promise<string> {
    return this.seo.sitemap(file);
  }
}
