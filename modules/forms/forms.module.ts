import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { PageRenderer } from '../routing/index.js';
import { BotProtectionService } from './bot-protection.service.js';
import { FormPostHandler } from './form-post.handler.js';
import { FormsController } from './forms.controller.js';
import { FormsRepository } from './forms.repository.js';
import { FormsService } from './forms.service.js';
import { SubmissionGate } from './submission-gate.js';
import { WhitepaperDownloads } from './whitepaper-downloads.js';

@Module({
  imports: [MailModule],
  controllers: [FormsController],
  providers: [
    FormsRepository,
    FormsService,
    BotProtectionService,
    WhitepaperDownloads,
    SubmissionGate,
    FormPostHandler,
    PageRenderer,
  ],
  exports: [SubmissionGate],
})
export class FormsModule {}
