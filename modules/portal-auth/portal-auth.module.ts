import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityProviderModule } from '../identity-provider/index.js';
import { PageTables, RoutingModule, SignedInViewers } from '../routing/index.js';
import { DashboardCounts } from './dashboard-counts.js';
import { ApiClientTokensService } from './api-client-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { OidcClientService } from './oidc-client.service.js';
import { PortalController } from './portal.controller.js';
import { PortalGuard } from './portal.guard.js';
import { PortalArea, PortalPages } from './portal.pages.js';
import { PortalSessionRepository } from './portal-session.repository.js';
import { PortalSessionService } from './portal-session.service.js';
import { PortalViewerSource } from './portal-viewer.js';
import { SignInFlow } from './sign-in-flow.js';

/**
 * SPEC §4, §8: the site as the provider's client: the sign-in flow, server-side portal sessions, the portal guard,
 * the portal section and its pages.
 */
@Module({
  imports: [IdentityProviderModule, RoutingModule],
  controllers: [PortalController, AuthController],
  providers: [
    ApiClientTokensService,
    DashboardCounts,
    OidcClientService,
    PortalSessionRepository,
    PortalSessionService,
    PortalArea,
    PortalGuard,
    PortalPages,
    PortalViewerSource,
    SignInFlow,
  ],
  exports: [ApiClientTokensService, DashboardCounts, OidcClientService, PortalSessionService, PortalGuard, SignInFlow],
})
export class PortalAuthModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly portalArea: PortalArea,
    private readonly portalPages: PortalPages,
    private readonly viewers: SignedInViewers,
    private readonly viewerSource: PortalViewerSource,
  ) {}

  onModuleInit(): void {
    this.pageTables.registerArea(this.portalArea);
    this.pageTables.register(this.portalPages.table);
    // Role-protected pages (SPEC §4) ask the portal session for the visitor's roles.
    this.viewers.use(this.viewerSource);
  }
}
