import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule, PortalPages } from '../portal-auth/index.js';
import { MailModule } from '../mail/index.js';
import { RoutingModule, SectionRegistry } from '../routing/index.js';
import { InvitationSection } from './invitation-section.resolver.js';
import { USER_ADMIN_SEGMENT, UserAdminPages } from './user-admin-pages.resolver.js';
import { UserAdminController } from './user-admin.controller.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { UserAdminService } from './user-admin.service.js';

/** Issue 12 item 2: delegated user administration and the invitation page. */
@Module({
  imports: [PortalAuthModule, RoutingModule, MailModule],
  controllers: [UserAdminController],
  providers: [UserAdminRepository, UserAdminService, UserAdminPages, InvitationSection],
})
export class UserAdminModule implements OnModuleInit {
  constructor(
    private readonly portalPages: PortalPages,
    private readonly pages: UserAdminPages,
    private readonly sections: SectionRegistry,
    private readonly invitation: InvitationSection,
  ) {}

  onModuleInit(): void {
    this.portalPages.register(USER_ADMIN_SEGMENT, this.pages);
    this.sections.register(this.invitation);
  }
}
