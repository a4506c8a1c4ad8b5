export { LocalesModule } from './locales.module.js';
export { LocalesService } from './locales.service.js';
export { type CountryResponse, type LanguageResponse, type LocaleResponse, displayName } from './locales.dto.js';
export { sisCodeFor } from './sis-code.js';
export { seedLocales } from './locales.seed.js';
