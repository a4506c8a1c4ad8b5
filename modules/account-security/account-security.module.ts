import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityProviderModule, SecondFactors } from '../identity-provider/index.js';
import { LocalesModule } from '../locales/index.js';
import { AccountSettingsRepository } from './account-settings.repository.js';
import { AccountSettingsService } from './account-settings.service.js';

/**
 * SPEC §5, §6: the signed-in account's security: profile, password and the TOTP second factor, which it lends the
 * provider's sign-in (SecondFactors) at start-up.
 */
@Module({
  imports: [IdentityProviderModule, LocalesModule],
  providers: [AccountSettingsRepository, AccountSettingsService],
  exports: [AccountSettingsService],
})
export class AccountSecurityModule implements OnModuleInit {
  constructor(
    private readonly secondFactors: SecondFactors,
    private readonly accountSettings: AccountSettingsService,
  ) {}

  onModuleInit(): void {
    this.secondFactors.use(this.accountSettings);
  }
}
