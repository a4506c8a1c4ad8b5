import type { ServerPageContextInit } from '../modules/routing/page-services.contract.js';

declare global {
  namespace Vike {
    // Set by the server in src/vike.ts for every render.
    interface PageContextServer extends ServerPageContextInit {}
  }
}

export {};
