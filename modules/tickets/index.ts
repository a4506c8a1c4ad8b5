// The tickets feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { TicketsModule } from './tickets.module.js';
export { TicketsService, TICKETING_ROLE } from './tickets.service.js';
export { SWEEP_BATCH, TicketUploadsService, UNCLAIMED_UPLOAD_TTL_MS } from './ticket-uploads.service.js';
export { GRAPHQL_ENDPOINT, GRAPHQL_MAX_DEPTH } from './tickets.graphql.js';
export * from './tickets.contract.js';
export { type StoredUpload, UploadInventoryRepository } from './upload-inventory.repository.js';
