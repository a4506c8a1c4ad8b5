import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { AccountSettingsService } from '../account-security/index.js';
import { displayName } from '../locales/index.js';
import { definePages, page } from '../routing/index.js';
import type { AccountChoice } from './account.contract.js';

export const ACCOUNT_SEGMENT = 'account';

/** The account's page in the customer area. */
@Injectable()
export class AccountPages {
  constructor(private readonly settings: AccountSettingsService) {}

  readonly table = definePages('account', [
    page({
      // `/{locale}/{portal}/account`: the account settings of the signed-in user. A user of another issuer has no
      // account here (OIDC_ISSUER other than the embedded provider): the service's 404 is the page's.
      pattern: `/${ACCOUNT_SEGMENT}`,
      access: { portal: true },
      load: async ({ viewer, basePath, locale }) => {
        const account = await this.settings.settings(viewer.id);
        const [countries, languages] = await Promise.all([
          this.settings.countryChoices(),
          this.settings.languageChoices(),
        ]);
        // A name on its own in a list starts with a capital, as CLDR's list-or-menu context has it: French CLDR
        // names languages in lower case ('allemand'), the seed by their own name ('Français').
        const listItem = (name: string) => name.charAt(0).toLocaleUpperCase(locale.language) + name.slice(1);
        const named = (
          choices: { code: string; displayNames: Record<string, string> }[],
          kind: 'region' | 'language',
        ): AccountChoice[] =>
          choices
            .map((c) => ({ code: c.code, name: listItem(displayName(c.displayNames, locale.language, c.code, kind)) }))
            .sort((a, b) => a.name.localeCompare(b.name, locale.language));
        return {
          kind: 'view',
          view: {
            section: 'account',
            name: 'settings',
            title: dictionaryFor(locale.language)['account.title'],
            description: '',
            payload: {
              basePath,
              account,
              countries: named(countries, 'region'),
              languages: named(languages, 'language'),
            },
          },
          breadcrumbs: [],
        };
      },
    }),
  ]);
}
