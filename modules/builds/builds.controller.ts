import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type BuildManifest, type LatestBuild, buildManifestPath } from './builds.contract.js';
import type { BuildInfo } from './build-info.js';
import { BuildsErrors } from './builds.errors.js';
import { BUILD_MANIFEST_CACHE_CONTROL, buildManifest } from './route-rules.js';

export const BUILD_INFO = Symbol('BUILD_INFO');

/** Outside the /api prefix (src/app/app.ts excludes BUILD_ROUTES): the browser asks for /builds/… (SPEC §7.2). */
// Files of the page client (SPEC §7.2), not part of the REST API (README § REST API).
@ApiExcludeController()
@Controller('builds')
export class BuildsController {
  private readonly manifest: BuildManifest;
  private readonly manifestFile: string;

  constructor(@Inject(BUILD_INFO) private readonly build: BuildInfo) {
    this.manifest = buildManifest(build);
    this.manifestFile = buildManifestPath(build.buildId).split('/').pop()!;
  }

  /** Polled by every open tab: never from a cache. */
  @Get('latest.json')
  @Header('cache-control', 'no-store')
  latest(): LatestBuild {
    return { buildId: this.build.buildId };
  }

  /** Only the running build's manifest exists here; any other id is a 404 (an old tab learns it is outdated). */
  @Get('meta/:file')
  meta(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): BuildManifest {
    void reply.header('cache-control', 'no-store');
    if (file !== this.manifestFile) throw BuildsErrors.BuildNotFound(file);
    void reply.header('cache-control', BUILD_MANIFEST_CACHE_CONTROL);
    return this.manifest;
  }

  /** Anything else under /builds (a deeper path, an id past Fastify's 100-character parameter limit): never a page. */
  @Get('*')
  @Header('cache-control', 'no-store')
  unknown(): never {
    throw BuildsErrors.BuildFileNotFound();
  }
}
