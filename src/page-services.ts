import type { CacheScope } from './cache/cache-scope.js';
import type { ResolvedRoute } from '../modules/routing/routing.dto.js';

/**
 * What Vike pages may call on the server, in-process (never over HTTP). Pages import this type only;
 * the implementation is built from Nest providers in `src/vike.ts`.
 */
export interface PageServices {
  resolveRoute(pathname: string, scope: CacheScope): Promise<ResolvedRoute>;
}

/** Fields the server adds to every Vike page context (see renderer/vike.d.ts). */
export interface ServerPageContextInit {
  services: PageServices;
  cacheScope: CacheScope;
  requestId: string;
}
