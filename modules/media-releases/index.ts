export { MediaReleasesModule } from './media-releases.module.js';
export { MediaReleasesService } from './media-releases.service.js';
export type * from './media-releases.contract.js';
