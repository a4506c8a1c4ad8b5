import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountSecurityModule } from '../account-security/index.js';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { AccountPages } from './account.pages.js';
import { AccountController } from './account.controller.js';

/**
 * SPEC §5, §6: the account settings of the customer area (page and API). The account's data, rules and
 * second factor live in `modules/account-security` (`AccountSettingsService`).
 */
@Module({
  imports: [PortalAuthModule, AccountSecurityModule, RoutingModule],
  controllers: [AccountController],
  providers: [AccountPages],
})
export class AccountModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: AccountPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
