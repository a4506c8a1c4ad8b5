import { Inject, Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { MailService } from '../mail/index.js';
import { type MailConfig, mailConfig } from '../mail/mail.config.js';
import {
  type PageArea,
  type PageContext,
  type SectionResult,
  definePages,
  page,
  sectionPath,
} from '../routing/index.js';
import './editor-area.contract.js';

export const EDITOR_SECTION = 'editor';
export const EDITOR_AUTHENTICATION_URL = '/api/editor-area-autentication';
/** How many of the newest mails the viewer lists. */
export const MAILS_SHOWN = 30;

/**
 * `/{locale}/editor` (SPEC §2.2, §4 editor authentication): the sign-in form, or for a signed-in editor what the
 * area offers and a sign-out.
 */
function editorHome(ctx: PageContext<object>, signedIn: boolean, mailsAvailable: boolean): SectionResult {
  const title = dictionaryFor(ctx.locale.language)['editor.title'];
  return {
    kind: 'view',
    view: {
      section: 'editor',
      name: 'home',
      title,
      description: '',
      payload: {
        signedIn,
        authenticationUrl: EDITOR_AUTHENTICATION_URL,
        translationsHref: `${ctx.basePath}/translations`,
        contentHref: `${ctx.basePath}/content`,
        feedbackHref: `${ctx.basePath}/feedback`,
        homeHref: `/${ctx.locale.urlCode}`,
        apiKeysHref: `${ctx.basePath}/api-keys`,
        mailsHref: mailsAvailable ? `${ctx.basePath}/mails` : null,
      },
    },
    breadcrumbs: [{ title, href: '' }],
  };
}

/**
 * The editor area's gate: its pages (`access: 'editor'`, from the features' page tables) are for signed-in
 * editors; anyone else gets the sign-in form on every path of the area, so a bookmarked sub-page leads to sign-in.
 */
@Injectable()
export class EditorArea implements PageArea {
  readonly name = 'editor' as const;
  readonly segment = EDITOR_SECTION;

  constructor(@Inject(CORE_CONFIG) private readonly config: CoreConfig) {}

  enter(ctx: PageContext<object, undefined>): Promise<{ viewer: true } | { refused: SectionResult }> {
    if (ctx.isEditor) return Promise.resolve({ viewer: true });
    return Promise.resolve({ refused: editorHome(ctx, false, this.config.demoMode) });
  }

  /** The area's 404 names the path without the site slug. */
  readonly notFound = (ctx: PageContext<object>): string => {
    const sitePrefix = sectionPath(ctx.locale.urlCode, ctx.site.slug, []);
    return `Page not found: /${ctx.locale.urlCode}${ctx.path.slice(sitePrefix.length)}`;
  };
}

/** The editor area's own pages: its home and the mails viewer. */
@Injectable()
export class EditorAreaPages {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(mailConfig.KEY) private readonly mailSettings: MailConfig,
    private readonly mail: MailService,
  ) {}

  /**
   * The mails viewer exists in demo mode only — the mails hold invitation links, which an editor must
   * not be able to use on a real installation; elsewhere the page does not exist.
   */
  private get mailsAvailable(): boolean {
    return this.config.demoMode;
  }

  readonly table = definePages('editor-area', [
    page({
      pattern: '/',
      access: 'editor',
      load: (ctx) => Promise.resolve(editorHome(ctx, true, this.mailsAvailable)),
    }),
    page({
      // The newest stored mails with their links, so a demo user can follow an invitation without a mail server.
      pattern: '/mails',
      access: 'editor',
      load: async (ctx) => {
        if (!this.mailsAvailable) return undefined;
        const t = dictionaryFor(ctx.locale.language);
        return {
          kind: 'view',
          view: {
            section: 'editor',
            name: 'mails',
            title: t['mails.title'],
            description: '',
            payload: {
              mails: await this.mail.latest(MAILS_SHOWN),
              delivering: this.mailSettings.smtpUrl !== undefined,
            },
          },
          breadcrumbs: [
            { title: t['editor.title'], href: ctx.basePath },
            { title: t['mails.title'], href: '' },
          ],
        };
      },
    }),
  ]);
}
