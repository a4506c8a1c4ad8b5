import { Body, Controller, Get, Header, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormSettingsResponse, FormSubmittedResponse } from './forms.contract.js';
import { ContactFormDto, ServiceRequestDto, SupportRequestDto, WhitepaperFormDto } from './forms.dto.js';
import { FormsService, type SubmissionClient } from './forms.service.js';
import { JsonBodyGuard } from './json-body.guard.js';
import { WhitepaperDownloads } from './whitepaper-downloads.js';

const clientOf = (request: FastifyRequest): SubmissionClient => ({ ip: request.ip });

/** SPEC §1 public forms, for the site's own pages and for integrators (README § API). */
@Controller('forms')
export class FormsController {
  constructor(
    private readonly forms: FormsService,
    private readonly downloads: WhitepaperDownloads,
  ) {}

  @Get('settings')
  settings(): FormSettingsResponse {
    return this.forms.settings();
  }

  @Post('contact')
  @UseGuards(JsonBodyGuard)
  contact(@Body() body: ContactFormDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponse> {
    return this.forms.submit('contact', { ...body }, clientOf(request));
  }

  @Post('support-request')
  @UseGuards(JsonBodyGuard)
  supportRequest(@Body() body: SupportRequestDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponse> {
    return this.forms.submit('support-request', { ...body }, clientOf(request));
  }

  @Post('service-request')
  @UseGuards(JsonBodyGuard)
  serviceRequest(@Body() body: ServiceRequestDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponse> {
    return this.forms.submit('service-request', { ...body }, clientOf(request));
  }

  @Post('whitepaper')
  @UseGuards(JsonBodyGuard)
  whitepaper(@Body() body: WhitepaperFormDto, @Req() request: FastifyRequest): Promise<FormSubmittedResponse> {
    return this.forms.submit('whitepaper', { ...body }, clientOf(request));
  }

  @Get('whitepaper/download/:token')
  @Header('cache-control', 'private, no-store')
  async download(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const file = await this.downloads.open(token);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff');
    return file.body;
  }
}
