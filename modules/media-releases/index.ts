export { MediaReleasesModule } from './media-releases.module.js';
export { MediaReleasesService } from './media-releases.service.js';
export { MEDIA_RELEASES_SOURCE, type MediaReleasesSource } from './media-releases.source.js';
export type * from './media-releases.contract.js';
