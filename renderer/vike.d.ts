import type { ServerPageContextInit } from '../src/page-services.js';

declare global {
  namespace Vike {
    // Set by the server in src/vike.ts for every render.
    interface PageContextServer extends ServerPageContextInit {}
  }
}

export {};
