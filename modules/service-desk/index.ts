// The service desk's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { ServiceDeskModule } from './service-desk.module.js';
export { ServiceDeskService } from './service-desk.service.js';
export { SERVICE_DESK_PORT, type ServiceDeskPort } from './service-desk.port.js';
export * from './service-desk.contract.js';
