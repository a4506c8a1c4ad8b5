import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { type BuildManifest, type LatestBuild, buildManifestPath } from './builds.contract.js';
import type { BuildInfo } from './build-info.js';
import { BuildsErrors } from './builds.errors.js';
import { BUILD_MANIFEST_CACHE_CONTROL, buildManifest } from './route-rules.js';

export const BUILD_INFO = Symbol('BUILD_INFO');

/** A manifest's file name (`{buildId}.json`); any other shape is as unknown as an old build's. */
const MANIFEST_FILE = /^[\w.-]{1,100}$/;

/** Outside the /api prefix (src/app/app.ts excludes BUILD_ROUTES): the browser asks for /builds/… (SPEC §7.2). */
// Files of the page client (SPEC §7.2), not part of the REST API (README § REST API).
@ApiExcludeController()
@Public()
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
  // Set before the parameter is checked, so a refused one is not stored either.
  @Header('cache-control', 'no-store')
  meta(
    @Param('file', new ParamPattern(MANIFEST_FILE, (file) => BuildsErrors.BuildNotFound(file))) file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): BuildManifest {
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
