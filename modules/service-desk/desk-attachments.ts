import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { UserProfile } from '../identity-provider/index.js';
import { type PortalRequest, currentPortalIdToken } from '../portal-auth/index.js';
import {
  TicketUploadsService,
  TicketingUpstream,
  TicketsErrors,
  incomingUpload,
  refusedUpload,
  sendAttachment,
} from '../tickets/index.js';
import { SERVICE_DESK_PORT, type ServiceDeskPort } from './service-desk.port.js';

/**
 * The agents' attachment uploads and downloads. Built in, they are stored here against the ticket's company quotas;
 * with an upstream ticketing service (issue 33) the ticket and its files live there, so both go to the upstream's
 * same service desk routes as the agent (their ID token), streamed, and its refusals come back as they are.
 */
@Injectable()
export class DeskAttachments {
  constructor(
    @Inject(SERVICE_DESK_PORT) private readonly desk: ServiceDeskPort,
    private readonly uploads: TicketUploadsService,
    private readonly upstream: TicketingUpstream,
  ) {}

  async upload(
    agent: UserProfile,
    ticketId: string,
    request: PortalRequest,
    reply: FastifyReply,
  ): Promise<{ id: string }> {
    const { proxy } = this.upstream;
    if (proxy) {
      const idToken = currentPortalIdToken();
      if (!idToken) return refusedUpload(request, reply)(TicketsErrors.TicketingUnavailable());
      const route = proxy.beside(`service-desk/tickets/${encodeURIComponent(ticketId)}/uploads`);
      return proxy.upload(request, idToken, route).catch(refusedUpload(request, reply));
    }
    const upload = incomingUpload(request);
    const companyId = await this.desk.uploadCompany(agent, ticketId);
    return this.uploads.storeForCompany(agent, companyId, upload).catch(refusedUpload(request, reply));
  }

  async download(attachmentId: string, reply: FastifyReply): Promise<void> {
    const { proxy } = this.upstream;
    if (proxy) {
      // The guard remembered the agent's token (their session's, or the header itself).
      const idToken = currentPortalIdToken();
      if (!idToken) throw TicketsErrors.TicketingUnavailable();
      return proxy.download(reply, attachmentId, idToken, proxy.beside('service-desk/attachments'));
    }
    await sendAttachment(reply, await this.uploads.openForAgent(attachmentId));
  }
}
