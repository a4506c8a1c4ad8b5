import { Module } from '@nestjs/common';
import { BotProtectionService } from './bot-protection.service.js';
import { FormsController } from './forms.controller.js';
import { FormsRepository } from './forms.repository.js';
import { FormsService } from './forms.service.js';
import { MailOutboxWorker } from './mail-outbox.worker.js';
import { WhitepaperDownloads } from './whitepaper-downloads.js';

@Module({
  controllers: [FormsController],
  providers: [FormsRepository, FormsService, BotProtectionService, MailOutboxWorker, WhitepaperDownloads],
})
export class FormsModule {}
