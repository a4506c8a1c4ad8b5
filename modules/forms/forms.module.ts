import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { BotProtectionService } from './bot-protection.service.js';
import { FormsController } from './forms.controller.js';
import { FormsRepository } from './forms.repository.js';
import { FormsService } from './forms.service.js';
import { SubmissionGate } from './submission-gate.js';
import { WhitepaperDownloads } from './whitepaper-downloads.js';

@Module({
  imports: [MailModule],
  controllers: [FormsController],
  providers: [FormsRepository, FormsService, BotProtectionService, WhitepaperDownloads, SubmissionGate],
  exports: [SubmissionGate],
})
export class FormsModule {}
