// The editor area's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { EditorAreaModule } from './editor-area.module.js';
export { isEditorAreaPath } from './editor-area-path.js';
export type { EditorHomePayload, EditorMailsPayload, EditorViewPayloads } from './editor-area.contract.js';
