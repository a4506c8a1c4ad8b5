export { RedirectsModule } from './redirects.module.js';
export { RedirectsService } from './redirects.service.js';
export { RedirectsLookup } from './redirects.lookup.js';
export { REDIRECTS_SOURCE, type RedirectTarget, type RedirectsSource } from './redirects.source.js';
