import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ApiPortalAuth, type PortalRequest } from '../portal-auth/index.js';
import { SERVICE_DESK } from './service-desk.access.js';
import type { AgentTicketView, QueuePage } from './service-desk.contract.js';
import {
  AgentTicketViewDto,
  DeskAssignInputDto,
  DeskReplyInputDto,
  DeskStatusInputDto,
  DeskTextInputDto,
  DeskUploadDto,
  QueuePageDto,
  QueueQueryDto,
} from './service-desk.dto.js';
import { ServiceDeskErrors } from './service-desk.errors.js';
import { SERVICE_DESK_PORT, type ServiceDeskPort } from './service-desk.port.js';
import { DeskAttachments } from './desk-attachments.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ticketId = () => new ParamPattern(UUID, () => ServiceDeskErrors.TicketNotFound());
const AGENT_ONLY = [403, 'AgentOnly (customers and other employees), or a cookie write from another origin'] as const;
const NOT_FOUND = [404, 'TicketNotFound'] as const;
const UNAVAILABLE = [503, 'TicketingUnavailable: the upstream (TICKETING_URL) failed or did not answer'] as const;

/**
 * The service desk's API for the agent screens (issue 31): the queue, a ticket with its whole conversation, and the
 * writes. Agents only (`kmx_int_servicedesk_agent`); cookie writes are same-origin only (the portal guard).
 */
@ApiTags('Portal: service desk')
@ApiPortalAuth()
@Controller('service-desk')
@Portal(SERVICE_DESK)
export class ServiceDeskController {
  constructor(
    @Inject(SERVICE_DESK_PORT) private readonly desk: ServiceDeskPort,
    private readonly attachments: DeskAttachments,
  ) {}

  @Get('tickets')
  @ApiOperation({ summary: 'The queue', description: 'Every company, open work first by first-response due time.' })
  @ApiOkResponse({ type: QueuePageDto, description: 'One page of the queue' })
  @ApiErrors([400, 'A filter that is not valid'], AGENT_ONLY, UNAVAILABLE)
  queue(@CurrentUser() agent: UserProfile, @Query() query: QueueQueryDto): Promise<QueuePage> {
    const { page, ...filter } = query;
    return this.desk.queue(agent, filter, page ?? 1);
  }

  @Get('tickets/:id')
  @ApiOperation({ summary: 'A ticket with its whole conversation, internal notes included' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AgentTicketViewDto, description: 'The ticket as agents see it, after the change' })
  @ApiErrors(AGENT_ONLY, NOT_FOUND, UNAVAILABLE)
  ticket(@CurrentUser() agent: UserProfile, @Param('id', ticketId()) id: string): Promise<AgentTicketView> {
    return this.desk.ticket(agent, id);
  }

  @Post('tickets/:id/replies')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reply to the customer', description: 'Mailed to the customer in the ticket language.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AgentTicketViewDto, description: 'The ticket as agents see it, after the change' })
  @ApiErrors([400, 'TextRequired, UploadUnclaimable'], AGENT_ONLY, NOT_FOUND, [409, 'TicketClosed'], UNAVAILABLE)
  reply(
    @CurrentUser() agent: UserProfile,
    @Param('id', ticketId()) id: string,
    @Body() body: DeskReplyInputDto,
  ): Promise<AgentTicketView> {
    return this.desk.reply(agent, id, body.text, body.attachmentIds ?? []);
  }

  @Post('tickets/:id/notes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add an internal note', description: 'Never shown or mailed to a customer.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AgentTicketViewDto, description: 'The ticket as agents see it, after the change' })
  @ApiErrors([400, 'TextRequired'], AGENT_ONLY, NOT_FOUND, [409, 'TicketClosed'], UNAVAILABLE)
  note(
    @CurrentUser() agent: UserProfile,
    @Param('id', ticketId()) id: string,
    @Body() body: DeskTextInputDto,
  ): Promise<AgentTicketView> {
    return this.desk.addNote(agent, id, body.text);
  }

  @Post('tickets/:id/status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the status', description: 'The customer is mailed about the change.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AgentTicketViewDto, description: 'The ticket as agents see it, after the change' })
  @ApiErrors([400, 'StatusInvalid'], AGENT_ONLY, NOT_FOUND, [409, 'TicketClosed'], UNAVAILABLE)
  status(
    @CurrentUser() agent: UserProfile,
    @Param('id', ticketId()) id: string,
    @Body() body: DeskStatusInputDto,
  ): Promise<AgentTicketView> {
    return this.desk.setStatus(agent, id, body.status);
  }

  @Post('tickets/:id/assignee')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assign the ticket to an agent, or to the team (null)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AgentTicketViewDto, description: 'The ticket as agents see it, after the change' })
  @ApiErrors([400, 'AssigneeInvalid'], AGENT_ONLY, NOT_FOUND, UNAVAILABLE)
  assign(
    @CurrentUser() agent: UserProfile,
    @Param('id', ticketId()) id: string,
    @Body() body: DeskAssignInputDto,
  ): Promise<AgentTicketView> {
    return this.desk.assign(agent, id, body.agentId);
  }

  @Post('tickets/:id/take')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the ticket (assign it to yourself)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AgentTicketViewDto, description: 'The ticket as agents see it, after the change' })
  @ApiErrors(AGENT_ONLY, NOT_FOUND, UNAVAILABLE)
  take(@CurrentUser() agent: UserProfile, @Param('id', ticketId()) id: string): Promise<AgentTicketView> {
    return this.desk.take(agent, id);
  }

  /** The same checks, rate and quotas as a customer's upload (ticket-uploads). */
  @Post('tickets/:id/uploads')
  @ApiOperation({
    summary: 'Upload an attachment for a reply',
    description:
      'One image or video, at most 100 MB, as multipart/form-data, with the checks and quotas of customer uploads ' +
      "(per agent, and per the ticket's company). Pass the id in the reply's `attachmentIds`.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiCreatedResponse({ type: DeskUploadDto, description: 'Stored; not yet part of a reply' })
  @ApiErrors(
    [400, 'UploadMissing, UploadTextInvalid'],
    AGENT_ONLY,
    NOT_FOUND,
    [409, 'TicketClosed'],
    [413, 'UploadTooLarge, UploadQuotaExceeded'],
    [415, 'UploadTypeRefused'],
    [429, 'UploadRateLimited'],
    [507, 'UploadStorageFull'],
    UNAVAILABLE,
  )
  async upload(
    @CurrentUser() agent: UserProfile,
    @Param('id', ticketId()) id: string,
    @Req() request: PortalRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ id: string }> {
    return this.attachments.upload(agent, id, request, reply);
  }

  @Get('attachments/:id')
  @ApiOperation({ summary: "Download any ticket's attachment (agents only)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiFileResponse(['application/octet-stream'], 'The file with its own Content-Type, as an attachment')
  @ApiErrors(AGENT_ONLY, [404, 'AttachmentNotFound'], UNAVAILABLE)
  async download(
    @Param('id', new ParamPattern(UUID, () => ServiceDeskErrors.AttachmentNotFound())) id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.attachments.download(id, reply);
  }
}
