// The preview-password gate's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { PreviewGateModule } from './preview-gate.module.js';
export { PREVIEW_COOKIE, PREVIEW_GATE_PAGE, PreviewGate } from './preview-gate.js';
