// Page feedback's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { FeedbackModule } from './feedback.module.js';
export type * from './feedback.contract.js';
