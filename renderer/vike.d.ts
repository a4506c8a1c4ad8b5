import type { FormPostState, ServerPageContextInit } from '../modules/routing/page-services.contract.js';

declare global {
  namespace Vike {
    // Set by the server in src/vike.ts for every render.
    interface PageContextServer extends ServerPageContextInit {}
    // A form posted without JavaScript and shown again (passed to the browser so hydration keeps it).
    interface PageContext {
      formPost?: FormPostState;
    }
  }
}

export {};
