// The catalogue import (issue 29 item 6): the module, and the NDJSON body parser the app registers.
export { CatalogueImportModule } from './catalogue-import.module.js';
export { NDJSON_MEDIA_TYPE, registerNdjsonBodyParser } from './catalogue-import.body.js';
