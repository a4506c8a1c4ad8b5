export { BUILD_ROUTES, BuildsModule } from './builds.module.js';
export { type BuildInfo, BUILD_INFO_FILE, loadBuildInfo } from './build-info.js';
