// The editor area's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { EditorAreaModule } from './editor-area.module.js';
export { EditorPages, type EditorPageRequest, type EditorPageResolver } from './editor-pages.js';
