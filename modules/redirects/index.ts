export { RedirectsModule } from './redirects.module.js';
export { RedirectsService, type RedirectTarget } from './redirects.service.js';
