import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { MailModule } from '../mail/index.js';
import { RoutingModule, SectionRegistry } from '../routing/index.js';
import { EditorPages } from './editor-pages.js';
import { EditorSection } from './editor-section.resolver.js';
import { MailsPage } from './mails-page.resolver.js';

/**
 * The editor area `/{locale}/editor` (SPEC §1, §2.2): the sign-in page and the editor's sub-pages registered by
 * features above it (EditorPages).
 */
@Module({
  imports: [EditorAuthModule, RoutingModule, MailModule],
  providers: [EditorPages, EditorSection, MailsPage],
  exports: [EditorPages],
})
export class EditorAreaModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionRegistry,
    private readonly section: EditorSection,
    private readonly pages: EditorPages,
    private readonly mailsPage: MailsPage,
  ) {}

  onModuleInit(): void {
    this.sections.register(this.section);
    this.pages.register('mails', this.mailsPage);
  }
}
