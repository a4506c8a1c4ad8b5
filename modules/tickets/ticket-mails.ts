import { Inject, Injectable } from '@nestjs/common';
import { type TranslationKey, dictionaryFor, isUiLanguage, translate } from '../../i18n/index.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import type { Database } from '../../src/core/database/database.js';
import { SERVICE_DESK_AGENT_ROLE } from '../identity-provider/identity.contract.js';
import { MailService } from '../mail/index.js';
import type { TicketStatus } from './tickets.contract.js';
import type { TicketRow } from './tickets.schema.js';
import { TicketsRepository } from './tickets.repository.js';

/** The agents' role (beyond SPEC §6, issue 31), whom the team's mails go to. */
export const AGENT_ROLE = SERVICE_DESK_AGENT_ROLE;

const STATUS_KEYS: Record<TicketStatus, TranslationKey> = {
  new: 'tickets.status.new',
  'in-progress': 'tickets.status.inProgress',
  'waiting-for-customer': 'tickets.status.waitingForCustomer',
  solved: 'tickets.status.solved',
  closed: 'tickets.status.closed',
};

type MailTicket = Pick<TicketRow, 'id' | 'number' | 'subject' | 'language' | 'contactAccountId' | 'assigneeAccountId'>;

/**
 * The ticket mails through the outbox (issue 31): to the customer on every agent reply and status change, in the
 * ticket's language with a link to it; to the assignee, or every agent when nobody is assigned, on a new ticket and
 * on a customer's comment. Internal notes are never mailed: nothing here takes one.
 */
@Injectable()
export class TicketMails {
  constructor(
    private readonly mail: MailService,
    private readonly repository: TicketsRepository,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
  ) {}

  private link(language: string, path: string): string {
    return `${this.config.publicBaseUrl.replace(/\/+$/, '')}/${language}/portal/${path}`;
  }

  private languageOf(ticket: MailTicket): string {
    return isUiLanguage(ticket.language) ? ticket.language : 'en';
  }

  private async contactEmail(ticket: MailTicket): Promise<string | undefined> {
    return ticket.contactAccountId ? this.repository.accountEmail(ticket.contactAccountId) : undefined;
  }

  /** The assignee, or every enabled agent when the ticket is unassigned. */
  private teamEmails(ticket: MailTicket): Promise<string[]> {
    return this.repository.agentEmails(AGENT_ROLE, ticket.assigneeAccountId ?? undefined);
  }

  async customerReply(ticket: MailTicket, author: string, text: string, db?: Database): Promise<void> {
    const to = await this.contactEmail(ticket);
    if (!to) return;
    const language = this.languageOf(ticket);
    const dictionary = dictionaryFor(language);
    await this.mail.queue(
      {
        kind: 'ticket',
        to,
        subject: translate(dictionary, 'ticketMail.reply.subject', { number: ticket.number }),
        text: [
          translate(dictionary, 'ticketMail.reply.body', { author, subject: ticket.subject }),
          '',
          text,
          '',
          translate(dictionary, 'ticketMail.link'),
          this.link(language, `tickets/${ticket.id}`),
        ].join('\n'),
      },
      db,
    );
  }

  async customerStatus(ticket: MailTicket, status: TicketStatus, db?: Database): Promise<void> {
    const to = await this.contactEmail(ticket);
    if (!to) return;
    const language = this.languageOf(ticket);
    const dictionary = dictionaryFor(language);
    const label = translate(dictionary, STATUS_KEYS[status]);
    await this.mail.queue(
      {
        kind: 'ticket',
        to,
        subject: translate(dictionary, 'ticketMail.status.subject', { number: ticket.number, status: label }),
        text: [
          translate(dictionary, 'ticketMail.status.body', { subject: ticket.subject, status: label }),
          '',
          translate(dictionary, 'ticketMail.link'),
          this.link(language, `tickets/${ticket.id}`),
        ].join('\n'),
      },
      db,
    );
  }

  /** To the service team (internal, in English): a new ticket or a customer's comment. */
  async team(ticket: MailTicket, event: 'new' | 'comment', author: string, text: string, db?: Database) {
    const subject =
      event === 'new'
        ? `${ticket.number}: new ticket "${ticket.subject}"`
        : `${ticket.number}: ${author} commented on "${ticket.subject}"`;
    const body = [
      event === 'new' ? `${author} opened a ticket:` : `${author} wrote:`,
      '',
      text,
      '',
      'Open it in the service desk:',
      this.link('en', `service-desk/${ticket.id}`),
    ].join('\n');
    for (const to of await this.teamEmails(ticket)) {
      await this.mail.queue({ kind: 'ticket', to, subject, text: body }, db);
    }
  }
}
