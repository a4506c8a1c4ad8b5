import { Module, type OnModuleInit } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { PageTables, RoutingModule, SignedInViewers } from '../routing/index.js';
import { AccountsRepository } from './accounts.repository.js';
import { ApiClientTokensService } from './api-client-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AccountsService } from './accounts.service.js';
import { AccountSettingsRepository } from './account-settings.repository.js';
import { AccountSettingsService } from './account-settings.service.js';
import { IdentityProviderService } from './identity-provider.service.js';
import { OidcClientService } from './oidc-client.service.js';
import { OidcPayloadRepository } from './oidc-payload.repository.js';
import { PortalSessionRepository } from './portal-session.repository.js';
import { PortalSessionService } from './portal-session.service.js';
import { PortalArea, PortalPages } from './portal.pages.js';
import { PortalViewerSource } from './portal-viewer.js';
import { SignInFlow } from './sign-in-flow.js';
import { PortalController } from './portal.controller.js';
import { PortalGuard } from './portal.guard.js';
import { SigningKeysRepository } from './signing-keys.repository.js';
import { SigningKeysService } from './signing-keys.service.js';

/**
 * Issue 10: the embedded OpenID provider, its accounts and companies (items 1), and the site as its client with
 * server-side portal sessions, the portal section and the portal guard (items 2, 3).
 */
@Module({
  imports: [LocalesModule, RoutingModule],
  controllers: [PortalController, AuthController],
  providers: [
    AccountsRepository,
    AccountsService,
    AccountSettingsRepository,
    ApiClientTokensService,
    AccountSettingsService,
    OidcPayloadRepository,
    SigningKeysRepository,
    SigningKeysService,
    IdentityProviderService,
    OidcClientService,
    PortalSessionRepository,
    PortalSessionService,
    PortalArea,
    PortalGuard,
    PortalPages,
    PortalViewerSource,
    SignInFlow,
  ],
  exports: [
    ApiClientTokensService,
    IdentityProviderService,
    AccountsService,
    AccountSettingsService,
    OidcClientService,
    PortalSessionService,
    PortalGuard,
    SignInFlow,
  ],
})
export class IdentityModule implements OnModuleInit {
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
