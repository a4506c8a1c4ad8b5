export { LocalesModule } from './locales.module.js';
export { LocalesService } from './locales.service.js';
export { type CountryResponse, type LanguageResponse, type LocaleResponse, displayName } from './locales.dto.js';
export { sisCodeFor } from './sis-code.js';
export { localeCodes } from './locale-codes.js';
