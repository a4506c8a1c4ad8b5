import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { SectionRequest, SectionResolver, SectionResult } from '../routing/index.js';
import { INVITATION_SECTION } from './user-admin.contract.js';
import { UserAdminService } from './user-admin.service.js';

/**
 * `/{locale}/invitation/{token}` (issue 12): the link of an invitation mail; the invitee sets a password here and
 * then signs in at the embedded provider. Per visitor, so never cached.
 */
@Injectable()
export class InvitationSection implements SectionResolver {
  readonly sections = [INVITATION_SECTION] as const;
  readonly personal = true as const;

  constructor(private readonly userAdmin: UserAdminService) {}

  async resolve(request: SectionRequest): Promise<SectionResult | undefined> {
    const { rest, locale } = request;
    if (rest.length !== 2)
      return { kind: 'not-found', message: `Page not found: /${locale.urlCode}/${rest.join('/')}` };
    const t = dictionaryFor(locale.language);
    const payload = await this.userAdmin.openInvitation(rest[1]!, locale.urlCode);
    return {
      kind: 'view',
      view: { section: 'invitation', name: 'accept', title: t['invitation.title'], description: '', payload },
      breadcrumbs: [{ title: t['invitation.title'], href: '' }],
      private: true,
    };
  }
}
