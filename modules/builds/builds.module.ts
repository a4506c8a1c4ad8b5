import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { BUILD_INFO, BuildsController } from './builds.controller.js';
import type { BuildInfo } from './build-info.js';

/** The build files of SPEC §7.2, served by Nest outside the /api prefix (listed for `setGlobalPrefix`'s exclude). */
export const BUILD_ROUTES = [
  { path: 'builds/latest.json', method: RequestMethod.GET },
  { path: 'builds/meta/:file', method: RequestMethod.GET },
  { path: 'builds/{*path}', method: RequestMethod.GET },
];

@Module({})
export class BuildsModule {
  static forBuild(build: BuildInfo): DynamicModule {
    return {
      module: BuildsModule,
      controllers: [BuildsController],
      providers: [{ provide: BUILD_INFO, useValue: build }],
    };
  }
}
