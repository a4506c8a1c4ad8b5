import { Module } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { IdentityProviderService } from './identity-provider.service.js';
import { OidcPayloadRepository } from './oidc-payload.repository.js';
import { SigningKeysRepository } from './signing-keys.repository.js';
import { SigningKeysService } from './signing-keys.service.js';

/** Issue 10 item 1: the embedded OpenID provider, its accounts and companies. */
@Module({
  imports: [LocalesModule],
  providers: [
    AccountsRepository,
    AccountsService,
    OidcPayloadRepository,
    SigningKeysRepository,
    SigningKeysService,
    IdentityProviderService,
  ],
  exports: [IdentityProviderService, AccountsService],
})
export class IdentityModule {}
