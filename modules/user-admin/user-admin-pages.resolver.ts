import { Injectable, Logger } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { DomainError } from '../../src/core/errors/index.js';
import type { PortalPageRequest, PortalPageResolver } from '../portal-auth/index.js';
import { type SectionResult, sectionViewResult } from '../routing/index.js';
import { USER_ADMIN_API } from './user-admin.contract.js';
import { UserAdminService } from './user-admin.service.js';

export const USER_ADMIN_SEGMENT = 'user-admin';

/**
 * `/{locale}/portal/user-admin` and `/user-admin/{id}` (SPEC §2.2, issue 12 item 2). A user without a delegated
 * administrator role gets 403; a user the administrator may not see is 'Unable to view user details' (404), and
 * a failure to load one 'An error occurred while loading this user' (SPEC §8).
 */
@Injectable()
export class UserAdminPages implements PortalPageResolver {
  private readonly logger = new Logger(UserAdminPages.name);

  constructor(private readonly userAdmin: UserAdminService) {}

  async resolve(request: PortalPageRequest): Promise<SectionResult | undefined> {
    const { rest, user, basePath, locale } = request;
    if (rest.length > 3) return undefined;
    const t = dictionaryFor(locale.language);
    if (!UserAdminService.canAdminister(user)) {
      return { kind: 'forbidden', message: `User administration needs a delegated administrator role` };
    }
    const listPath = `${basePath}/${USER_ADMIN_SEGMENT}`;
    const apiBase = USER_ADMIN_API;
    const crumb = { title: t['userAdmin.title'], href: rest.length === 3 ? listPath : '' };
    if (rest.length === 2) {
      const companyFilter = /^[0-9a-f-]{36}$/i.test(new URLSearchParams(request.search).get('company') ?? '')
        ? new URLSearchParams(request.search).get('company')!
        : '';
      const [users, companies] = await Promise.all([
        this.userAdmin.list(user, companyFilter),
        this.userAdmin.companies(user),
      ]);
      return sectionViewResult(
        'user-admin',
        'list',
        t['userAdmin.title'],
        { basePath: listPath, apiBase, users, companies, companyFilter },
        [crumb],
      );
    }
    const id = rest[2]!;
    try {
      const detail = await this.userAdmin.detail(user, id);
      return sectionViewResult(
        'user-admin',
        'detail',
        detail.fullName || detail.email,
        { basePath: listPath, apiBase, user: detail, error: null },
        [crumb, { title: detail.fullName || detail.email, href: '' }],
      );
    } catch (error) {
      // A user of another company, or none, is a 404 like the API's: the page must not answer 200 for it.
      if (error instanceof DomainError && error.status === 404) {
        return { kind: 'not-found', message: t['userAdmin.error.notFound'] };
      }
      this.logger.error(`user ${id.slice(0, 40)} could not be loaded: ${String(error)}`);
      const title = t['userAdmin.error.loadFailed'];
      return sectionViewResult(
        'user-admin',
        'detail',
        title,
        { basePath: listPath, apiBase, user: null, error: 'load-failed' },
        [crumb, { title, href: '' }],
      );
    }
  }
}
