import { Module, type OnModuleInit } from '@nestjs/common';
import { RoutingModule, SectionRegistry } from '../routing/index.js';
import { OidcClientService } from './oidc-client.service.js';
import { PortalSessionRepository } from './portal-session.repository.js';
import { PortalSessionService } from './portal-session.service.js';
import { PortalSection } from './portal-section.resolver.js';
import { PortalController } from './portal.controller.js';
import { PortalGuard } from './portal.guard.js';

@Module({
  imports: [RoutingModule],
  controllers: [PortalController],
  providers: [OidcClientService, PortalSessionRepository, PortalSessionService, PortalSection, PortalGuard],
  exports: [OidcClientService, PortalSessionService, PortalGuard],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionRegistry,
    private readonly section: PortalSection,
  ) {}

  onModuleInit(): void {
    this.sections.register(this.section);
  }
}
