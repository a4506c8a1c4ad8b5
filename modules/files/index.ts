export { FilesModule } from './files.module.js';
export { FILE_ROUTE } from './file-route.js';
export { textPdf } from './text-pdf.js';
export { signedImageUrl } from './image-signature.js';
export { ImageRefDto } from './files.dto.js';
export { MediaImages } from './media-images.js';
export { IMAGE_ID, ImagesService } from './images.service.js';
export { filesConfig, type FilesConfig } from './files.config.js';
