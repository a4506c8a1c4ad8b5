export { MediaLibraryModule } from './media-library.module.js';
export { CONTENT_IMAGES_PATH } from './media-library.contract.js';
