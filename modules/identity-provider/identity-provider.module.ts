import { Module } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { IdentityProviderService } from './identity-provider.service.js';
import { OidcPayloadRepository } from './oidc-payload.repository.js';
import { SecondFactors } from './second-factors.js';
import { SigningKeysRepository } from './signing-keys.repository.js';
import { SigningKeysService } from './signing-keys.service.js';

/**
 * SPEC §7.7: the embedded OpenID provider, its accounts and companies, signing keys and sign-in pages. The lowest
 * of the three identity features: `portal-auth` (the site as its client) and `account-security` build on it.
 */
@Module({
  imports: [LocalesModule],
  providers: [
    AccountsRepository,
    AccountsService,
    OidcPayloadRepository,
    SecondFactors,
    SigningKeysRepository,
    SigningKeysService,
    IdentityProviderService,
  ],
  exports: [
    AccountsRepository,
    AccountsService,
    OidcPayloadRepository,
    SecondFactors,
    SigningKeysRepository,
    SigningKeysService,
    IdentityProviderService,
  ],
})
export class IdentityProviderModule {}
