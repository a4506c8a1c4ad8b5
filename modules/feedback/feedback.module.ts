import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorAreaModule, EditorPages } from '../editor-area/index.js';
import { EditorAuthModule } from '../editor-auth/index.js';
import { RoutingModule } from '../routing/index.js';
import { FeedbackPage } from './feedback-page.resolver.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';

/** "Was this page helpful?" on CMS pages, stories and product pages, and its counts for editors (issue 16 item 3). */
@Module({
  imports: [RoutingModule, EditorAuthModule, EditorAreaModule],
  controllers: [FeedbackController],
  providers: [FeedbackRepository, FeedbackService, FeedbackPage],
})
export class FeedbackModule implements OnModuleInit {
  constructor(
    private readonly editorPages: EditorPages,
    private readonly page: FeedbackPage,
  ) {}

  onModuleInit(): void {
    this.editorPages.register('feedback', this.page);
  }
}
