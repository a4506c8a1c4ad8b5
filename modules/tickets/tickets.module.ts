import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { TicketUploadsService } from './ticket-uploads.service.js';
import { TicketsGraphql } from './tickets-graphql.service.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

/** Issue 10 item 5: the service tickets of the customer portal. */
@Module({
  imports: [IdentityModule],
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketUploadsService, TicketsGraphql],
  exports: [TicketsService],
})
export class TicketsModule {}
