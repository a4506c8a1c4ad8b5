import { Injectable, Logger } from '@nestjs/common';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import { DomainError } from '../../src/core/errors/index.js';
import { definePages, page, sectionPath, sectionViewResult } from '../routing/index.js';
import { INVITATION_SECTION, USER_ADMIN_API } from './user-admin.contract.js';
import { UserAdminService } from './user-admin.service.js';

export const USER_ADMIN_SEGMENT = 'user-admin';

/** A user's id: a UUID (anything else is no user: 'Unable to view user details', 404). */
class UserParams {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  id!: string;
}

/** An invitation's token: the service looks it up (a token it does not know shows the 'invalid' state). */
class InvitationParams {
  @IsString()
  @IsNotEmpty()
  token!: string;
}

/**
 * `/{locale}/portal/user-admin` and `/user-admin/{id}` (SPEC §2.2). A user without a delegated administrator role
 * gets 403; a user the administrator may not see is 'Unable to view user details' (404), and a failure to load one
 * 'An error occurred while loading this user' (SPEC §8). `/{locale}/invitation/{token}`: the link of an invitation
 * mail; the invitee sets a password here and then signs in at the embedded provider. Per visitor, never cached.
 */
@Injectable()
export class UserAdminPages {
  private readonly logger = new Logger(UserAdminPages.name);

  constructor(private readonly userAdmin: UserAdminService) {}

  private static readonly access = {
    portal: {
      service: UserAdminService.canAdminister,
      refused: () => ({
        kind: 'forbidden' as const,
        message: `User administration needs a delegated administrator role`,
      }),
    },
  };

  readonly table = definePages(
    'user-admin',
    [
      page({
        pattern: `/${USER_ADMIN_SEGMENT}`,
        access: UserAdminPages.access,
        load: async ({ viewer, basePath, locale, search }) => {
          const t = dictionaryFor(locale.language);
          const company = new URLSearchParams(search).get('company') ?? '';
          const companyFilter = /^[0-9a-f-]{36}$/i.test(company) ? company : '';
          const [users, companies] = await Promise.all([
            this.userAdmin.list(viewer, companyFilter),
            this.userAdmin.companies(viewer),
          ]);
          const listPath = `${basePath}/${USER_ADMIN_SEGMENT}`;
          return sectionViewResult(
            'user-admin',
            'list',
            t['userAdmin.title'],
            { basePath: listPath, apiBase: USER_ADMIN_API, users, companies, companyFilter },
            [{ title: t['userAdmin.title'], href: '' }],
          );
        },
      }),
      page({
        pattern: `/${USER_ADMIN_SEGMENT}/:id`,
        params: UserParams,
        access: UserAdminPages.access,
        // A user of another company, or none, is a 404 like the API's: the page must not answer 200 for it.
        notFound: ({ locale }) => dictionaryFor(locale.language)['userAdmin.error.notFound'],
        load: async ({ viewer, basePath, locale, params }) => {
          const t = dictionaryFor(locale.language);
          const listPath = `${basePath}/${USER_ADMIN_SEGMENT}`;
          const crumb = { title: t['userAdmin.title'], href: listPath };
          const apiBase = USER_ADMIN_API;
          try {
            const detail = await this.userAdmin.detail(viewer, params.id);
            return sectionViewResult(
              'user-admin',
              'detail',
              detail.fullName || detail.email,
              { basePath: listPath, apiBase, user: detail, error: null },
              [crumb, { title: detail.fullName || detail.email, href: '' }],
            );
          } catch (error) {
            if (error instanceof DomainError) throw error;
            this.logger.error(`user ${params.id.slice(0, 40)} could not be loaded: ${String(error)}`);
            const title = t['userAdmin.error.loadFailed'];
            return sectionViewResult(
              'user-admin',
              'detail',
              title,
              { basePath: listPath, apiBase, user: null, error: 'load-failed' },
              [crumb, { title, href: '' }],
            );
          }
        },
      }),
      page({
        pattern: `/${INVITATION_SECTION}/:token`,
        params: InvitationParams,
        access: 'personal',
        load: async ({ locale, params }) => {
          const t = dictionaryFor(locale.language);
          const payload = await this.userAdmin.openInvitation(params.token, locale.urlCode);
          return {
            kind: 'view',
            view: { section: 'invitation', name: 'accept', title: t['invitation.title'], description: '', payload },
            breadcrumbs: [{ title: t['invitation.title'], href: '' }],
            private: true,
          };
        },
      }),
    ],
    // The invitation's 404 names the path without a site slug.
    {
      notFound: ({ locale, path, site }) =>
        `Page not found: /${locale.urlCode}${path.slice(sectionPath(locale.urlCode, site.slug, []).length)}`,
    },
  );
}
