export { FilesModule } from './files.module.js';
export { FILE_ROUTE } from './file-route.js';
export { textPdf } from './text-pdf.js';
export { SEED_IMAGE_KINDS, datasheetCoverPng, seedImagePng, seedImageSvg } from './seed-assets.js';
