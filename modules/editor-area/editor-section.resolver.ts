import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { SectionRequest, SectionResolver, SectionResult } from '../routing/index.js';
import './editor-area.contract.js';
import { EditorPages } from './editor-pages.js';
import { MailsPage } from './mails-page.resolver.js';

export const EDITOR_SECTION = 'editor';
export const EDITOR_AUTHENTICATION_URL = '/api/editor-area-autentication';

/**
 * `/{locale}/editor` (SPEC §2.2, §4 editor authentication): the sign-in form, or for a signed-in editor what the
 * area offers and a sign-out. `/{locale}/editor/{segment}` is a registered sub-page (EditorPages) for editors; for
 * anyone else the sign-in form answers there too, so a bookmarked sub-page leads to sign-in.
 */
@Injectable()
export class EditorSection implements SectionResolver {
  readonly sections = [EDITOR_SECTION] as const;
  readonly personal = true as const;

  constructor(
    private readonly pages: EditorPages,
    private readonly mailsPage: MailsPage,
  ) {}

  async resolve(request: SectionRequest): Promise<SectionResult | undefined> {
    const { rest, locale, isEditor } = request;
    const basePath = `/${locale.urlCode}/${EDITOR_SECTION}`;
    const title = dictionaryFor(locale.language)['editor.title'];
    if (rest.length > 1 && isEditor) {
      const result = await this.pages.get(rest[1])?.resolve({ ...request, basePath });
      return result ?? { kind: 'not-found', message: `Page not found: /${locale.urlCode}/${rest.join('/')}` };
    }
    return {
      kind: 'view',
      view: {
        section: 'editor',
        name: 'home',
        title,
        description: '',
        payload: {
          signedIn: isEditor,
          authenticationUrl: EDITOR_AUTHENTICATION_URL,
          translationsHref: `${basePath}/translations`,
          feedbackHref: `${basePath}/feedback`,
          homeHref: `/${locale.urlCode}`,
          mailsHref: this.mailsPage.available ? `${basePath}/mails` : null,
        },
      },
      breadcrumbs: [{ title, href: '' }],
    };
  }
}
