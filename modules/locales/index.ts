export { LocalesModule } from './locales.module.js';
export { LocalesService } from './locales.service.js';
export { LOCALES_SOURCE, type LocalesSource, localeByUrlCode } from './locales.source.js';
export type { CountryResponse, LanguageResponse, LocaleResponse } from './locales.dto.js';
export { displayName } from './locales.mapper.js';
export { sisCodeFor } from './sis-code.js';
export { localeCodes } from './locale-codes.js';
