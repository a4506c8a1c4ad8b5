import { Module } from '@nestjs/common';
import { MailOutboxWorker } from './mail-outbox.worker.js';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

/** The mail outbox every feature sends through. */
@Module({
  providers: [MailRepository, MailService, MailOutboxWorker],
  exports: [MailService],
})
export class MailModule {}
