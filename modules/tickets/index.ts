// The tickets feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { TicketsModule } from './tickets.module.js';
export { TicketsService, TICKETING_ROLE } from './tickets.service.js';
export { SWEEP_BATCH, TicketUploadsService, UNCLAIMED_UPLOAD_TTL_MS } from './ticket-uploads.service.js';
export { AGENT_ROLE, TicketMails } from './ticket-mails.js';
export { incomingUpload, refusedUpload, sendAttachment } from './multipart-upload.js';
export {
  GRAPHQL_ENDPOINT,
  GRAPHQL_MAX_DEPTH,
  type TicketsGraphqlContext,
  type TicketsGraphqlExtension,
  enumOf,
  fromEnum,
  toEnum,
} from './tickets.graphql.js';
export { TicketsGraphql } from './tickets-graphql.service.js';
export { TicketsErrors } from './tickets.errors.js';
export * from './tickets.contract.js';
export { type StoredUpload, UploadInventoryRepository } from './upload-inventory.repository.js';
export { TicketingUpstream } from './ticketing-upstream.js';
export { orWhenTicketingUnavailable } from './ticketing-unavailable.js';
export { type TicketingRefusals, callTicketingAsUser } from './ticketing-call.js';
