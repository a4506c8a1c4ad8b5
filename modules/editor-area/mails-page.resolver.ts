import { Inject, Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type MailConfig, mailConfig } from '../mail/mail.config.js';
import { MailService } from '../mail/index.js';
import type { SectionResult } from '../routing/index.js';
import type { EditorPageRequest, EditorPageResolver } from './editor-pages.js';

/** How many of the newest mails the viewer lists. */
export const MAILS_SHOWN = 30;

/**
 * `/{locale}/editor/mails` (issue 12): the newest stored mails with their links, so a demo user can follow an
 * invitation without a mail server. Demo mode only — the mails hold invitation links, which an editor must not
 * be able to use on a real installation; elsewhere the page does not exist.
 */
@Injectable()
export class MailsPage implements EditorPageResolver {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(mailConfig.KEY) private readonly mailSettings: MailConfig,
    private readonly mail: MailService,
  ) {}

  get available(): boolean {
    return this.config.demoMode;
  }

  async resolve(request: EditorPageRequest): Promise<SectionResult | undefined> {
    if (!this.available || request.rest.length !== 2) return undefined;
    const t = dictionaryFor(request.locale.language);
    return {
      kind: 'view',
      view: {
        section: 'editor',
        name: 'mails',
        title: t['mails.title'],
        description: '',
        payload: { mails: await this.mail.latest(MAILS_SHOWN), delivering: this.mailSettings.smtpUrl !== undefined },
      },
      breadcrumbs: [
        { title: t['editor.title'], href: request.basePath },
        { title: t['mails.title'], href: '' },
      ],
    };
  }
}
