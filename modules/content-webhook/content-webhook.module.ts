import { Module } from '@nestjs/common';
import { ContentWebhookController } from './content-webhook.controller.js';
import { ContentWebhookSender } from './content-webhook.sender.js';

/** The publish webhook between a source instance and its rendering instances (issue 33 headless mode). */
@Module({
  controllers: [ContentWebhookController],
  providers: [ContentWebhookSender],
})
export class ContentWebhookModule {}
