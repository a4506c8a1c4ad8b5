import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { FeedbackPages } from './feedback.pages.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';

/** "Was this page helpful?" on CMS pages, stories and product pages, and its counts for editors. */
@Module({
  imports: [RoutingModule, EditorAuthModule],
  controllers: [FeedbackController],
  providers: [FeedbackRepository, FeedbackService, FeedbackPages],
})
export class FeedbackModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: FeedbackPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
