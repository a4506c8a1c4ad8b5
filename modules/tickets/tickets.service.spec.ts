import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../identity-provider/index.js';
import type { TicketsRepository } from './tickets.repository.js';
import type { TicketMails } from './ticket-mails.js';
import type { TicketOptionRow, TicketRow } from './tickets.schema.js';
import { TicketsService } from './tickets.service.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';

const user = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Carl',
  lastName: 'Carter',
  fullName: 'Carl Carter',
  initials: 'CC',
  email: 'carl@apex.example.com',
  roles: ['kmx_int_serviceticketing_active'],
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: false,
  companyId: COMPANY,
  companyName: 'Apex Cable Systems',
  ...overrides,
});

const option = (kind: TicketOptionRow['kind'], value: string): TicketOptionRow => ({
  id: value,
  companyId: COMPANY,
  kind,
  value,
  label: value.toUpperCase(),
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

const ticketRow = (overrides: Partial<TicketRow> = {}): TicketRow => ({
  id: TICKET,
  companyId: COMPANY,
  number: 'T-10001',
  type: 'breakdown',
  subject: 'Subject',
  description: 'Description',
  location: 'hamburg',
  machine: 'crimper',
  serialNumber: '',
  machineName: '',
  status: 'new',
  language: 'en',
  assigneeAccountId: null,
  firstRespondedAt: null,
  lastActivityAt: new Date(0),
  contactAccountId: null,
  contactName: 'Carl Carter',
  closedAt: null,
  closingReason: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

function repository(overrides: Partial<Record<keyof TicketsRepository, unknown>> = {}) {
  const options = [option('location', 'hamburg'), option('type', 'breakdown'), option('machine', 'crimper')];
  const mock = {
    options: vi.fn().mockResolvedValue(options),
    option: vi.fn((_c: string, kind: string, value: string) =>
      Promise.resolve(options.find((o) => o.kind === kind && o.value === value)),
    ),
    list: vi.fn().mockResolvedValue({ rows: [], total: 0 }),
    find: vi.fn().mockResolvedValue(ticketRow()),
    messages: vi.fn().mockResolvedValue([]),
    attachments: vi.fn().mockResolvedValue([]),
    addComment: vi.fn().mockResolvedValue({ id: 'm' }),
    close: vi.fn().mockResolvedValue(ticketRow({ status: 'closed' })),
    insert: vi.fn().mockResolvedValue(ticketRow()),
    claimAttachments: vi.fn().mockResolvedValue(0),
    ...overrides,
  };
  return { ...mock, transaction: vi.fn((work: (tx: unknown) => unknown) => work(mock)) };
}

const mails = { team: vi.fn(), customerReply: vi.fn(), customerStatus: vi.fn() };
/** No caching in these unit specs: every read reaches the repository mock. */
const passThroughCache = { getOrLoad: (_key: string, load: () => Promise<unknown>) => load() };
const make = (repo = repository()) => ({
  repo,
  sut: new TicketsService(
    repo as unknown as TicketsRepository,
    passThroughCache as unknown as SwrCache,
    mails as unknown as TicketMails,
  ),
});

describe(TicketsService.name, () => {
  describe('access', () => {
    it('refuses a user whose service-ticketing role is not active (403)', async () => {
      const { sut, repo } = make();
      await expect(sut.list(user({ roles: ['kmx_int_assetdb_active'] }))).rejects.toMatchObject({ status: 403 });
      expect(repo.list).not.toHaveBeenCalled();
    });

    it("reads with the user's own company id only", async () => {
      const { sut, repo } = make();
      await sut.list(user(), { status: 'closed', type: 'breakdown', sort: 'created-asc', page: 3, pageSize: 5 });
      expect(repo.list).toHaveBeenCalledWith(
        COMPANY,
        {
          status: 'closed',
          type: 'breakdown',
          machine: undefined,
          sort: 'created-asc',
          offset: 10,
          limit: 5,
        },
        '33333333-3333-4333-8333-333333333333',
      );
    });
  });

  describe('detail', () => {
    it('answers 404 for a ticket the company does not have, and for an id that is no uuid', async () => {
      const { sut, repo } = make(repository({ find: vi.fn().mockResolvedValue(undefined) }));
      await expect(sut.detail(user(), TICKET)).rejects.toMatchObject({ code: 'TicketNotFound', status: 404 });
      await expect(sut.detail(user(), "1' or 1=1")).rejects.toMatchObject({ status: 404 });
      expect(repo.find).toHaveBeenCalledTimes(1);
    });
  });

  describe('create', () => {
    it('lists every missing field with its form message', async () => {
      const { sut, repo } = make();
      await expect(sut.create(user(), { location: 'elsewhere', subject: ' ' })).rejects.toMatchObject({
        status: 400,
        message:
          'Please select a location; Please select a ticket type; Please select the machine concerned; ' +
          'Please enter a subject; Please enter a description',
      });
      expect(repo.insert).not.toHaveBeenCalled();
    });

    it('undoes the ticket when an attachment cannot be claimed', async () => {
      const { sut, repo } = make();
      const input = {
        location: 'hamburg',
        type: 'breakdown',
        machine: 'crimper',
        subject: 'S',
        description: 'D',
        attachmentIds: ['44444444-4444-4444-8444-444444444444'],
      };
      await expect(sut.create(user(), input)).rejects.toMatchObject({ code: 'UploadUnclaimable' });
      expect(repo.claimAttachments).toHaveBeenCalledWith(COMPANY, TICKET, input.attachmentIds);
    });
  });

  describe('addComment', () => {
    it("refuses an empty comment with 'Please enter a comment'", async () => {
      const { sut, repo } = make();
      await expect(sut.addComment(user(), TICKET, '   ')).rejects.toMatchObject({ message: 'Please enter a comment' });
      expect(repo.addComment).not.toHaveBeenCalled();
    });

    it('refuses a comment on a closed ticket', async () => {
      const { sut } = make(repository({ find: vi.fn().mockResolvedValue(ticketRow({ status: 'closed' })) }));
      await expect(sut.addComment(user(), TICKET, 'Hi')).rejects.toMatchObject({ status: 409 });
    });
  });

  describe('close', () => {
    it('takes one of the three closing reasons only', async () => {
      const { sut, repo } = make();
      await expect(sut.close(user(), TICKET, 'fixed')).rejects.toMatchObject({ code: 'ClosingReasonInvalid' });
      await sut.close(user(), TICKET, 'no-longer-relevant');
      expect(repo.close).toHaveBeenCalledWith(COMPANY, TICKET, 'no-longer-relevant');
    });
  });
});
