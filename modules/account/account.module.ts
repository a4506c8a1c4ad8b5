import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { AccountPages } from './account.pages.js';
import { AccountController } from './account.controller.js';

/**
 * Issue 12 item 3: the account settings of the customer area (page and API). The account's data, rules and
 * second factor live in `modules/identity` (`AccountSettingsService`), which owns accounts and the sign-in.
 */
@Module({
  imports: [IdentityModule, RoutingModule],
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
