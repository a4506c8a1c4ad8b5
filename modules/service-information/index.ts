// The service-information upstream's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { ServiceInformationModule } from './service-information.module.js';
export {
  type RefusalMapper,
  type ServiceInformationClient,
  type ServiceInformationRefusal,
  ServiceInformationUpstream,
} from './service-information-upstream.js';
export { SERVICE_INFORMATION_UNAVAILABLE, ServiceInformationErrors } from './service-information.errors.js';
export { graphqlLanguage } from './graphql-language.js';
