import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { validateInput } from '../../src/core/http/validate-input.js';
import type { UserProfile } from '../identity-provider/index.js';
import {
  TICKET_FORM_MESSAGES,
  TICKET_MAX_PAGE_SIZE,
  TICKET_PAGE_SIZE,
  TICKET_SORTS,
  type TicketDetail,
  type TicketFormOptions,
  type TicketPage,
  type TicketSort,
  isStatusFilter,
} from './tickets.contract.js';
import { AddCommentInputDto, CloseTicketInputDto, CreateTicketInputDto } from './tickets.dto.js';
import { TicketsErrors } from './tickets.errors.js';
import {
  type CompanyOption,
  type OptionLabels,
  optionLabels,
  toFormOptions,
  toTicketDetail,
  toTicketSummary,
} from './tickets.mapper.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketMails } from './ticket-mails.js';
import { isUiLanguage } from '../../i18n/languages.js';
import type { TicketingPort } from './ticketing.port.js';

/** SPEC §6: only users whose service-ticketing role is active use the ticketing. */
export const TICKETING_ROLE = 'kmx_int_serviceticketing_active';

export interface TicketListInput {
  status?: string | null;
  type?: string | null;
  machine?: string | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** What `createTicket` receives before validation (CreateTicketInputDto declares the rules). */
export type CreateTicketInput = { [K in keyof CreateTicketInputDto]?: CreateTicketInputDto[K] | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The rules of the service tickets (SPEC §3, §5); every read and write is the user's company's. The `builtin`
 * ticketing source (issue 33).
 */
@Injectable()
export class TicketsService implements TicketingPort {
  constructor(
    private readonly repository: TicketsRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly mails: TicketMails,
  ) {}

  /** True when the user may use the ticketing (SPEC §6). */
  static canUse(user: UserProfile): boolean {
    return user.roles.includes(TICKETING_ROLE) && user.companyId !== '';
  }

  private companyOf(user: UserProfile): string {
    if (!TicketsService.canUse(user)) throw TicketsErrors.ServiceNotActive();
    return user.companyId;
  }

  async formOptions(user: UserProfile): Promise<TicketFormOptions> {
    return toFormOptions(await this.companyOptions(this.companyOf(user)));
  }

  async list(user: UserProfile, input: TicketListInput = {}): Promise<TicketPage> {
    return (await this.listWithOptions(user, input)).page;
  }

  /** The list page's tickets and the form's options, from one read of the company's options. */
  async listWithOptions(
    user: UserProfile,
    input: TicketListInput = {},
  ): Promise<{ page: TicketPage; options: TicketFormOptions }> {
    const companyId = this.companyOf(user);
    const status = isStatusFilter(input.status) ? input.status : undefined;
    const sort: TicketSort = TICKET_SORTS.find((s) => s === input.sort) ?? 'created-desc';
    const pageSize = Math.min(Math.max(Math.trunc(input.pageSize ?? TICKET_PAGE_SIZE), 1), TICKET_MAX_PAGE_SIZE);
    const page = Math.max(Math.trunc(input.page ?? 1), 1);
    const [optionRows, { rows, total }] = await Promise.all([
      this.companyOptions(companyId),
      this.repository.list(
        companyId,
        {
          status,
          type: clean(input.type) || undefined,
          machine: clean(input.machine) || undefined,
          sort,
          offset: (page - 1) * pageSize,
          limit: pageSize,
        },
        isUuid(user.id) ? user.id : undefined,
      ),
    ]);
    const labels = optionLabels(optionRows);
    return {
      page: {
        items: rows.map((row) => ({ ...toTicketSummary(row, labels), unread: row.unread })),
        total,
        page,
        pageSize,
      },
      options: toFormOptions(optionRows),
    };
  }

  /** The ticket as its company's customer sees it; `open` marks its replies read for the user (issue 31). */
  async detail(user: UserProfile, ticketId: string, { open = false } = {}): Promise<TicketDetail> {
    const companyId = this.companyOf(user);
    if (!isUuid(ticketId)) throw TicketsErrors.TicketNotFound();
    // All reads at once: each is scoped to the user's company in its own query, so another company's ticket yields
    // nothing from any of them, and the page waits for one round of queries instead of three.
    const [row, labels, messages, attachments] = await Promise.all([
      this.repository.find(companyId, ticketId),
      this.labels(companyId),
      this.repository.messages(companyId, ticketId),
      this.repository.attachments(companyId, ticketId),
    ]);
    if (!row) throw TicketsErrors.TicketNotFound();
    // The row was found in the user's company just now: marking it read needs no second look.
    if (open && isUuid(user.id)) await this.repository.markRead(row.id, user.id);
    return toTicketDetail(row, labels, messages, attachments);
  }

  /** SPEC §5: location, type and machine from the company's options; subject and description required. */
  /** How many of the user's company's tickets wait for the customer (the dashboard tile); undefined without the service. */
  async waitingCount(user: UserProfile): Promise<number | undefined> {
    return TicketsService.canUse(user) ? this.repository.waitingCount(user.companyId) : undefined;
  }

  /** `language`: the UI language the customer writes in; the ticket's mails use it. */
  async create(user: UserProfile, input: CreateTicketInput, language = 'en'): Promise<TicketDetail> {
    const companyId = this.companyOf(user);
    const { value, errors } = validateInput(CreateTicketInputDto, input);
    const { subject, description, machineName, serialNumber, attachmentIds } = value;
    const [location, type, machine] = await Promise.all([
      this.option(companyId, 'location', value.location),
      this.option(companyId, 'type', value.type),
      this.option(companyId, 'machine', value.machine),
    ]);
    // The form's order: the options first, then the fields' own messages, each once.
    const messages = new Set<string>();
    if (!location) messages.add(TICKET_FORM_MESSAGES.location);
    if (!type) messages.add(TICKET_FORM_MESSAGES.type);
    if (!machine) messages.add(TICKET_FORM_MESSAGES.machine);
    for (const error of errors) if (error.field !== 'attachmentIds') messages.add(error.message);
    if (messages.size > 0) throw TicketsErrors.TicketInvalid([...messages]);
    if (errors.length > 0) throw TicketsErrors.UploadUnclaimable();

    const created = await this.repository.transaction(async (tx) => {
      const created = await tx.insert({
        companyId,
        type: type!.value,
        location: location!.value,
        machine: machine!.value,
        subject,
        description,
        machineName,
        serialNumber,
        status: 'new',
        language: isUiLanguage(language) ? language : 'en',
        contactAccountId: isUuid(user.id) ? user.id : null,
        contactName: user.fullName || user.email,
      });
      // Uploads of the same company only, each once; anything else undoes the ticket.
      const claimed = await tx.claimAttachments(companyId, created.id, attachmentIds);
      if (claimed !== attachmentIds.length) throw TicketsErrors.UploadUnclaimable();
      return created;
    });
    await this.mails.team(created, 'new', created.contactName, `${created.subject}\n\n${created.description}`);
    return this.detail(user, created.id);
  }

  /** SPEC §5: a comment is required ('Please enter a comment'). */
  async addComment(user: UserProfile, ticketId: string, text: string | null | undefined): Promise<TicketDetail> {
    const companyId = this.companyOf(user);
    const { value, errors } = validateInput(AddCommentInputDto, { text });
    if (errors.length > 0) throw TicketsErrors.CommentRequired();
    const body = value.text;
    const ticket = isUuid(ticketId) ? await this.repository.find(companyId, ticketId) : undefined;
    if (!ticket) throw TicketsErrors.TicketNotFound();
    if (ticket.status === 'closed') throw TicketsErrors.TicketAlreadyClosed();
    const author = user.fullName || user.email;
    const added = await this.repository.addComment(companyId, ticketId, { author, body });
    if (!added) throw TicketsErrors.TicketNotFound();
    await this.mails.team(ticket, 'comment', author, body);
    return this.detail(user, ticketId);
  }

  /** SPEC §3: closing takes one of the three closing reasons. */
  async close(user: UserProfile, ticketId: string, reason: string | null | undefined): Promise<TicketDetail> {
    const companyId = this.companyOf(user);
    const { value, errors } = validateInput(CloseTicketInputDto, { reason });
    if (errors.length > 0) throw TicketsErrors.ClosingReasonInvalid();
    const closingReason = value.reason;
    const ticket = isUuid(ticketId) ? await this.repository.find(companyId, ticketId) : undefined;
    if (!ticket) throw TicketsErrors.TicketNotFound();
    if (ticket.status === 'closed') throw TicketsErrors.TicketAlreadyClosed();
    if (!(await this.repository.close(companyId, ticketId, closingReason))) throw TicketsErrors.TicketNotFound();
    return this.detail(user, ticketId);
  }

  private async option(companyId: string, kind: 'location' | 'type' | 'machine', value: unknown) {
    const code = typeof value === 'string' ? value : '';
    return code ? this.repository.option(companyId, kind, code) : undefined;
  }

  private async labels(companyId: string): Promise<OptionLabels> {
    return optionLabels(await this.companyOptions(companyId));
  }

  /**
   * The company's locations, types and machines as the pages show them, from the data cache: the ticket list and
   * every ticket view need them, and only seeding and imports write them (SPEC §9's 30 minutes apply to a change made
   * behind the app's back). Keyed by company, so one company's options are never another's. Creating a ticket checks
   * its choices against the table itself (`option`), never against this copy.
   */
  private companyOptions(companyId: string): Promise<CompanyOption[]> {
    return this.cache.getOrLoad(`tickets:options:${companyId}`, async () =>
      (await this.repository.options(companyId)).map(({ kind, value, label }) => ({ kind, value, label })),
    );
  }
}
