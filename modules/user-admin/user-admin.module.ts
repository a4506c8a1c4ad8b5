import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { MailModule } from '../mail/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { UserAdminPages } from './user-admin.pages.js';
import { UserAdminController } from './user-admin.controller.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { UserAdminService } from './user-admin.service.js';

/** Delegated user administration and the invitation page. */
@Module({
  imports: [PortalAuthModule, RoutingModule, MailModule],
  controllers: [UserAdminController],
  providers: [UserAdminRepository, UserAdminService, UserAdminPages],
})
export class UserAdminModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: UserAdminPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
