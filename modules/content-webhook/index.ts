// The content webhook's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { ContentWebhookModule } from './content-webhook.module.js';
