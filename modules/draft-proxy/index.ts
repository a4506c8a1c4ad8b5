// The draft proxy's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { DraftProxyModule } from './draft-proxy.module.js';
export { DRAFT_PROXY_ENDPOINT } from './draft-proxy.graphql.js';
