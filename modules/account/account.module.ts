import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountSecurityModule } from '../account-security/index.js';
import { PortalAuthModule, PortalPages } from '../portal-auth/index.js';
import { ACCOUNT_SEGMENT, AccountPages } from './account-pages.resolver.js';
import { AccountController } from './account.controller.js';

/**
 * SPEC §5, §6: the account settings of the customer area (page and API). The account's data, rules and
 * second factor live in `modules/account-security` (`AccountSettingsService`).
 */
@Module({
  imports: [PortalAuthModule, AccountSecurityModule],
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
