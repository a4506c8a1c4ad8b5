import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule, PortalPages } from '../identity/index.js';
import { ACCOUNT_SEGMENT, AccountPages } from './account-pages.resolver.js';
import { AccountController } from './account.controller.js';

/**
 * Issue 12 item 3: the account settings of the customer area (page and API). The account's data, rules and
 * second factor live in `modules/identity` (`AccountSettingsService`), which owns accounts and the sign-in.
 */
@Module({
  imports: [IdentityModule],
  controllers: [AccountController],
  providers: [AccountPages],
})
export class AccountModule implements OnModuleInit {
  constructor(
    private readonly portalPages: PortalPages,
    private readonly pages: AccountPages,
  ) {}

  onModuleInit(): void {
    this.portalPages.register(ACCOUNT_SEGMENT, this.pages);
  }
}
