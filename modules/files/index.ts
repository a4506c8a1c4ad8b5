export { FilesModule } from './files.module.js';
export { FILE_ROUTE } from './file-route.js';
export { SEED_IMAGE_KINDS, datasheetCoverPng, minimalPdf, seedImagePng, seedImageSvg } from './seed-assets.js';
