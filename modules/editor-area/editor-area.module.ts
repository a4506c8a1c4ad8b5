import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { MailModule } from '../mail/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { EditorArea, EditorAreaPages } from './editor-area.pages.js';

/**
 * The editor area `/{locale}/editor` (SPEC §1, §2.2): its gate, the sign-in page, and the pages of features above
 * it (page tables with `access: 'editor'`).
 */
@Module({
  imports: [EditorAuthModule, RoutingModule, MailModule],
  providers: [EditorArea, EditorAreaPages],
})
export class EditorAreaModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly area: EditorArea,
    private readonly pages: EditorAreaPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.registerArea(this.area);
    this.pageTables.register(this.pages.table);
  }
}
