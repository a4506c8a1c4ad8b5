import type { AccountSettingsDto } from './account.dto.js';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../src/core/errors/index.js';
import { AccountSettingsService } from '../account-security/index.js';
import type { PortalPageRequest, PortalPageResolver } from '../portal-auth/index.js';
import { displayName } from '../locales/index.js';
import type { SectionResult } from '../routing/index.js';
import type { AccountChoice } from './account.contract.js';

export const ACCOUNT_SEGMENT = 'account';

/** `/{locale}/{portal}/account` (issue 12 item 3): the account settings page of the signed-in user. */
@Injectable()
export class AccountPages implements PortalPageResolver {
  constructor(private readonly settings: AccountSettingsService) {}

  async resolve(request: PortalPageRequest): Promise<SectionResult | undefined> {
    const { rest, user, basePath, locale } = request;
    if (rest.length !== 2) return undefined;
    let account: AccountSettingsDto;
    try {
      account = await this.settings.settings(user.id);
    } catch (error) {
      // A user of another issuer has no account here (OIDC_ISSUER other than the embedded provider).
      if (error instanceof DomainError && error.status === 404) {
        return { kind: 'not-found', message: `Page not found: ${basePath}/${ACCOUNT_SEGMENT}` };
      }
      throw error;
    }
    const [countries, languages] = await Promise.all([this.settings.countryChoices(), this.settings.languageChoices()]);
    const named = (choices: { code: string; displayNames: Record<string, string> }[]): AccountChoice[] =>
      choices
        .map((c) => ({ code: c.code, name: displayName(c.displayNames, locale.language, c.code) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale.language));
    return {
      kind: 'view',
      view: {
        section: 'account',
        name: 'settings',
        title: `${account.firstName} ${account.lastName}`.trim(),
        description: '',
        payload: { basePath, account, countries: named(countries), languages: named(languages) },
      },
      breadcrumbs: [],
    };
  }
}
